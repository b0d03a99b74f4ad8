/**
 * npm run eval:fit-order [-- --only SETS]: fits Head_Order's weights again (docs/search.md,
 * "The head is then weighed again"), once for questions and once for queries typed as keywords.
 * Every labelled set's queries and Django's are searched on the eval sites; the heads handed to
 * Head_Order are fitted on, the tuning halves' (and Django's, counted twice), and the margin is
 * chosen on the tuning halves and Django's: the smallest with which no set loses more than one
 * query found first and Django loses none. Prints, per kind, the weights, each margin's replay on
 * the tuning halves, the test halves' replay for the record, and the weights Head_Order has now.
 * Nothing is written: a change of weights is made by hand in Head_Order.php and measured with
 * `npm run eval` like any ranking change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureSystem } from './lib/system.mjs';
import { ROOT } from './lib/wordpress.mjs';
import { evalSites } from './eval/sets.mjs';
import { eachEvalSite, option, php } from './eval/sites-run.mjs';
import { EVIDENCE, chooseMargin, fit, headRows, kind, replay, scale, weighed } from './eval/order-fit.mjs';

/** Margins tried, in eighths from 0 to 2. */
const MARGINS = Array.from( { length: 17 }, ( _, k ) => k / 8 );

/** Each kind of query, with the name of its weights in Head_Order.php. */
const KINDS = { question: 'QUESTION', keywords: 'KEYWORDS' };

const only = option( '--only', 'eval:fit-order' ).split( ',' ).filter( Boolean );
ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
const sites = evalSites( only ).filter( ( site ) => site.name !== 'demo' && ! site.name.includes( '@' ) );
if ( sites.length === 0 ) {
	console.error( `eval:fit-order: no labelled set matches --only ${ only.join( ',' ) }` );
	process.exit( 2 );
}

const heads = Object.fromEntries( Object.keys( KINDS ).map( ( name ) => [ name, { tune: [], test: [], django: [] } ] ) );
await eachEvalSite( sites, ( site, env ) => {
	console.log( `eval:fit-order: reading the queries' heads on the ${ site.name } site…` );
	for ( const head of php( 'eval-measure.php', { ...env, DOCENT_EVAL_HEADS: '1' }, site.queries ) ) {
		if ( weighed( head ) ) {
			heads[ kind( head ) ][ head.half ]?.push( { set: site.name, ...headRows( head ) } );
		}
	}
} );

if ( Object.values( heads ).every( ( kindOf ) => kindOf.tune.length === 0 ) ) {
	console.error( 'eval:fit-order: no tuning half to fit on' );
	process.exit( 2 );
}
const source = readFileSync( path.join( ROOT, 'includes/Search/Ranking/Head_Order.php' ), 'utf8' );
const shown = ( list ) => list.map( ( w, k ) => `${ EVIDENCE[ k ] } ${ w.toFixed( 4 ) }` ).join( ', ' );
for ( const [ name, constant ] of Object.entries( KINDS ) ) {
	const { tune, test, django } = heads[ name ];
	console.log( `\n${ name }: ${ tune.length } tuning, ${ test.length } test and ${ django.length } Django queries weighed` );
	if ( tune.length === 0 ) {
		console.log( 'no tuning half to fit on' );
		continue;
	}
	const weights = fit( [ ...tune, ...django, ...django ], scale( tune ) );
	const { margin, tried } = chooseMargin( tune, weights, MARGINS, django );
	console.log( `fitted weights: ${ shown( weights ) }` );
	console.log( 'tuning halves, found first against the title rules\' order:' );
	for ( const row of tried ) {
		console.log( `  margin ${ row.margin }: +${ row.gained } −${ row.lost }, a set losing at most ${ row.worst }; Django losing ${ row.keptLost }` );
	}
	if ( margin === null ) {
		console.log( 'no margin tried keeps every tuning half from losing two and Django from losing one' );
	} else {
		const replayed = replay( test, weights, margin );
		console.log( `chosen margin: ${ margin } (the smallest with no tuning half losing two and Django losing none)` );
		console.log( `test halves at that margin, for the record: +${ replayed.gained } −${ replayed.lost }` );
	}
	const block = source.match( new RegExp( `const ${ constant } = array\\(([^;]*)\\);` ) )?.[ 1 ] ?? '';
	const now = ( key ) => Number( block.match( new RegExp( `'${ key }'\\s*=>\\s*(-?[0-9.]+)` ) )?.[ 1 ] );
	console.log( `Head_Order now: ${ shown( EVIDENCE.map( now ) ) }, margin ${ now( 'margin' ) }` );
}
