/**
 * npm test: every suite but the cluster run, then one summary. `npm test -- <suite…>` runs some of
 * them: lint, size, unit, php, e2e, cluster (the cluster run takes minutes: CI runs it after npm test).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { startMariaDB } from './lib/mariadb.mjs';
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
	const checks = {
		eslint: await run( bin( 'eslint' ), [ '--max-warnings=0', '--ext', '.js,.mjs,.ts,.tsx', 'src', 'tests/e2e', 'scripts', '.' ] ),
		tsc: await run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ] ),
	};
	let phpFailures = 0;
	for ( const file of phpFiles( ROOT ) ) {
		phpFailures += ( await run( 'php', [ '-l', '-d', 'display_errors=stderr', file ], { env: {} } ) ) === 0 ? 0 : 1;
	}
	checks[ 'php -l' ] = phpFailures;
	const failed = Object.values( checks ).filter( ( code ) => code !== 0 ).length;
	return { passed: Object.keys( checks ).length - failed, failed };
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

function junitCounts( file ) {
	const xml = fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
	const match = /<testsuite [^>]*>/.exec( xml );
	if ( ! match ) {
		return null;
	}
	const attr = ( name ) => Number( new RegExp( `${ name }="(\\d+)"` ).exec( match[ 0 ] )?.[ 1 ] ?? 0 );
	const failed = attr( 'failures' ) + attr( 'errors' );
	const skipped = attr( 'skipped' );
	return { passed: attr( 'tests' ) - failed - skipped, failed, skipped };
}

async function php() {
	ensureSystem( [ 'php', 'unzip', 'mariadb', 'phpunit' ] );
	const versions = Object.keys( WP_VERSIONS );
	const db = await startMariaDB( versions.map( ( v ) => `wp_${ v.replace( '.', '' ) }` ) );
	stops.push( db.stop );
	const total = { passed: 0, failed: 0, skipped: 0 };
	for ( const version of versions ) {
		const dir = path.join( WP_HOME_DIR, `sites/php-${ version }` );
		const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
		prepareSite( { dir, wp: version, db: { type: 'mysql', name: `wp_${ version.replace( '.', '' ) }` } } );
		installSite( { dir, url: 'http://example.org', demo: true, env } );
		console.log( `\nPHPUnit on WordPress ${ WP_VERSIONS[ version ] } (MariaDB)` );
		const junit = path.join( REPORTS, `phpunit-${ version }.xml` );
		const code = await run( 'phpunit', [ '--log-junit', junit, ...phpunitArgs() ], { env } );
		const counts = junitCounts( junit ) ?? { passed: 0, failed: 1, skipped: 0 };
		if ( code !== 0 && counts.failed === 0 ) {
			counts.failed = 1;
		}
		total.passed += counts.passed;
		total.failed += counts.failed;
		total.skipped += counts.skipped;
	}
	db.stop();
	return total;
}

/** Arguments for the suite's own runner, e.g. `npm run test:php -- --filter Settings`. */
function phpunitArgs() {
	return process.argv.slice( 2 ).filter( ( arg ) => ! ( arg in SUITES ) );
}

async function e2eSite( version ) {
	// One folder per run, so two runs (or two developers' helpers) never share a site.
	const dir = path.join( WP_HOME_DIR, `sites/e2e-${ version }-${ process.pid }` );
	fs.rmSync( dir, { recursive: true, force: true } );
	if ( ! keepSites() ) {
		stops.push( () => fs.rmSync( dir, { recursive: true, force: true } ) );
	}
	const port = await freePort();
	const url = `http://localhost:${ port }`;
	prepareSite( { dir, wp: version, db: { type: 'sqlite' } } );
	installSite( { dir, url } );
	const server = await startServer( { dir, port, log: path.join( dir, 'server.log' ) } );
	stops.push( server.stop );
	return { url, dir, stop: server.stop };
}

/** Keeps the E2E sites' folders when DOCENT_KEEP_SITES=1 (to read their logs after a failure). */
function keepSites() {
	return process.env.DOCENT_KEEP_SITES === '1';
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
	const report = path.join( REPORTS, 'playwright.json' );
	const code = await run( bin( 'playwright' ), [ 'test', ...phpunitArgs() ], {
		env: {
			DOCENT_E2E_URL: sites[ '6.5' ].url,
			DOCENT_E2E_DIR: sites[ '6.5' ].dir,
			DOCENT_E2E_PROD_URL: production.url,
			DOCENT_E2E_URL_62: sites[ '6.2' ].url,
			DOCENT_E2E_DIR_62: sites[ '6.2' ].dir,
			PLAYWRIGHT_JSON_OUTPUT_NAME: report,
		},
	} );
	production.stop();
	Object.values( sites ).forEach( ( site ) => site.stop() );
	const stats = fs.existsSync( report ) ? JSON.parse( fs.readFileSync( report, 'utf8' ) ).stats : null;
	if ( ! stats ) {
		return { passed: 0, failed: 1 };
	}
	// A PHP notice or warning during the run fails the suite even when every page looked fine.
	let phpProblems = 0;
	for ( const site of Object.values( sites ) ) {
		const log = path.join( site.dir, 'debug.log' );
		if ( fs.existsSync( log ) && fs.statSync( log ).size > 0 ) {
			console.error( `PHP reported problems during the E2E run (${ log }):\n${ fs.readFileSync( log, 'utf8' ).slice( -3000 ) }` );
			phpProblems = 1;
		}
	}
	return {
		passed: stats.expected + stats.flaky,
		failed: stats.unexpected + phpProblems + ( code !== 0 && stats.unexpected === 0 ? 1 : 0 ),
		skipped: stats.skipped,
	};
}

const SUITES = { lint, size, unit, php, e2e, cluster: () => cluster( stops ) };
const asked = process.argv.slice( 2 ).filter( ( arg ) => arg in SUITES );
const chosen = asked.length ? asked : Object.keys( SUITES ).filter( ( name ) => name !== 'cluster' );
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
const passed = results.reduce( ( n, r ) => n + r.passed, 0 );
const failed = results.reduce( ( n, r ) => n + r.failed, 0 );
const skipped = results.reduce( ( n, r ) => n + ( r.skipped ?? 0 ), 0 );
console.log( `${ passed } passed, ${ failed } failed, ${ skipped } skipped` );
process.exit( failed || passed === 0 ? 1 : 0 );
