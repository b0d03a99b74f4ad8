/**
 * npm run eval: search and chat quality on a real manual nobody here wrote (the Django documentation
 * from Debian's python-django-doc), and on the demo docs. The eval sites live in .wp/sites/eval*
 * with their own MariaDB data folder, so the import happens once and later runs reuse it; the
 * search index is rebuilt whenever the code under includes/Search has changed since its last build.
 *
 * Prints, per query kind, success@1/@3/@5, MRR and no-result count for Docent and for WordPress
 * core's relevance ordering (WP_Query `s=`) in the same run; chat's first-link accuracy per
 * phrasing and its decline rate on out-of-scope questions; and search p95. Targets beside each.
 * `npm run eval -- --misses` also lists every query whose expected article was not first (for the
 * labelled needs, with the words it was read as, those no doc uses marked "?");
 * `npm run eval -- --json FILE` also writes every measured query and answer to FILE, to compare two
 * runs query by query. The demo site also answers tests/eval/demo-chat.json, questions a site owner
 * asks the chat about Docent itself, one row per half (scripts/eval/chat-set-report.mjs).
 *
 * Beside them, Debian's multilingual manuals (debian-faq, developers-reference: scripts/eval/sets.mjs),
 * one site per manual and language, each with labelled needs asked as a keyword query and as a
 * visitor's question, split into a tuning half and a test half: one row per set and half
 * (scripts/eval/needs-report.mjs). `npm run eval -- --only debian-faq.de,developers-reference`
 * measures only the sets named (or starting with a name and a dot).
 */
import { writeFileSync } from 'node:fs';
import { ensureSystem } from './lib/system.mjs';
import { printReport } from './eval/report.mjs';
import { printNeedsReport } from './eval/needs-report.mjs';
import { printChatSetReport } from './eval/chat-set-report.mjs';
import { evalSites } from './eval/sets.mjs';
import { eachEvalSite, option, php } from './eval/sites-run.mjs';

const jsonFile = option( '--json', 'eval' );
const only = option( '--only', 'eval' ).split( ',' ).filter( Boolean );

ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
const sites = evalSites( only );
if ( sites.length === 0 ) {
	console.error( `eval: no labelled set matches --only ${ only.join( ',' ) }` );
	process.exit( 2 );
}
const started = Date.now();
const results = {};
await eachEvalSite( sites, ( site, env ) => {
	console.log( `eval: measuring on the ${ site.name } site…` );
	results[ site.name ] = php( 'eval-measure.php', env, site.queries );
} );
if ( jsonFile ) {
	writeFileSync( jsonFile, JSON.stringify( results, null, '\t' ) + '\n' );
}
const misses = process.argv.includes( '--misses' );
printReport( results, { misses } );
printChatSetReport( results, { misses } );
printNeedsReport( results, { misses } );
console.log( `\neval: ${ Math.round( ( Date.now() - started ) / 1000 ) } s` );
