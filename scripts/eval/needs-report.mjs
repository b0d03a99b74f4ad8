/**
 * One table row per Debian manual, language and half (tuning, test) from what
 * scripts/php/eval-needs.php measured: keyword @1, question @1, MRR over both, how often A.I. Chat
 * answers the question rather than declining (and how often with a page it says only relates to
 * it) and how often its first link is the right article;
 * core's relevance ordering beside, for scale.
 */

const pct = ( value ) => value.toFixed( 2 );
const HALVES = [ 'tune', 'test' ];

/** Share of queries whose expected article an engine put first. */
const first = ( queries, engine ) => queries.filter( ( query ) => query[ engine ] === 1 ).length / ( queries.length || 1 );

/** The figures of one half of one set. */
function row( name, half, needs ) {
	const keywords = needs.map( ( need ) => need.keyword );
	const questions = needs.map( ( need ) => need.question );
	const both = [ ...keywords, ...questions ];
	const mrr = both.reduce( ( sum, query ) => sum + ( query.docent ? 1 / query.docent : 0 ), 0 ) / ( both.length || 1 );
	const chat = ( test ) => needs.filter( ( need ) => test( need.chat ) ).length / ( needs.length || 1 );
	return [
		name,
		half,
		needs.length,
		pct( first( keywords, 'docent' ) ),
		pct( first( questions, 'docent' ) ),
		pct( mrr ),
		pct( chat( ( answer ) => answer.answered ) ),
		pct( chat( ( answer ) => answer.related ) ),
		pct( chat( ( answer ) => answer.right ) ),
		pct( first( keywords, 'core' ) ),
		pct( first( questions, 'core' ) ),
	];
}

function table( header, rows ) {
	const widths = header.map( ( cell, i ) => Math.max( String( cell ).length, ...rows.map( ( cells ) => String( cells[ i ] ).length ) ) );
	const line = ( cells ) => cells.map( ( cell, i ) => ( i < 2 ? String( cell ).padEnd( widths[ i ] ) : String( cell ).padStart( widths[ i ] ) ) ).join( '  ' );
	console.log( line( header ) );
	console.log( widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ) );
	rows.forEach( ( cells ) => console.log( line( cells ) ) );
}

/** The held-out targets: per language the issue names, each manual's test half must reach these. */
const TARGETS = [
	[ 'keyword @1', 0.85, ( need ) => need.keyword.docent === 1 ],
	[ 'question @1', 0.7, ( need ) => need.question.docent === 1 ],
	[ 'chat answered', 0.9, ( need ) => Boolean( need.chat.answered ) ],
	[ 'chat right first', 0.7, ( need ) => Boolean( need.chat.right ) ],
];
const TARGET_LANGUAGES = [ 'en', 'de', 'fr', 'es', 'ja' ];

/**
 * Per target language and figure, the lowest test half among its manuals (asked in the site's own
 * language), with whether it meets the target: a target is met only when every manual meets it.
 *
 * @param {Array<[string, object]>} sets Set name and result.
 */
function printTargets( sets ) {
	const lines = TARGET_LANGUAGES.flatMap( ( lang ) => {
		const own = sets.filter( ( [ name ] ) => ! name.includes( '@' ) && name.endsWith( `.${ lang }` ) );
		if ( own.length === 0 ) {
			return [];
		}
		const cells = TARGETS.map( ( [ label, target, hit ] ) => {
			const shares = own.map( ( [ name, result ] ) => {
				const test = result.needs.filter( ( need ) => need.half === 'test' );
				return [ test.filter( hit ).length / ( test.length || 1 ), name.split( '.' )[ 0 ] ];
			} );
			const [ lowest, manual ] = shares.reduce( ( low, share ) => ( share[ 0 ] < low[ 0 ] ? share : low ) );
			return `${ label } ${ pct( lowest ) } ${ manual } (≥ ${ target }: ${ lowest >= target ? 'met' : 'NOT MET' })`;
		} );
		return [ `  ${ lang }  ${ cells.join( ' · ' ) }` ];
	} );
	if ( lines.length ) {
		console.log( '\nHeld-out targets, test halves, the lowest of each language\'s manuals (a target is met when every manual meets it):' );
		lines.forEach( ( line ) => console.log( line ) );
	}
}

/**
 * How Docent read a query: the words it looked for, a word no doc uses marked "?" ("preseed-datei?").
 * Reading what each miss became is how faults in the reading show (a sentence taken for a name).
 *
 * @param {{ words: string[], unknown: string[] }|undefined} read From eval-needs.php.
 * @return {string} The words, or "–" when nothing was looked for.
 */
function reading( read ) {
	const unknown = new Set( read?.unknown ?? [] );
	const words = ( read?.words ?? [] ).map( ( word ) => ( unknown.has( word ) ? `${ word }?` : word ) );
	return words.length ? words.join( ' · ' ) : '–';
}

function missList( name, result ) {
	console.log( `\n${ name }: needs whose article was not first (Docent rank, then what came first):` );
	for ( const need of result.needs ) {
		for ( const kind of [ 'keyword', 'question' ] ) {
			const query = need[ kind ];
			if ( query.docent !== 1 ) {
				console.log( `  [${ need.half } ${ need.id } ${ kind }] ${ query.q } → ${ query.docent || '–' } (${ need.expect }); first: ${ query.docent_first }` );
				console.log( `      read as: ${ reading( query.reading ) }` );
			}
		}
		if ( ! need.chat.right ) {
			console.log( `  [${ need.half } ${ need.id } chat] ${ need.question.q } → ${ need.chat.first || 'declined' } (${ need.expect })` );
		}
	}
}

/**
 * @param {Record<string, object>} results What eval-measure.php printed per site; the needs sets are those with `needs`.
 * @param {{ misses: boolean }}    options Whether to list the misses.
 */
export function printNeedsReport( results, { misses } ) {
	const sets = Object.entries( results ).filter( ( [ , result ] ) => Array.isArray( result.needs ) );
	if ( sets.length === 0 ) {
		return;
	}
	console.log( '\nManuals nobody here wrote, Debian’s and GIMP’s (tests/eval/<manual>.<language>.json) — each need as a keyword query and as a question; tune on "tune", report "test"' );
	const rows = sets.flatMap( ( [ name, result ] ) =>
		HALVES.map( ( half ) => row( `${ name } (${ result.locale }, ${ result.articles } docs)`, half, result.needs.filter( ( need ) => need.half === half ) ) )
	);
	table( [ 'set', 'half', 'needs', 'keyword @1', 'question @1', 'MRR', 'chat answered', 'of them related', 'chat right first', 'core kw @1', 'core q @1' ], rows );
	if ( sets.some( ( [ name ] ) => name.includes( '@' ) ) ) {
		console.log( '<manual>.<a>@<b>: the needs written in language a asked on the site of language b (Chinese typed in the script the site does not use)' );
	}
	printTargets( sets );
	const offTopic = sets.filter( ( [ , result ] ) => result.off_topic?.length );
	if ( offTopic.length ) {
		console.log( '\nOff-topic questions chat declined (tests/eval/off-topic.json, the same ten in each language):' );
		console.log( '  ' + offTopic.map( ( [ name, result ] ) => `${ name } ${ result.off_topic.filter( ( q ) => q.declined ).length }/${ result.off_topic.length }` ).join( ', ' ) );
	}
	if ( misses ) {
		sets.forEach( ( [ name, result ] ) => missList( name, result ) );
		offTopic.forEach( ( [ name, result ] ) =>
			result.off_topic.filter( ( q ) => ! q.declined ).forEach( ( q ) => console.log( `  [${ name } off-topic, answered] ${ q.q } → ${ q.first }` ) )
		);
	}
}
