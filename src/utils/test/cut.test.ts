import { CUT, cut } from '../cut';

describe( 'cut(): the one text helper', () => {
	it( 'leaves text shorter than the length alone', () => {
		expect( cut( 'Explore', CUT.tabTitle ) ).toBe( 'Explore' );
	} );

	it( 'adds an ellipsis only when the text is longer than the length', () => {
		expect( cut( 'Messaging!!', 10 ) ).toBe( 'Messaging!...' );
		expect( cut( 'Knowledge base', 10 ) ).toBe( 'Knowledge...' );
	} );

	it( 'leaves a text exactly as long as the length whole, with no ellipsis', () => {
		expect( cut( 'Messaging!', 10 ) ).toBe( 'Messaging!' );
		expect( cut( 'Checking the system requirements', CUT.heading ) ).toBe( 'Checking the system requirements' );
		expect( cut( 'Checking the system requirements.', CUT.heading ) ).toBe( 'Checking the system...' );
	} );

	it( 'cuts at a word boundary within the limit, never mid-word', () => {
		expect( cut( 'Installing the plugin', 20 ) ).toBe( 'Installing the...' );
		expect( cut( 'Getting started with Docent', 20 ) ).toBe( 'Getting started with...' );
		expect( Array.from( cut( 'Colours and fonts of the help widget', CUT.heading ) ).length ).toBeLessThanOrEqual( CUT.heading + 3 );
		expect( cut( 'Colours and fonts of the help widget', CUT.heading ) ).toBe( 'Colours and fonts of the help...' );
		// One long word has no boundary to use: it is cut where the limit falls.
		expect( cut( 'Supercalifragilistic', 10 ) ).toBe( 'Supercalif...' );
	} );

	it( 'defaults to 60 characters', () => {
		expect( cut( 'a'.repeat( 60 ) ) ).toBe( 'a'.repeat( 60 ) );
		expect( cut( 'a'.repeat( 61 ) ) ).toBe( 'a'.repeat( 60 ) + '...' );
	} );

	it( 'counts characters, so an emoji is never split in half', () => {
		expect( cut( '😀😀😀', 2 ) ).toBe( '😀😀...' );
	} );

	it( 'treats a missing text as empty', () => {
		expect( cut( undefined ) ).toBe( '' );
	} );

	it( 'holds SPEC §9’s lengths', () => {
		expect( CUT ).toEqual( {
			tabTitle: 10,
			subtitleOne: 20,
			subtitleTwo: 80,
			heading: 32,
			description: 100,
			breadcrumb: 20,
			fileName: 15,
		} );
	} );
} );
