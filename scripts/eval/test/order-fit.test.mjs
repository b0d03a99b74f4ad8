// @vitest-environment node
/**
 * Fitting Head_Order's weights: a head's evidence read as Question_Order reads it, the softmax
 * fit, the first a head gets, and the margin chosen on the tuning halves.
 */
import { describe, expect, it } from 'vitest';
import { chooseMargin, fit, firstOf, headRows, kind, replay, scale, weighed } from '../order-fit.mjs';

/**
 * A head of two docs, 11 first by the title rules, with the expected doc.
 *
 * @param {Object} evidence What differs from two plain docs of equal evidence.
 * @param {number} expected The expected doc's id.
 */
const head = ( evidence, expected ) => ( {
	ids: [ 11, 22 ],
	in_title: { 11: 0, 22: 0 },
	relevance: { 11: 7, 22: 7 },
	lengths: { 11: 300, 22: 300 },
	overviews: { 11: false, 22: false },
	headings: { 11: 0, 22: 0 },
	leads: { 11: 0, 22: 0 },
	words: 6,
	expect: expected,
	...evidence,
} );

describe( 'headRows', () => {
	it( 'reads the evidence as Question_Order does, in its order', () => {
		const { rows, right, settled } = headRows( head( { in_title: { 11: 1, 22: 3 }, relevance: { 11: 15, 22: 7 }, lengths: { 11: 1022, 22: 30 }, overviews: { 11: true, 22: false }, headings: { 11: 0.25, 22: 0 }, leads: { 11: 0, 22: 0.5 } }, 22 ) );
		expect( rows[ 0 ] ).toEqual( [ -0, 1 / 6, 0, 10, 1, 0.25, 0 ] );
		expect( rows[ 1 ] ).toEqual( [ -1, 0.5, -1, 5, 0, 0, 0.5 ] );
		expect( right ).toEqual( [ false, true ] );
		expect( settled ).toBe( false );
	} );

	it( 'is settled when the first title holds a third of the words', () => {
		expect( headRows( head( { in_title: { 11: 2, 22: 3 } }, 22 ) ).settled ).toBe( true );
	} );

	it( 'weighs questions of three words or more, keywords of two or more, with two docs or more', () => {
		expect( weighed( head( {}, 11 ) ) ).toBe( true );
		expect( weighed( head( { words: 2 }, 11 ) ) ).toBe( false );
		expect( weighed( head( { ids: [ 11 ] }, 11 ) ) ).toBe( false );
		expect( weighed( head( { words: 2, question: false }, 11 ) ) ).toBe( true );
		expect( weighed( head( { words: 1, question: false }, 11 ) ) ).toBe( false );
	} );

	it( 'tells a keyword query\'s head from a question\'s, a head without the flag being a question\'s', () => {
		expect( kind( head( { question: false }, 11 ) ) ).toBe( 'keywords' );
		expect( kind( head( { question: true }, 11 ) ) ).toBe( 'question' );
		expect( kind( head( {}, 11 ) ) ).toBe( 'question' );
	} );
} );

describe( 'fit', () => {
	// The expected doc is the second whenever its title holds more words, the first otherwise.
	const heads = [];
	for ( let i = 0; i < 40; i++ ) {
		const titled = i % 2 === 0;
		heads.push( headRows( head( { in_title: { 11: 1, 22: titled ? 4 : 0 } }, titled ? 22 : 11 ) ) );
	}

	it( 'learns that a title holding more words wins, and keeps the place', () => {
		const weights = fit( heads, scale( heads ) );
		expect( weights[ 1 ] ).toBeGreaterThan( 1 );
		expect( weights[ 0 ] ).toBeGreaterThan( 0 );
		for ( const one of heads ) {
			expect( one.right[ firstOf( one, weights, 0 ) ] ).toBe( true );
		}
	} );

	it( 'leaves the title rules\' order as it is when no evidence tells the docs apart', () => {
		const same = Array.from( { length: 10 }, () => headRows( head( {}, 11 ) ) );
		const weights = fit( same, scale( same ) );
		expect( weights.slice( 1 ).every( ( w ) => Math.abs( w ) < 1e-3 ) ).toBe( true );
		expect( firstOf( same[ 0 ], weights, 0 ) ).toBe( 0 );
	} );
} );

describe( 'replay and the margin', () => {
	const weights = [ 1, 3, 0, 0, 0, 0, 0 ];
	// Second place holds 4 of 6 title words: it scores 2 − 1 = 1 above the first.
	const moved = ( set, expected ) => ( { set, ...headRows( head( { in_title: { 11: 0, 22: 4 } }, expected ) ) } );

	it( 'counts what the weighed first gains and loses, per set', () => {
		const out = replay( [ moved( 'a', 22 ), moved( 'a', 11 ), moved( 'b', 11 ), moved( 'b', 11 ) ], weights, 0.5 );
		expect( out ).toEqual( { gained: 1, lost: 3, lostPerSet: { a: 1, b: 2 } } );
		expect( replay( [ moved( 'a', 22 ) ], weights, 1 ).gained ).toBe( 0 );
	} );

	it( 'chooses the smallest margin with no set losing two', () => {
		const heads = [ moved( 'a', 22 ), moved( 'b', 11 ), moved( 'b', 11 ) ];
		const { margin, tried } = chooseMargin( heads, weights, [ 0, 0.5, 1.5 ] );
		expect( margin ).toBe( 1.5 );
		expect( tried.map( ( row ) => row.worst ) ).toEqual( [ 2, 2, 0 ] );
		expect( chooseMargin( [ moved( 'b', 11 ), moved( 'b', 11 ) ], weights, [ 0 ] ).margin ).toBeNull();
	} );

	it( 'chooses a margin with which the heads to keep lose nothing', () => {
		const heads = [ moved( 'a', 22 ), moved( 'a', 22 ) ];
		// The tuning heads gain below a margin of 1, but Django's must keep its first: only 1.5 leaves it.
		const { margin, tried } = chooseMargin( heads, weights, [ 0, 0.5, 1.5 ], [ moved( 'django', 11 ) ] );
		expect( tried.map( ( row ) => row.keptLost ) ).toEqual( [ 1, 1, 0 ] );
		expect( margin ).toBe( 1.5 );
		expect( chooseMargin( heads, weights, [ 0, 0.5, 1.5 ] ).margin ).toBe( 0 );
	} );
} );
