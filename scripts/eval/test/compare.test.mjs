// @vitest-environment node
/**
 * Two eval runs compared as the landing rule reads them: what a change gains and loses on each half, and whether
 * it helps two test halves while costing none more than one query.
 */
import { describe, expect, it } from 'vitest';
import { compareHalf, compareRuns, formatP, signTest } from '../compare.mjs';

/**
 * One measured need as eval-needs.php writes it.
 *
 * @param {number}  id       Need id.
 * @param {string}  half     "tune" or "test".
 * @param {number}  keyword  The expected page's rank for the keyword query (0: not in the first ten).
 * @param {number}  question Its rank for the question.
 * @param {boolean} right    Whether chat linked it first.
 */
const need = ( id, half, keyword, question, right = false ) => ( {
	id,
	half,
	expect: `page/${ id }`,
	keyword: { q: `keyword ${ id }`, docent: keyword, docent_first: 'Some page' },
	question: { q: `question ${ id }`, docent: question, docent_first: 'Some page' },
	chat: { answered: right, right },
} );

/**
 * A run of one manual: its needs, and one off-topic question.
 *
 * @param {Object[]} needs    Measured needs.
 * @param {boolean}  declined Whether chat declined the off-topic question.
 */
const run = ( needs, declined = true ) => ( { needs, off_topic: [ { q: 'What is the capital of Australia?', declined } ] } );

describe( 'compareHalf', () => {
	it( 'counts the queries newly found first and no longer found first, and lists every rank that moved', () => {
		const change = compareHalf(
			[ need( 1, 'test', 1, 3, true ), need( 2, 'test', 2, 1 ) ],
			[ need( 1, 'test', 1, 1, true ), need( 2, 'test', 1, 4 ) ]
		);

		expect( [ change.keyword, change.question, change.gained, change.lost ] ).toEqual( [ 1, 0, 2, 1 ] );
		expect( [ change.rightGained, change.rightLost ] ).toEqual( [ 0, 0 ] );
		expect( change.mrr ).toBeCloseTo( ( 1 - ( 1 / 3 ) ) + ( 1 - ( 1 / 2 ) ) + ( ( 1 / 4 ) - 1 ) );
		expect( change.moves.map( ( move ) => `${ move.kind } ${ move.from }→${ move.to }` ) ).toEqual( [ 'question 3→1', 'keyword 2→1', 'question 1→4' ] );
	} );

	it( 'counts chat first links newly right and no longer right', () => {
		const change = compareHalf( [ need( 1, 'test', 1, 1, false ), need( 2, 'test', 1, 1, true ) ], [ need( 1, 'test', 1, 1, true ), need( 2, 'test', 1, 1, false ) ] );

		expect( [ change.right, change.rightGained, change.rightLost ] ).toEqual( [ 0, 1, 1 ] );
	} );

	it( 'refuses two runs whose needs differ', () => {
		expect( () => compareHalf( [ need( 1, 'test', 1, 1 ) ], [ need( 2, 'test', 1, 1 ) ] ) ).toThrow( 'need 1 is not measured' );
	} );
} );

describe( 'signTest', () => {
	it( 'is 1 when nothing moved or the moves split evenly', () => {
		expect( signTest( 0, 0 ) ).toBe( 1 );
		expect( signTest( 5, 5 ) ).toBe( 1 );
	} );

	it( 'gives the exact two-sided binomial tail', () => {
		expect( signTest( 10, 0 ) ).toBeCloseTo( 2 / 1024, 10 );
		// 8 up and 2 down: P(X ≤ 2) = (1 + 10 + 45) / 1024, twice.
		expect( signTest( 8, 2 ) ).toBeCloseTo( ( 2 * 56 ) / 1024, 10 );
		expect( signTest( 2, 8 ) ).toBe( signTest( 8, 2 ) );
	} );

	it( 'is printed with the digits it needs, and never as zero', () => {
		expect( formatP( signTest( 5, 5 ) ) ).toBe( 'p = 1.00' );
		expect( formatP( signTest( 9, 0 ) ) ).toBe( 'p = 0.004' );
		expect( formatP( signTest( 15, 0 ) ) ).toBe( 'p < 0.001' );
	} );

	it( 'stays finite on long runs', () => {
		expect( signTest( 700, 600 ) ).toBeGreaterThan( 0 );
		expect( signTest( 700, 600 ) ).toBeLessThan( 0.01 );
	} );
} );

describe( 'compareRuns', () => {
	const before = {
		'manual.de': run( [ need( 1, 'tune', 2, 2 ), need( 2, 'test', 2, 2 ) ] ),
		'manual.fr': run( [ need( 1, 'tune', 1, 1 ), need( 2, 'test', 3, 1, true ) ] ),
		'manual.ja': run( [ need( 1, 'tune', 1, 1 ), need( 2, 'test', 1, 1, true ) ] ),
	};

	it( 'passes a change that helps two test halves and costs none more than one query', () => {
		const after = {
			'manual.de': run( [ need( 1, 'tune', 1, 2 ), need( 2, 'test', 1, 2 ) ] ),
			'manual.fr': run( [ need( 1, 'tune', 1, 1 ), need( 2, 'test', 1, 1, true ) ] ),
			'manual.ja': run( [ need( 1, 'tune', 1, 1 ), need( 2, 'test', 1, 2, true ) ] ),
		};
		const comparison = compareRuns( before, after );

		expect( comparison.helped ).toEqual( [ 'manual.de', 'manual.fr' ] );
		expect( comparison.costly ).toEqual( [] );
		expect( comparison.halves.map( ( change ) => `${ change.name } ${ change.half }` ) ).toEqual( [ 'manual.de tune', 'manual.de test', 'manual.fr test', 'manual.ja test' ] );
	} );

	it( 'names a test half that loses two queries, and an off-topic question chat now answers', () => {
		const after = {
			...before,
			'manual.ja': run( [ need( 1, 'tune', 1, 1 ), need( 2, 'test', 2, 2, false ) ], false ),
		};
		const comparison = compareRuns( before, after );

		expect( comparison.costly ).toEqual( [ 'manual.ja' ] );
		expect( comparison.offTopic ).toEqual( [ { name: 'manual.ja', q: 'What is the capital of Australia?', declined: false } ] );
	} );
} );
