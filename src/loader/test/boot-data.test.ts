/**
 * The boot data: the page's inline part, and the rest fetched once (again after a failure).
 */
import type { PageBoot } from '../../shared/types';

const page = ( data?: string ): PageBoot => ( {
	style: '--docent-bubbleBg:red;',
	i18n: { open: 'Open help', close: 'Close help' },
	frame: '/frame.js',
	suggest: '/suggest.js',
	data,
} );

/** A fresh module: `boot` starts empty. */
const load = async () => {
	vi.resetModules();
	return import( '../boot-data' );
};

afterEach( () => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
} );

describe( 'readBoot', () => {
	it( 'reads the page’s inline JSON, and gives null where it is missing or broken', async () => {
		const { readBoot } = await load();
		expect( readBoot() ).toBeNull();
		document.body.innerHTML = '<script id="docent-boot" type="application/json">{broken</script>';
		expect( readBoot() ).toBeNull();
		document.body.innerHTML = `<script id="docent-boot" type="application/json">${ JSON.stringify( page() ) }</script>`;
		expect( readBoot() ).toEqual( page() );
	} );
} );

describe( 'bootData', () => {
	it( 'fetches nothing where the page inlines everything, and restyles the host', async () => {
		const fetch = vi.fn();
		vi.stubGlobal( 'fetch', fetch );
		const mod = await load();
		const host = document.createElement( 'div' );
		const inline = page();
		const boot = await mod.bootData( inline, host )();
		expect( fetch ).not.toHaveBeenCalled();
		expect( boot ).toBe( inline );
		expect( mod.boot ).toBe( inline );
		expect( host.style.getPropertyValue( '--docent-bubbleBg' ) ).toBe( 'red' );
	} );

	it( 'fetches the rest once, merges it into the page’s part, and brings all the colours', async () => {
		const fetch = vi.fn( async () => new Response( JSON.stringify( { style: '--docent-bubbleBg:blue;--docent-bubbleIcon:white;', scripts: [] } ) ) );
		vi.stubGlobal( 'fetch', fetch );
		const mod = await load();
		const host = document.createElement( 'div' );
		const data = mod.bootData( page( '/wp-json/docent/v1/boot?v=1' ), host );
		expect( mod.boot ).toBeNull();
		const [ first, second ] = await Promise.all( [ data(), data() ] );
		expect( first ).toBe( second );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( fetch ).toHaveBeenCalledWith( '/wp-json/docent/v1/boot?v=1' );
		expect( first ).toMatchObject( { frame: '/frame.js', scripts: [] } );
		expect( mod.boot ).toBe( first );
		expect( host.style.getPropertyValue( '--docent-bubbleIcon' ) ).toBe( 'white' );
	} );

	it( 'asks again after a failed request', async () => {
		const fetch = vi
			.fn()
			.mockResolvedValueOnce( new Response( 'busy', { status: 503 } ) )
			.mockResolvedValueOnce( new Response( JSON.stringify( { style: '', scripts: [] } ) ) );
		vi.stubGlobal( 'fetch', fetch );
		const mod = await load();
		const data = mod.bootData( page( '/boot' ), document.createElement( 'div' ) );
		await expect( data() ).rejects.toBeUndefined();
		expect( mod.boot ).toBeNull();
		await expect( data() ).resolves.toMatchObject( { scripts: [] } );
		expect( fetch ).toHaveBeenCalledTimes( 2 );
	} );
} );
