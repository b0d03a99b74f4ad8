/**
 * npm run eval:fit-order [-- --only SETS]: fits Question_Order's weights again (docs/search.md,
 * "A question's head is then weighed again"). Every labelled set's questions and Django's are
 * searched on the eval sites; the heads handed to Question_Order are fitted on, the tuning halves'
 * (and Django's, counted twice), and the margin is chosen on the tuning halves and Django's: the
 * smallest with which no set loses more than one question found first and Django loses none. Prints the weights, each margin's replay on
 * the tuning halves, the test halves' replay for the record, and the weights Question_Order has now.
 * Nothing is written: a change of weights is made by hand in Question_Order.php and measured with
 * `npm run eval` like any ranking change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureSystem } from './lib/system.mjs';
import { ROOT } from './lib/wordpress.mjs';
import { evalSites } from './eval/sets.mjs';
import { eachEvalSite, option, php } from './eval/sites-run.mjs';
import { EVIDENCE, chooseMargin, fit, headRows, replay, scale, weighed } from './eval/order-fit.mjs';

/** Margins tried, in eighths from 0 to 2. */
const MARGINS = Array.from( { length: 17 }, ( _, k ) => k / 8 );

const only = option( '--only', 'eval:fit-order' ).split( ',' ).filter( Boolean );
ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
const sites = evalSites( only ).filter( ( site ) => site.name !== 'demo' && ! site.name.includes( '@' ) );
if ( sites.length === 0 ) {
	console.error( `eval:fit-order: no labelled set matches --only ${ only.join( ',' ) }` );
	process.exit( 2 );
}

const heads = { tune: [], test: [], django: [] };
await eachEvalSite( sites, ( site, env ) => {
	console.log( `eval:fit-order: reading the questions' heads on the ${ site.name } site…` );
	for ( const head of php( 'eval-measure.php', { ...env, DOCENT_EVAL_HEADS: '1' }, site.queries ) ) {
		if ( weighed( head ) ) {
			heads[ head.half ]?.push( { set: site.name, ...headRows( head ) } );
		}
	}
} );
if ( heads.tune.length === 0 ) {
	console.error( 'eval:fit-order: no tuning half to fit on' );
	process.exit( 2 );
}

const weights = fit( [ ...heads.tune, ...heads.django, ...heads.django ], scale( heads.tune ) );
const { margin, tried } = chooseMargin( heads.tune, weights, MARGINS, heads.django );
const shown = ( list ) => list.map( ( w, k ) => `${ EVIDENCE[ k ] } ${ w.toFixed( 4 ) }` ).join( ', ' );
console.log( `\n${ heads.tune.length } tuning, ${ heads.test.length } test and ${ heads.django.length } Django questions weighed` );
console.log( `fitted weights: ${ shown( weights ) }` );
console.log( 'tuning halves, questions found first against the title rules\' order:' );
for ( const row of tried ) {
	console.log( `  margin ${ row.margin }: +${ row.gained } −${ row.lost }, a set losing at most ${ row.worst }; Django losing ${ row.keptLost }` );
}
if ( margin === null ) {
	console.log( 'no margin tried keeps every tuning half from losing two questions and Django from losing one' );
} else {
	const test = replay( heads.test, weights, margin );
	console.log( `chosen margin: ${ margin } (the smallest with no tuning half losing two and Django losing none)` );
	console.log( `test halves at that margin, for the record: +${ test.gained } −${ test.lost }` );
}
const source = readFileSync( path.join( ROOT, 'includes/Search/Ranking/Question_Order.php' ), 'utf8' );
const now = [ 'PLACE', 'TITLE', 'STRENGTH', 'LENGTH', 'OVERVIEW', 'HEADINGS', 'LEAD', 'MARGIN' ].map( ( name ) => Number( source.match( new RegExp( `const ${ name } = (-?[0-9.]+);` ) )?.[ 1 ] ) );
console.log( `Question_Order now: ${ shown( now.slice( 0, EVIDENCE.length ) ) }, margin ${ now[ EVIDENCE.length ] }` );
