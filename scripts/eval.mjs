/**
 * npm run eval: search and chat quality on a real manual nobody here wrote (the Django documentation
 * from Debian's python-django-doc), and on the demo docs. The eval sites live in .wp/sites/eval*
 * with their own MariaDB data folder, so the import happens once and later runs reuse it; the
 * search index is rebuilt whenever the code under includes/Search has changed since its last build.
 *
 * Prints, per query kind, success@1/@3/@5, MRR and no-result count for Docent and for WordPress
 * core's relevance ordering (WP_Query `s=`) in the same run; chat's first-link accuracy per
 * phrasing and its decline rate on out-of-scope questions; and search p95. Targets beside each.
 * `npm run eval -- --misses` also lists every query whose expected article was not first;
 * `npm run eval -- --json FILE` also writes every measured query and answer to FILE, to compare two
 * runs query by query.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMariaDB } from './lib/mariadb.mjs';
import { stopOnExit } from './lib/server.mjs';
import { djangoDocs, ensureSystem } from './lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from './lib/wordpress.mjs';
import { printReport } from './eval/report.mjs';

const SITES = {
	django: { dir: path.join( WP_HOME_DIR, 'sites/eval' ), db: 'docent_eval', demo: false },
	demo: { dir: path.join( WP_HOME_DIR, 'sites/eval-demo' ), db: 'docent_eval_demo', demo: true },
};

function php( script, env, ...args ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php', script ), ...args ], {
		env: { ...process.env, ...env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		maxBuffer: 64 * 1024 * 1024,
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

const jsonAt = process.argv.indexOf( '--json' );
const jsonFile = jsonAt === -1 ? '' : process.argv[ jsonAt + 1 ] ?? '';
if ( jsonAt !== -1 && ( ! jsonFile || jsonFile.startsWith( '--' ) ) ) {
	console.error( 'eval: --json needs a file name, e.g. npm run eval -- --json eval.json' );
	process.exit( 2 );
}

ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
const html = djangoDocs( path.join( WP_HOME_DIR, 'python-django-doc' ) );
const db = await startMariaDB(
	Object.values( SITES ).map( ( site ) => site.db ),
	{ dataDir: path.join( WP_HOME_DIR, 'sites/eval-mariadb' ) }
);
stopOnExit( db.stop );

const results = {};
try {
	for ( const [ name, site ] of Object.entries( SITES ) ) {
		const env = {
			DOCENT_DB_SOCKET: db.socket,
			DOCENT_WP_DIR: site.dir,
			DOCENT_SITE_URL: 'http://example.org',
			DOCENT_EVAL_HTML: html,
		};
		prepareSite( { dir: site.dir, db: { type: 'mysql', name: site.db } } );
		installSite( { dir: site.dir, url: 'http://example.org', demo: site.demo, env } );
		if ( name === 'django' ) {
			const imported = php( 'eval-import.php', env );
			console.log(
				imported.reused
					? `eval: reusing the imported Django documentation (${ imported.articles } articles)`
					: `eval: imported ${ imported.imported } Django articles in ${ imported.seconds } s`
			);
		}
		const index = php( 'eval-index.php', env );
		if ( index.rebuilt ) {
			console.log( `eval: the search code changed, so the ${ name } site's index was rebuilt (${ index.seconds } s)` );
		}
		console.log( `eval: measuring on the ${ name } site…` );
		results[ name ] = php( 'eval-measure.php', env, name === 'django' ? 'tests/eval/django.json' : 'tests/php/Search/fixtures/queries.json' );
	}
} finally {
	db.stop();
}
if ( jsonFile ) {
	writeFileSync( jsonFile, JSON.stringify( results, null, '\t' ) + '\n' );
}
printReport( results, { misses: process.argv.includes( '--misses' ) } );
