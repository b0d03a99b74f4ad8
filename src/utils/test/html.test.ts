import { cutRuns, snippetRuns, toText } from '../html';

describe( 'toText()', () => {
	it( 'decodes entities and drops tags', () => {
		expect( toText( 'Docs &amp; FAQ&#8217;s <b>bold</b>' ) ).toBe( 'Docs & FAQ’s bold' );
	} );

	it( 'never runs what it parses', () => {
		const spy = vi.fn();
		( window as unknown as { pwned: () => void } ).pwned = spy;
		expect( toText( '<img src=x onerror="pwned()">Hi' ) ).toBe( 'Hi' );
		expect( spy ).not.toHaveBeenCalled();
	} );
} );

describe( 'snippetRuns(): search snippets keep only <mark>', () => {
	it( 'splits text and highlights', () => {
		expect( snippetRuns( 'Set up the <mark>widget</mark> fast' ) ).toEqual( [
			{ text: 'Set up the ', mark: false },
			{ text: 'widget', mark: true },
			{ text: ' fast', mark: false },
		] );
	} );

	it( 'turns any other markup into plain text', () => {
		expect( snippetRuns( '<em>x</em> &lt;b&gt;<script>alert(1)</script>' ) ).toEqual( [
			{ text: 'x', mark: false },
			{ text: ' <b>', mark: false },
			{ text: 'alert(1)', mark: false },
		] );
	} );
} );

describe( 'cutRuns()', () => {
	it( 'cuts across runs and ends with an ellipsis', () => {
		const runs = snippetRuns( 'abc <mark>defgh</mark> ijk' );
		expect( cutRuns( runs, 6 ) ).toEqual( [
			{ text: 'abc ', mark: false },
			{ text: 'de', mark: true },
			{ text: '...', mark: false },
		] );
	} );

	it( 'keeps short snippets whole', () => {
		const runs = snippetRuns( 'a <mark>b</mark>' );
		expect( cutRuns( runs, 100 ) ).toBe( runs );
	} );

	it( 'keeps a snippet exactly as long as the limit whole, and a run ending at the limit uncut', () => {
		const runs = snippetRuns( 'abc <mark>defgh</mark>' );
		expect( cutRuns( runs, 9 ) ).toBe( runs );
		expect( cutRuns( snippetRuns( 'abc <mark>de</mark> ijk' ), 6 ) ).toEqual( [
			{ text: 'abc ', mark: false },
			{ text: 'de', mark: true },
			{ text: '...', mark: false },
		] );
	} );
} );
