/**
 * npm run bench: Docent's benchmarks, printed as one table. Each section adds rows
 * of [section, measure, value, note]; ratios compare against a baseline measured in the same run.
 */
import { ensureBuild } from './lib/build.mjs';
import { builtFiles } from './lib/sizes.mjs';
import { widgetBench } from './bench/widget.mjs';
import { search } from './bench/search.mjs';
import { messages } from './bench/messages.mjs';
import { chat } from './bench/chat.mjs';
import { pages } from './bench/pages.mjs';
import { votes } from './bench/votes.mjs';
import { indexBench } from './bench/index.mjs';
import { treeBench } from './bench/tree.mjs';

const rows = [];

function sizes() {
	ensureBuild();
	for ( const file of builtFiles() ) {
		rows.push( [ 'size', file.name, `${ file.raw } B`, `${ file.gzip } B gzipped` ] );
	}
}

const SECTIONS = {
	sizes,
	messages: () => messages( rows ),
	search: () => search( rows ),
	chat: () => chat( rows ),
	votes: () => votes( rows ),
	index: () => indexBench( rows ),
	pages: () => pages( rows ),
	widget: () => widgetBench( rows ),
	tree: () => treeBench( rows ),
};
const asked = process.argv.slice( 2 ).filter( ( arg ) => arg in SECTIONS );
for ( const name of asked.length ? asked : Object.keys( SECTIONS ) ) {
	await SECTIONS[ name ]();
}

const widths = [ 0, 1, 2, 3 ].map( ( i ) => Math.max( ...rows.map( ( row ) => String( row[ i ] ).length ), 8 ) );
const line = ( row ) => row.map( ( cell, i ) => String( cell ).padEnd( widths[ i ] ) ).join( '  ' );
console.log( line( [ 'section', 'measure', 'value', 'note' ] ) );
console.log( widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ) );
rows.forEach( ( row ) => console.log( line( row ) ) );
