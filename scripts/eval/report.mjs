/**
 * Turns the per-query results of scripts/php/eval-measure.php into the tables `npm run eval` prints,
 * with the targets of issue #12 beside each figure.
 */

/** Targets: the share (or milliseconds, for p95) each figure must reach. */
const TARGETS = {
	s1: 0.85,
	s5: 0.97,
	mrr: 0.9,
	typo: 0.85,
	question: 0.75,
	chat: 0.85,
	same: 0.9,
	decline: 0.9,
	p95: 30,
};

const KIND_ORDER = [ 'title', 'prefix', 'typo', 'question', 'words', 'body', 'paraphrase' ];

const pct = ( value ) => value.toFixed( 2 );
// Beside a target, four decimals: an MRR of .8996 printed as "0.900" (or .896 as "0.90") would read as a target met.
const exact = ( value ) => value.toFixed( 4 );
const mark = ( value, target, lowerIsBetter = false ) =>
	`(target ${ lowerIsBetter ? '≤' : '≥' } ${ target }: ${ ( lowerIsBetter ? value <= target : value >= target ) ? 'met' : 'NOT MET' })`;

function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ] ?? 0;
}

/** success@1/@3/@5, MRR and no-result count of one engine over some queries. */
function scores( rows, engine ) {
	const n = rows.length || 1;
	const within = ( k ) => rows.filter( ( row ) => row[ engine ] > 0 && row[ engine ] <= k ).length / n;
	return {
		n: rows.length,
		s1: within( 1 ),
		s3: within( 3 ),
		s5: within( 5 ),
		mrr: rows.reduce( ( sum, row ) => sum + ( row[ engine ] ? 1 / row[ engine ] : 0 ), 0 ) / n,
		none: rows.filter( ( row ) => row[ `${ engine }_results` ] === 0 ).length,
	};
}

function table( header, rows ) {
	const widths = header.map( ( cell, i ) => Math.max( String( cell ).length, ...rows.map( ( row ) => String( row[ i ] ).length ) ) );
	const line = ( row ) => row.map( ( cell, i ) => ( i === 0 ? String( cell ).padEnd( widths[ i ] ) : String( cell ).padStart( widths[ i ] ) ) ).join( '  ' );
	console.log( line( header ) );
	console.log( widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ) );
	rows.forEach( ( row ) => console.log( line( row ) ) );
}

function searchTable( title, result, { targets } ) {
	const queries = result.search.queries;
	const kinds = [ ...new Set( queries.map( ( row ) => row.kind ) ) ].sort(
		( a, b ) => ( KIND_ORDER.indexOf( a ) + 1 || 99 ) - ( KIND_ORDER.indexOf( b ) + 1 || 99 )
	);
	console.log( `\n${ title } — ${ queries.length } labelled queries over ${ result.articles } published docs` );
	const rows = [];
	for ( const kind of [ ...kinds, 'all' ] ) {
		const subset = kind === 'all' ? queries : queries.filter( ( row ) => row.kind === kind );
		const d = scores( subset, 'docent' );
		const c = scores( subset, 'core' );
		rows.push( [ kind, d.n, pct( d.s1 ), pct( d.s3 ), pct( d.s5 ), pct( d.mrr ), d.none, pct( c.s1 ), pct( c.s3 ), pct( c.s5 ), pct( c.mrr ), c.none ] );
	}
	table( [ 'kind', 'n', 'Docent @1', '@3', '@5', 'MRR', 'no result', 'core @1', '@3', '@5', 'MRR', 'no result' ], rows );
	if ( ! targets ) {
		return;
	}
	const all = scores( queries, 'docent' );
	const kind = ( name ) => scores( queries.filter( ( row ) => row.kind === name ), 'docent' ).s1;
	const p95 = percentile( result.search.times.docent, 95 );
	console.log( `\nTargets (Docent search):` );
	console.log( `  success@1          ${ exact( all.s1 ) }  ${ mark( all.s1, TARGETS.s1 ) }` );
	console.log( `  success@5          ${ exact( all.s5 ) }  ${ mark( all.s5, TARGETS.s5 ) }` );
	console.log( `  MRR                ${ exact( all.mrr ) }  ${ mark( all.mrr, TARGETS.mrr ) }` );
	console.log( `  one typo @1        ${ exact( kind( 'typo' ) ) }  ${ mark( kind( 'typo' ), TARGETS.typo ) }` );
	console.log( `  natural question @1 ${ exact( kind( 'question' ) ) } ${ mark( kind( 'question' ), TARGETS.question ) }` );
	console.log(
		`  search p50 / p95   ${ percentile( result.search.times.docent, 50 ) } / ${ p95 } ms  ${ mark( p95, TARGETS.p95, true ) }` +
			` (PHP API, cold object cache; core: ${ percentile( result.search.times.core, 50 ) } / ${ percentile( result.search.times.core, 95 ) } ms;` +
			' the 10,000-article figure is `npm run bench -- search`)'
	);
}

function chatTable( chat ) {
	const names = Object.keys( chat.needs[ 0 ]?.answers ?? {} );
	console.log( `\nA.I. Chat (local provider, POST /docent/v1/chat) — ${ chat.needs.length } needs × ${ names.length } phrasings` );
	const rows = names.map( ( name ) => {
		const answers = chat.needs.map( ( need ) => need.answers[ name ] );
		const right = answers.filter( ( a ) => a.right ).length / answers.length;
		const declined = answers.filter( ( a ) => a.links === 0 ).length;
		const chars = Math.round( answers.reduce( ( sum, a ) => sum + a.chars, 0 ) / answers.length );
		return [ name, exact( right ), declined, chars, mark( right, TARGETS.chat ) ];
	} );
	table( [ 'phrasing', 'first link right', 'declined', 'avg chars', 'target' ], rows );
	const same =
		chat.needs.filter( ( need ) => new Set( Object.values( need.answers ).map( ( a ) => a.first ) ).size === 1 ).length /
		chat.needs.length;
	console.log( `  same first link in all ${ names.length } phrasings  ${ exact( same ) }  ${ mark( same, TARGETS.same ) }` );
	const templated = names.filter( ( name ) => name.includes( 'X' ) );
	const sameTemplated =
		chat.needs.filter( ( need ) => new Set( templated.map( ( name ) => need.answers[ name ].first ) ).size === 1 ).length /
		chat.needs.length;
	console.log( `  same first link in the ${ templated.length } phrasings built around X  ${ pct( sameTemplated ) }` );
	const typos = chat.typos ?? [];
	if ( typos.length ) {
		const right = typos.filter( ( row ) => row.right ).length / typos.length;
		const declined = typos.filter( ( row ) => row.declined ).length;
		console.log(
			`  one typo (the ${ typos.length } typo queries, asked as typed)  ${ exact( right ) }  ${ declined } declined  ${ mark( right, TARGETS.chat ) }`
		);
	}
	const oos = chat.out_of_scope;
	const declined = oos.filter( ( row ) => row.declined ).length / ( oos.length || 1 );
	console.log( `  out-of-scope declined (${ oos.length } questions)  ${ exact( declined ) }  ${ mark( declined, TARGETS.decline ) }` );
	const framings = chat.framings;
	if ( framings ) {
		console.log(
			`  search: same first result as the bare term in ${ framings.framings } more framings ("Give me an overview of X", "How does X work?"…)  ${ pct( framings.same / ( framings.asked || 1 ) ) }`
		);
	}
}

function missList( result ) {
	console.log( '\nQueries whose expected article was not first (Docent rank, then what came first):' );
	for ( const row of result.search.queries.filter( ( r ) => r.docent !== 1 ) ) {
		console.log( `  [${ row.kind }] ${ row.q } → ${ row.docent || '–' } (${ row.expect }); first: ${ row.docent_first }` );
	}
	for ( const differ of result.chat?.framings?.differ ?? [] ) {
		console.log( `  [framing] ${ differ }` );
	}
	for ( const need of result.chat?.needs ?? [] ) {
		for ( const [ name, answer ] of Object.entries( need.answers ) ) {
			if ( ! answer.right ) {
				console.log( `  [chat: ${ name }] ${ answer.prompt } → ${ answer.first || 'declined' } (${ need.expect })` );
			}
		}
	}
	for ( const row of result.chat?.typos ?? [] ) {
		if ( ! row.right ) {
			console.log( `  [chat: one typo] ${ row.q } → ${ row.first || 'declined' } (${ row.expect })` );
		}
	}
	for ( const row of result.chat?.out_of_scope ?? [] ) {
		if ( ! row.declined ) {
			console.log( `  [out of scope, answered] ${ row.q }` );
		}
	}
}

/**
 * @param {{ django?: object, demo?: object }} results What eval-measure.php printed per site (either may be left out by --only).
 * @param {{ misses: boolean }}                options Whether to list the misses.
 */
export function printReport( results, { misses } ) {
	if ( results.django ) {
		searchTable( 'Django documentation (python-django-doc)', results.django, { targets: true } );
		if ( results.django.chat ) {
			chatTable( results.django.chat );
		}
	}
	if ( results.demo ) {
		searchTable( 'Demo docs (tests/php/Search/fixtures/queries.json)', results.demo, { targets: false } );
	}
	if ( misses ) {
		if ( results.django ) {
			missList( results.django );
		}
		if ( results.demo ) {
			console.log( '\nDemo docs:' );
			missList( results.demo );
		}
	}
}
