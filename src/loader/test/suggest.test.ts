/**
 * As-you-type results in the docs search block's form.
 */
import { enhanceDocsSearch } from '../suggest';

const hits = [
	{ title: 'Installing Docent', link: 'https://example.org/docs/a/b/installing/', breadcrumb: { documentation: 'Getting Started', section: 'Installation' } },
	{ title: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)', breadcrumb: { documentation: '', section: '' } },
];

function form(): HTMLInputElement {
	document.body.innerHTML = `<form data-docent-suggest="https://example.org/wp-json/docent/v1/search" data-one="%d result" data-many="%d results" data-none="Nothing yet">
		<label for="s">Search the docs</label><input id="s" type="search" name="q" /></form>`;
	return document.getElementById( 's' ) as HTMLInputElement;
}

function type( input: HTMLInputElement, value: string ): void {
	input.value = value;
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

describe( 'docs search suggestions', () => {
	beforeAll( () => enhanceDocsSearch() );
	beforeEach( () => vi.useFakeTimers() );
	afterEach( () => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
	} );

	it( 'asks the search route once the visitor pauses, and lists safe links as text', async () => {
		const fetchMock = vi.fn( () => Promise.resolve( new Response( JSON.stringify( hits ) ) ) );
		vi.stubGlobal( 'fetch', fetchMock );
		const input = form();
		type( input, 'ins' );
		type( input, 'instal' );
		await vi.advanceTimersByTimeAsync( 300 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const url = new URL( String( ( fetchMock.mock.calls[ 0 ] as unknown[] )[ 0 ] ) );
		expect( url.searchParams.get( 'q' ) ).toBe( 'instal' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '5' );
		const box = document.querySelector( '.docent-search__suggest' )!;
		expect( box.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( box.querySelector( 'p' )?.textContent ).toBe( '1 result' );
		const links = [ ...box.querySelectorAll( 'a' ) ];
		expect( links.map( ( a ) => a.textContent ) ).toEqual( [ 'Installing Docent' ] );
		expect( links[ 0 ].getAttribute( 'href' ) ).toBe( hits[ 0 ].link );
		expect( box.querySelector( 'img' ) ).toBeNull();
		expect( box.textContent ).toContain( 'Getting Started › Installation' );
	} );

	it( 'clears the list for one letter and says when nothing matches', async () => {
		vi.stubGlobal( 'fetch', vi.fn( () => Promise.resolve( new Response( '[]' ) ) ) );
		const input = form();
		type( input, 'zzqx' );
		await vi.advanceTimersByTimeAsync( 300 );
		expect( document.querySelector( '.docent-search__suggest p' )?.textContent ).toBe( 'Nothing yet' );
		type( input, 'z' );
		expect( document.querySelector( '.docent-search__suggest' )?.childElementCount ).toBe( 0 );
	} );

	// Last: it starts the code a second time, as the loader does when the visitor typed first.
	it( 'picks up text typed before the code ran', async () => {
		const fetchMock = vi.fn( () => Promise.resolve( new Response( JSON.stringify( hits.slice( 0, 1 ) ) ) ) );
		vi.stubGlobal( 'fetch', fetchMock );
		const input = form();
		input.value = 'install';
		input.focus();
		enhanceDocsSearch();
		await vi.advanceTimersByTimeAsync( 300 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( new URL( String( ( fetchMock.mock.calls[ 0 ] as unknown[] )[ 0 ] ) ).searchParams.get( 'q' ) ).toBe( 'install' );
		expect( document.querySelector( '.docent-search__suggest p' )?.textContent ).toBe( '1 result' );
	} );
} );
