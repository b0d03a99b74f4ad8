/**
 * Two runs of `npm run eval -- --json FILE` side by side, as the landing rule reads them: per labelled set and half,
 * what moved (keyword queries and questions found first, chat answers, chat first links right, MRR), which
 * queries moved, and which test halves a change helps or costs more than one query; then Django, the demo and the
 * off-topic questions. Run by scripts/eval-compare.mjs.
 */

const HALVES = [ 'tune', 'test' ];

/**
 * @param {Object} query A measured query: `docent` is the expected article's rank, 0 when not in the first ten.
 * @return {number} Its reciprocal rank.
 */
const reciprocal = ( query ) => ( query.docent ? 1 / query.docent : 0 );

/**
 * The exact two-sided sign test: how likely a split at least this uneven is when each moved query was as likely to move
 * up as down. A net gain of three on a hundred queries can be noise; the landing rule reads the halves, this reads how
 * sure the whole is.
 *
 * @param {number} up   Queries newly found first (or chat first links newly right).
 * @param {number} down Queries no longer found first (or first links no longer right).
 * @return {number} The p-value, 1 when nothing moved.
 */
export function signTest( up, down ) {
	const n = up + down;
	const fewer = Math.min( up, down );
	// P(k) = C(n, k) / 2^n, summed for k = 0 … fewer in log space, so long runs do not underflow.
	let log = -n * Math.LN2;
	let tail = 0;
	for ( let k = 0; k <= fewer; k++ ) {
		tail += Math.exp( log );
		log += Math.log( ( n - k ) / ( k + 1 ) );
	}
	return Math.min( 1, 2 * tail );
}

/**
 * What changed between two measurements of one set's half.
 *
 * @param {Object[]} before The half's needs in the first run.
 * @param {Object[]} after  The same needs in the second run, in the same order.
 * @return {{ keyword: number, question: number, answered: number, right: number, mrr: number, gained: number, lost: number, rightGained: number, rightLost: number, moves: Object[] }}
 *         Net changes, the queries newly found first and no longer found first, chat first links newly right and no
 *         longer right, and every query whose rank moved.
 */
export function compareHalf( before, after ) {
	const change = { keyword: 0, question: 0, answered: 0, right: 0, mrr: 0, gained: 0, lost: 0, rightGained: 0, rightLost: 0, moves: [] };
	before.forEach( ( was, i ) => {
		const now = after[ i ];
		if ( ! now || now.id !== was.id ) {
			throw new Error( `need ${ was.id } is not measured in the second run (the sets differ)` );
		}
		for ( const kind of [ 'keyword', 'question' ] ) {
			const first = Number( now[ kind ].docent === 1 ) - Number( was[ kind ].docent === 1 );
			change[ kind ] += first;
			change.gained += Math.max( first, 0 );
			change.lost += Math.max( -first, 0 );
			change.mrr += reciprocal( now[ kind ] ) - reciprocal( was[ kind ] );
			if ( now[ kind ].docent !== was[ kind ].docent ) {
				change.moves.push( { kind, q: was[ kind ].q, from: was[ kind ].docent, to: now[ kind ].docent, first: now[ kind ].docent_first, expect: was.expect } );
			}
		}
		change.answered += Number( now.chat.answered ) - Number( was.chat.answered );
		change.right += Number( now.chat.right ) - Number( was.chat.right );
		change.rightGained += Number( ! was.chat.right && now.chat.right );
		change.rightLost += Number( was.chat.right && ! now.chat.right );
	} );
	return change;
}

/**
 * Both runs compared.
 *
 * @param {Record<string, object>} before The first run's JSON.
 * @param {Record<string, object>} after  The second run's JSON.
 * @return {{ halves: Object[], helped: string[], costly: string[], offTopic: Object[], django: Object|null, demo: Object|null }}
 *         Every set's halves that changed, the test halves a change helps (more found first or chat first links
 *         right than before) and costs more than one query (found first or chat first link), the off-topic
 *         questions chat now treats differently, and Django's and the demo's figures.
 */
export function compareRuns( before, after ) {
	const halves = [];
	const offTopic = [];
	for ( const [ name, was ] of Object.entries( before ) ) {
		const now = after[ name ];
		if ( ! Array.isArray( was.needs ) || ! Array.isArray( now?.needs ) ) {
			continue;
		}
		for ( const half of HALVES ) {
			const change = compareHalf( was.needs.filter( ( need ) => need.half === half ), now.needs.filter( ( need ) => need.half === half ) );
			if ( change.moves.length || change.answered || change.right ) {
				halves.push( { name, half, ...change } );
			}
		}
		( was.off_topic ?? [] ).forEach( ( question, i ) => {
			if ( now.off_topic?.[ i ] && question.declined !== now.off_topic[ i ].declined ) {
				offTopic.push( { name, q: question.q, declined: now.off_topic[ i ].declined } );
			}
		} );
	}
	const tests = halves.filter( ( change ) => change.half === 'test' );
	return {
		halves,
		helped: tests.filter( ( change ) => change.keyword + change.question > 0 || change.right > 0 ).map( ( change ) => change.name ),
		costly: tests.filter( ( change ) => change.lost > 1 || change.rightLost > 1 ).map( ( change ) => change.name ),
		offTopic,
		django: before.django && after.django ? compareDjango( before.django, after.django ) : null,
		demo: before.demo && after.demo ? compareDemo( before.demo, after.demo ) : null,
	};
}

/**
 * Django's search @1, @5 and MRR, and its chat's right first links and declined off-topic questions, in both runs.
 *
 * @param {Object} was The first run's Django result.
 * @param {Object} now The second's.
 * @return {Object} Each figure as [before, after], and the queries whose rank moved.
 */
function compareDjango( was, now ) {
	const at = ( queries, n ) => queries.filter( ( query ) => query.docent && query.docent <= n ).length / queries.length;
	const mrr = ( queries ) => queries.reduce( ( sum, query ) => sum + reciprocal( query ), 0 ) / queries.length;
	const right = ( chat ) => chat.needs.reduce( ( sum, need ) => sum + Object.values( need.answers ).filter( ( answer ) => answer.right ).length, 0 );
	const declined = ( chat ) => chat.out_of_scope.filter( ( question ) => question.declined ).length;
	const [ a, b ] = [ was.search.queries, now.search.queries ];
	return {
		at1: [ at( a, 1 ), at( b, 1 ) ],
		at5: [ at( a, 5 ), at( b, 5 ) ],
		mrr: [ mrr( a ), mrr( b ) ],
		chatRight: [ right( was.chat ), right( now.chat ) ],
		declined: [ declined( was.chat ), declined( now.chat ) ],
		moves: a.map( ( query, i ) => ( { kind: query.kind, q: query.q, from: query.docent, to: b[ i ]?.docent } ) ).filter( ( move ) => move.from !== move.to ),
	};
}

/**
 * The demo's search found first and its chat set's answers, in both runs.
 *
 * @param {Object} was The first run's demo result.
 * @param {Object} now The second's.
 * @return {Object} Each figure as [before, after].
 */
function compareDemo( was, now ) {
	const first = ( result ) => result.search.queries.filter( ( query ) => query.docent === 1 ).length;
	const count = ( result, key ) => ( result.chat_set ?? [] ).filter( ( answer ) => answer[ key ] ).length;
	return {
		first: [ first( was ), first( now ) ],
		answered: [ count( was, 'answered' ), count( now, 'answered' ) ],
		right: [ count( was, 'right' ), count( now, 'right' ) ],
	};
}

/**
 * A p-value as "p = 0.25", "p = 0.004", or "p < 0.001" (never "p = 0.000", which reads as impossible).
 *
 * @param {number} p From signTest().
 */
export const formatP = ( p ) => ( p < 0.001 ? 'p < 0.001' : `p = ${ p.toFixed( p < 0.01 ? 3 : 2 ) }` );
const signed = ( value, digits = 0 ) => ( value >= 0 ? '+' : '−' ) + Math.abs( value ).toFixed( digits );
const pair = ( [ a, b ], digits = 4 ) => ( a === b ? a.toFixed( digits ) : `${ a.toFixed( digits ) } → ${ b.toFixed( digits ) }` );

/**
 * Prints a comparison.
 *
 * @param {ReturnType<typeof compareRuns>} comparison From compareRuns().
 * @param {{ queries: boolean }}           options    Whether to list every query that moved.
 */
export function printComparison( comparison, { queries } ) {
	const { halves, helped, costly, offTopic, django, demo } = comparison;
	console.log( 'set and half: keyword @1, question @1, chat answered, chat right first (net needs), MRR (summed over the half)' );
	if ( ! halves.length ) {
		console.log( '  no labelled set changed' );
	}
	for ( const change of halves ) {
		console.log( `  ${ change.name } ${ change.half }: ${ [ change.keyword, change.question, change.answered, change.right ].map( ( n ) => signed( n ) ).join( ' ' ) }, MRR ${ signed( change.mrr, 2 ) }` );
		if ( queries ) {
			change.moves.forEach( ( move ) => console.log( `      ${ move.kind } ${ move.from || '–' } → ${ move.to || '–' }: ${ move.q } (${ move.expect }; first now: ${ move.first })` ) );
		}
	}
	for ( const half of HALVES ) {
		const all = halves.filter( ( change ) => change.half === half );
		const sum = ( key ) => all.reduce( ( total, change ) => total + change[ key ], 0 );
		console.log( `  all ${ half } halves: ${ [ 'keyword', 'question', 'answered', 'right' ].map( ( key ) => signed( sum( key ) ) ).join( ' ' ) }, MRR ${ signed( sum( 'mrr' ), 2 ) }` );
		const [ up, down ] = [ sum( 'gained' ) + sum( 'rightGained' ), sum( 'lost' ) + sum( 'rightLost' ) ];
		console.log( `    found first or chat first link right: ${ up } up, ${ down } down; sign test ${ formatP( signTest( up, down ) ) } (two-sided)` );
	}
	console.log( `\nTest halves helped (more found first or chat first links right): ${ helped.length ? helped.join( ', ' ) : 'none' }` );
	console.log( `Test halves that lost more than one query (found first, or chat's first link): ${ costly.length ? costly.join( ', ' ) : 'none' }` );
	console.log( `Landing rule (helps two test halves, costs none more than one query): ${ helped.length >= 2 && ! costly.length ? 'passed' : 'not passed' }` );
	offTopic.forEach( ( question ) => console.log( `Off-topic, now ${ question.declined ? 'declined' : 'answered' }: [${ question.name }] ${ question.q }` ) );
	if ( django ) {
		console.log( `\nDjango: @1 ${ pair( django.at1 ) }, @5 ${ pair( django.at5 ) }, MRR ${ pair( django.mrr ) }; chat right first ${ pair( django.chatRight, 0 ) }, off-topic declined ${ pair( django.declined, 0 ) }` );
		if ( queries ) {
			django.moves.forEach( ( move ) => console.log( `      ${ move.kind } ${ move.from || '–' } → ${ move.to || '–' }: ${ move.q }` ) );
		}
	}
	if ( demo ) {
		console.log( `Demo: search found first ${ pair( demo.first, 0 ) }; chat answered ${ pair( demo.answered, 0 ) }, right ${ pair( demo.right, 0 ) }` );
	}
}
