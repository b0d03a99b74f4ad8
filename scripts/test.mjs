/**
 * npm test: every suite, the cluster run last, then one summary. `npm test -- <suite…>` runs some
 * of them: lint, size, unit, php, e2e, cluster.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { printMatrix, record } from './lib/matrix.mjs';
import { lintOnWasm } from './lib/php-lint.mjs';
import { NATIVE_PHP, PHP_VERSIONS } from './lib/php-wasm.mjs';
import { phpcs, sniffFixtures } from './lib/phpcs.mjs';
import { debugLogProblems } from './lib/debug-log.mjs';
import { phpSuite } from './lib/phpunit.mjs';
import { bin, run } from './lib/run.mjs';
import { freePort, startServer, stopOnExit } from './lib/server.mjs';
import { startNginx } from './lib/nginx.mjs';
import { checkSizes } from './lib/sizes.mjs';
import { ensureSystem } from './lib/system.mjs';
import { ROOT, WP_HOME_DIR, WP_VERSIONS, installSite, prepareSite } from './lib/wordpress.mjs';
import { cluster } from '../tests/cluster/cluster.mjs';

const REPORTS = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-test-' ) );
const stops = [];
stopOnExit( () => stops.splice( 0 ).reverse().forEach( ( stop ) => stop() ) );

function phpFiles( dir, found = [] ) {
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		if ( [ 'node_modules', 'vendor', '.wp', '.git', 'build' ].includes( entry.name ) ) {
			continue;
		}
		const file = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			phpFiles( file, found );
		} else if ( entry.name.endsWith( '.php' ) ) {
			found.push( file );
		}
	}
	return found;
}

async function lint() {
	// php -l runs on Debian's PHP for its own version; phpcs is Debian's too.
	ensureSystem( [ 'php', 'phpcs' ] );
	const checks = {
		eslint: await run( bin( 'eslint' ), [ '--max-warnings=0', '--ext', '.js,.mjs,.ts,.tsx', 'src', 'tests/e2e', 'scripts', '.' ] ),
		tsc: await run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ] ),
		phpcs: await phpcs( REPORTS ),
		'Docent sniffs': sniffFixtures(),
	};
	// Every PHP file on every PHP version Docent claims: syntax, compile errors and compile-time deprecations.
	const files = phpFiles( ROOT );
	for ( const version of PHP_VERSIONS ) {
		const failures = version === NATIVE_PHP ? await lintNative( files ) : await lintOnWasm( version, files );
		for ( const { file, reason } of failures ) {
			console.error( `PHP ${ version }: ${ path.relative( ROOT, file ) }: ${ reason }` );
		}
		console.log( `php -l on PHP ${ version }: ${ files.length - failures.length } of ${ files.length } files clean` );
		record( version, 'php -l', failures.length === 0, `${ files.length - failures.length }/${ files.length } files` );
		checks[ `php -l ${ version }` ] = failures.length;
	}
	const failed = Object.values( checks ).filter( ( code ) => code !== 0 ).length;
	return { passed: Object.keys( checks ).length - failed, failed };
}

/** `php -l` of Debian's PHP, one file at a time; anything it prints besides "No syntax errors" is a failure. */
async function lintNative( files ) {
	const failures = [];
	for ( const file of files ) {
		const out = spawnSync( 'php', [ '-d', 'display_errors=stdout', '-d', 'error_reporting=-1', '-l', file ], { encoding: 'utf8' } );
		const text = `${ out.stdout ?? '' }${ out.stderr ?? '' }`.trim();
		if ( out.status !== 0 || ! /^No syntax errors detected in .*$/.test( text ) ) {
			failures.push( { file, reason: text.replace( /\s+/g, ' ' ) } );
		}
	}
	return failures;
}

async function size() {
	ensureBuild();
	const rows = checkSizes();
	for ( const row of rows ) {
		console.log( `${ row.ok ? 'ok  ' : 'FAIL' } ${ row.name }: ${ row.gzip } B gzipped (budget ${ row.budget } B)` );
	}
	const failed = rows.filter( ( row ) => ! row.ok ).length;
	return { passed: rows.length - failed, failed };
}

async function unit() {
	const report = path.join( REPORTS, 'vitest.json' );
	const code = await run( bin( 'vitest' ), [
		'run',
		'--reporter=default',
		'--reporter=json',
		`--outputFile.json=${ report }`,
	] );
	if ( ! fs.existsSync( report ) ) {
		return { passed: 0, failed: 1 };
	}
	const data = JSON.parse( fs.readFileSync( report, 'utf8' ) );
	return {
		passed: data.numPassedTests,
		failed: data.numFailedTests + ( code !== 0 && data.numFailedTests === 0 ? 1 : 0 ),
		skipped: data.numPendingTests,
	};
}

function php() {
	// The boot data's tests read the bundle's dependencies (build/*.asset.php).
	ensureBuild();
	return phpSuite( { reports: REPORTS, args: phpunitArgs(), stops } );
}

/** Arguments for the suite's own runner, e.g. `npm run test:php -- --filter Settings`. */
function phpunitArgs() {
	return process.argv.slice( 2 ).filter( ( arg ) => ! ( arg in SUITES ) );
}

/**
 * A fresh SQLite site on a free port. `php` picks a PHP version other than Debian's: the site is then installed,
 * activated and served by php-wasm.
 */
async function e2eSite( version, phpVersion = NATIVE_PHP ) {
	// One folder per run, so two runs (or two developers' helpers) never share a site.
	const dir = path.join( WP_HOME_DIR, `sites/e2e-${ version }${ phpVersion === NATIVE_PHP ? '' : `-php${ phpVersion }` }-${ process.pid }` );
	fs.rmSync( dir, { recursive: true, force: true } );
	if ( ! keepSites() ) {
		stops.push( () => fs.rmSync( dir, { recursive: true, force: true } ) );
	}
	const port = await freePort();
	const url = `http://localhost:${ port }`;
	prepareSite( { dir, wp: version, db: { type: 'sqlite' } } );
	installSite( { dir, url, php: phpVersion } );
	const server = await startServer( { dir, port, php: phpVersion, log: path.join( dir, 'server.log' ) } );
	stops.push( server.stop );
	return { url, dir, stop: server.stop };
}

/** Keeps the E2E sites' folders when DOCENT_KEEP_SITES=1 (to read their logs after a failure). */
function keepSites() {
	return process.env.DOCENT_KEEP_SITES === '1';
}

/** The PHP and WordPress behind each Playwright project (playwright.config.ts), for the matrix. */
const E2E_PROJECTS = {
	'wp-6.5': { php: NATIVE_PHP, site: '6.5', note: 'WP 6.5.5, all specs' },
	'wp-6.2': { php: NATIVE_PHP, site: '6.2', note: 'WP 6.2.6, @compat' },
	'php-7.4': { php: '7.4', site: 'php74', note: 'WP 6.5.5, @smoke' },
};

/** Passed, failed and skipped tests per Playwright project, from its JSON report. */
function projectCounts( suites, counts = {} ) {
	for ( const suite of suites ?? [] ) {
		for ( const spec of suite.specs ?? [] ) {
			for ( const t of spec.tests ?? [] ) {
				const c = ( counts[ t.projectName ] ??= { passed: 0, failed: 0, skipped: 0 } );
				const kind = { expected: 'passed', flaky: 'passed', skipped: 'skipped' }[ t.status ] ?? 'failed';
				c[ kind ] += 1;
			}
		}
		projectCounts( suite.suites, counts );
	}
	return counts;
}

async function e2e() {
	ensureSystem( [ 'php', 'unzip', 'chromium', 'smtp', 'nginx', 'classicTheme' ] );
	ensureBuild();
	const sites = {};
	for ( const version of Object.keys( WP_VERSIONS ) ) {
		sites[ version ] = await e2eSite( version );
	}
	// The performance specs measure what a real host serves: nginx + php-fpm on the same site.
	const production = await startNginx( { dir: sites[ '6.5' ].dir, port: await freePort(), log: path.join( sites[ '6.5' ].dir, 'nginx.log' ) } );
	stops.push( production.stop );
	// The same server behind a full-page cache (nginx's fastcgi_cache), as most sites are served.
	const cached = await startNginx( { dir: sites[ '6.5' ].dir, port: await freePort(), workers: 2, log: path.join( sites[ '6.5' ].dir, 'nginx-cache.log' ), pageCache: true } );
	stops.push( cached.stop );
	// The smoke walk on the lowest PHP, unless the files asked for leave smoke.spec.ts out.
	const files = phpunitArgs().filter( ( arg ) => arg.endsWith( '.ts' ) );
	if ( ! files.length || files.some( ( file ) => file.includes( 'smoke' ) ) ) {
		sites.php74 = await e2eSite( '6.5', '7.4' );
	}
	const report = path.join( REPORTS, 'playwright.json' );
	const code = await run( bin( 'playwright' ), [ 'test', ...phpunitArgs() ], {
		env: {
			DOCENT_E2E_URL: sites[ '6.5' ].url,
			DOCENT_E2E_DIR: sites[ '6.5' ].dir,
			DOCENT_E2E_PROD_URL: production.url,
			DOCENT_E2E_CACHE_URL: cached.url,
			DOCENT_E2E_CACHE_LOG: cached.phpLog,
			DOCENT_E2E_URL_62: sites[ '6.2' ].url,
			DOCENT_E2E_DIR_62: sites[ '6.2' ].dir,
			DOCENT_E2E_URL_PHP74: sites.php74?.url ?? '',
			PLAYWRIGHT_JSON_OUTPUT_NAME: report,
		},
	} );
	production.stop();
	cached.stop();
	Object.values( sites ).forEach( ( site ) => site.stop() );
	const data = fs.existsSync( report ) ? JSON.parse( fs.readFileSync( report, 'utf8' ) ) : null;
	if ( ! data?.stats ) {
		return { passed: 0, failed: 1 };
	}
	// A PHP notice, warning or deprecation during the run fails the suite even when every page looked fine.
	const logProblems = {};
	for ( const [ name, site ] of Object.entries( sites ) ) {
		logProblems[ name ] = debugLogProblems( path.join( site.dir, 'debug.log' ) );
	}
	const counts = projectCounts( data.suites );
	for ( const [ project, c ] of Object.entries( counts ) ) {
		const where = E2E_PROJECTS[ project ];
		if ( where && c.passed + c.failed > 0 ) {
			const problems = logProblems[ where.site ] ? ', PHP logged problems' : '';
			record( where.php, 'E2E', c.failed === 0 && ! logProblems[ where.site ], `${ c.passed } passed, ${ c.failed } failed (${ where.note }${ problems })` );
		}
	}
	const phpProblems = Object.values( logProblems ).reduce( ( n, p ) => n + p, 0 );
	return {
		passed: data.stats.expected + data.stats.flaky,
		failed: data.stats.unexpected + phpProblems + ( code !== 0 && data.stats.unexpected === 0 ? 1 : 0 ),
		skipped: data.stats.skipped,
	};
}

const SUITES = { lint, size, unit, php, e2e, cluster: () => cluster( stops ) };
const asked = process.argv.slice( 2 ).filter( ( arg ) => arg in SUITES );
const chosen = asked.length ? asked : Object.keys( SUITES );
const results = [];
for ( const name of chosen ) {
	console.log( `\n━━ ${ name } ━━` );
	const started = Date.now();
	let result;
	try {
		result = await SUITES[ name ]();
	} catch ( error ) {
		console.error( error );
		result = { passed: 0, failed: 1 };
	}
	results.push( { name, seconds: Math.round( ( Date.now() - started ) / 1000 ), ...result } );
}

console.log( '\nSummary' );
for ( const r of results ) {
	console.log(
		`  ${ r.failed ? '✗' : '✓' } ${ r.name.padEnd( 6 ) } ${ String( r.passed ).padStart( 4 ) } passed  ${ String(
			r.failed
		).padStart( 3 ) } failed  ${ String( r.skipped ?? 0 ).padStart( 3 ) } skipped  ${ r.seconds }s`
	);
}
printMatrix();
const passed = results.reduce( ( n, r ) => n + r.passed, 0 );
const failed = results.reduce( ( n, r ) => n + r.failed, 0 );
const skipped = results.reduce( ( n, r ) => n + ( r.skipped ?? 0 ), 0 );
console.log( `${ passed } passed, ${ failed } failed, ${ skipped } skipped` );
process.exit( failed || passed === 0 ? 1 : 0 );
