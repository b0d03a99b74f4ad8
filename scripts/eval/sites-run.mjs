/**
 * The eval sites brought up one after another on their own MariaDB data folder (.wp/sites/eval*):
 * each site installed, its manual imported once, its search index rebuilt when the search code
 * changed, then handed to the caller (npm run eval, npm run eval:fit-order).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { stopOnExit } from '../lib/server.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

/**
 * The value given after a command-line option ("--only debian-faq.de"), or "" when the option is
 * not given; exits with a message when it is given without a value.
 *
 * @param {string} name    The option, "--only".
 * @param {string} command The command's name, for the message.
 * @return {string} Its value.
 */
export function option( name, command ) {
	const at = process.argv.indexOf( name );
	const value = at === -1 ? '' : process.argv[ at + 1 ] ?? '';
	if ( at !== -1 && ( ! value || value.startsWith( '--' ) ) ) {
		console.error( `${ command }: ${ name } needs a value, e.g. npm run ${ command } -- ${ name } ${ name === '--json' ? 'eval.json' : 'debian-faq.de' }` );
		process.exit( 2 );
	}
	return value;
}

/**
 * Runs a script of scripts/php on an eval site and reads the JSON of its last line.
 *
 * @param {string}    script File name in scripts/php.
 * @param {Object}    env    The site's environment.
 * @param {...string} args   Arguments.
 * @return {*} What the script printed last.
 */
export function php( script, env, ...args ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php', script ), ...args ], {
		env: { ...process.env, ...env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		maxBuffer: 256 * 1024 * 1024,
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/**
 * Brings up each site in turn and calls `work( site, env )` on it; the database stops after the
 * last one, or on an error.
 *
 * @param {import('./sets.mjs').EvalSite[]} sites Sites from evalSites().
 * @param {Function}                        work  Called with the site and its environment.
 */
export async function eachEvalSite( sites, work ) {
	const db = await startMariaDB(
		sites.map( ( site ) => site.db ),
		{ dataDir: path.join( WP_HOME_DIR, 'sites/eval-mariadb' ) }
	);
	stopOnExit( db.stop );
	try {
		for ( const site of sites ) {
			const env = {
				DOCENT_DB_SOCKET: db.socket,
				DOCENT_WP_DIR: site.dir,
				DOCENT_SITE_URL: 'http://example.org',
				...site.env,
			};
			prepareSite( { dir: site.dir, db: { type: 'mysql', name: site.db } } );
			installSite( { dir: site.dir, url: 'http://example.org', demo: site.demo, env } );
			if ( site.env.DOCENT_EVAL_FORMAT ) {
				const imported = php( 'eval-import.php', env );
				console.log(
					imported.reused
						? `eval: reusing the imported ${ site.title } documentation (${ imported.articles } articles)`
						: `eval: imported ${ imported.imported } ${ site.title } articles in ${ imported.seconds } s`
				);
			}
			const index = php( 'eval-index.php', env );
			if ( index.rebuilt ) {
				console.log( `eval: the search code changed, so the ${ site.name } site's index was rebuilt (${ index.seconds } s)` );
			}
			await work( site, env );
		}
	} finally {
		db.stop();
	}
}
