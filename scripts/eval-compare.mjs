/**
 * npm run eval:compare -- BEFORE.json AFTER.json [--queries]: two runs of `npm run eval -- --json FILE` compared
 * as a change to search or chat must be (docs/benchmarks.md): what moved on each labelled set's tuning and test
 * half, which test halves it helps or costs more than one query, Django and the demo. `--queries` lists every query
 * whose rank moved.
 */
import { readFileSync } from 'node:fs';
import { compareRuns, printComparison } from './eval/compare.mjs';

const files = process.argv.slice( 2 ).filter( ( arg ) => ! arg.startsWith( '--' ) );
if ( files.length !== 2 ) {
	console.error( 'eval:compare: name two files written by npm run eval -- --json FILE, e.g. npm run eval:compare -- before.json after.json' );
	process.exit( 2 );
}
/**
 * A run's JSON; exits with a message when the file cannot be read.
 *
 * @param {string} file Path.
 * @return {Object} The run.
 */
function read( file ) {
	try {
		return JSON.parse( readFileSync( file, 'utf8' ) );
	} catch ( error ) {
		console.error( `eval:compare: cannot read ${ file }: ${ error.message }` );
		return process.exit( 2 );
	}
}

const [ before, after ] = files.map( read );
try {
	printComparison( compareRuns( before, after ), { queries: process.argv.includes( '--queries' ) } );
} catch ( error ) {
	console.error( `eval:compare: ${ error.message }` );
	process.exit( 2 );
}
