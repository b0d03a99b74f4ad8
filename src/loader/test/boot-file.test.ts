/**
 * A visitor's page names the shared boot data twice: as a static file (answered by the web
 * server, no PHP) and as GET /docent/v1/boot. The loader asks for the file, and for the route
 * only when the file cannot be had (a server that lacks it, a read-only uploads folder).
 */
import { settingsFixture } from '../../test/fixtures';

const FILE = 'https://example.org/wp-content/uploads/docent/boot/en_US-0123456789ab.json';
const ROUTE = 'https://example.org/wp-json/docent/v1/boot?v=0123456789ab';
const SHARED_STYLE = '--docent-bubbleBg:rgba(1,2,3,1);--docent-widgetBg:rgba(4,5,6,1);';

const shared = () => ( {
	settings: settingsFixture(),
	scripts: [],
	style: SHARED_STYLE,
	user: { id: 0, can_upload: false },
	i18n: { open: 'Open help', close: 'Close help', search: 'Search', ask: 'Ask' },
} );

/** Starts the loader on a visitor's page; `answers` says how the server answers each address. */
async function visit( answers: Record< string, number >, page: Record< string, string > = { data: ROUTE, file: FILE } ) {
	vi.resetModules();
	const asked: string[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn( ( url: string ) => {
			asked.push( url );
			const status = answers[ url ] ?? 404;
			return Promise.resolve( new Response( status === 200 ? JSON.stringify( shared() ) : 'Not found', { status } ) );
		} )
	);
	document.body.innerHTML = `<script id="docent-boot" type="application/json">${ JSON.stringify( {
		style: '--docent-bubbleBg:rgba(1,2,3,1);',
		i18n: { open: 'Open help', close: 'Close help' },
		frame: 'https://example.org/build/frame.js',
		suggest: 'https://example.org/build/suggest.js',
		...page,
	} ) }</script>`;
	vi.spyOn( performance, 'getEntriesByName' ).mockImplementation( ( name ) =>
		name === 'first-contentful-paint' ? [ { name } as PerformanceEntry ] : []
	);
	await import( '../index' );
	await new Promise( ( resolve ) => requestAnimationFrame( () => setTimeout( resolve, 0 ) ) );
	// The widget on the page, so its host can be read.
	window.docent?.open();
	await vi.waitFor( () => expect( document.getElementById( 'docent-assistant' )?.getAttribute( 'style' ) ).toBe( SHARED_STYLE ) );
	return asked;
}

afterEach( () => {
	document.getElementById( 'docent-assistant' )?.remove();
	document.querySelectorAll( 'script[src]' ).forEach( ( script ) => script.remove() );
	delete window.docent;
	delete window.docentMount;
	vi.unstubAllGlobals();
} );

describe( 'the shared boot data', () => {
	it( 'comes from the static file when the page names one, and the route is not asked', async () => {
		const asked = await visit( { [ FILE ]: 200, [ ROUTE ]: 200 } );
		expect( asked ).toEqual( [ FILE ] );
	} );

	it( 'comes from the route when the file is missing', async () => {
		const asked = await visit( { [ ROUTE ]: 200 } );
		expect( asked ).toEqual( [ FILE, ROUTE ] );
	} );

	it( 'comes from the route alone on a page that names no file', async () => {
		const asked = await visit( { [ ROUTE ]: 200 }, { data: ROUTE } );
		expect( asked ).toEqual( [ ROUTE ] );
	} );
} );
