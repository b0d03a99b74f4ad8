/**
 * The rows of a chat question set (tests/eval/demo-chat.json, measured by scripts/php/eval-chat.php):
 * per half, how often A.I. Chat answers a question the docs answer, how often its first link is one
 * of the expected articles, and how many of the questions the docs do not answer it declines.
 */

const pct = ( value ) => value.toFixed( 2 );
const HALVES = [ 'tune', 'test' ];

function table( header, rows ) {
	const widths = header.map( ( cell, i ) => Math.max( String( cell ).length, ...rows.map( ( cells ) => String( cells[ i ] ).length ) ) );
	const line = ( cells ) => cells.map( ( cell, i ) => ( i < 2 ? String( cell ).padEnd( widths[ i ] ) : String( cell ).padStart( widths[ i ] ) ) ).join( '  ' );
	console.log( line( header ) );
	console.log( widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ) );
	rows.forEach( ( cells ) => console.log( line( cells ) ) );
}

/** One half's figures. */
function row( name, half, questions ) {
	const answerable = questions.filter( ( question ) => question.expect.length > 0 );
	const outside = questions.filter( ( question ) => question.expect.length === 0 );
	const share = ( list, test ) => list.filter( test ).length / ( list.length || 1 );
	return [
		name,
		half,
		answerable.length,
		pct( share( answerable, ( question ) => question.answered ) ),
		pct( share( answerable, ( question ) => question.right ) ),
		`${ outside.filter( ( question ) => question.right ).length }/${ outside.length }`,
	];
}

/**
 * @param {Record<string, object>} results What eval-measure.php printed per site; the chat sets are their `chat_set`.
 * @param {{ misses: boolean }}    options Whether to list the misses.
 */
export function printChatSetReport( results, { misses } ) {
	const sets = Object.entries( results ).filter( ( [ , result ] ) => Array.isArray( result.chat_set ) );
	if ( sets.length === 0 ) {
		return;
	}
	console.log( '\nA.I. Chat, questions a site owner asks about Docent (tests/eval/demo-chat.json) — tune on "tune", report "test"' );
	const rows = sets.flatMap( ( [ name, result ] ) =>
		HALVES.map( ( half ) => row( `${ name } chat`, half, result.chat_set.filter( ( question ) => question.half === half ) ) )
	);
	table( [ 'set', 'half', 'questions', 'chat answered', 'chat right first', 'off-topic declined' ], rows );
	if ( ! misses ) {
		return;
	}
	for ( const [ name, result ] of sets ) {
		console.log( `\n${ name } chat: questions not answered by an expected article first (then what came first):` );
		for ( const question of result.chat_set.filter( ( q ) => ! q.right ) ) {
			const expected = question.expect.length ? question.expect.join( ' | ' ) : 'declined';
			console.log( `  [${ question.half } ${ question.id }] ${ question.q } → ${ question.first || 'declined' } (${ expected })` );
		}
	}
}
