/**
 * The PHP suite on every PHP and WordPress pairing `npm test` checks:
 * - Debian's PHP 8.2 on MariaDB, for each WordPress version Docent claims (WP_VERSIONS);
 * - php-wasm on SQLite for the lowest PHP with the lowest WordPress and the newest PHP with the newest
 *   (WASM_PHPUNIT). There, the `loopback` group (tests that start native stand-in servers for the AI provider,
 *   Turnstile and SMTP, and stop them with posix signals) is left out: php-wasm has neither real listening
 *   sockets nor the posix extension. So is the `mysql` group (conflicts between two MariaDB connections).
 *   Those tests run on the native PHP.
 * Every run also fails on anything PHP wrote to the site's debug log (notices, warnings, deprecations).
 */
import fs from 'node:fs';
import path from 'node:path';
import { debugLogProblems } from './debug-log.mjs';
import { startMariaDB } from './mariadb.mjs';
import { record } from './matrix.mjs';
import { NATIVE_PHP, runWasmPhp } from './php-wasm.mjs';
import { run } from './run.mjs';
import { ensureSystem } from './system.mjs';
import { DEFAULT_WP, WP_HOME_DIR, WP_VERSIONS, installSite, prepareSite } from './wordpress.mjs';

const OLDEST_WP = Object.keys( WP_VERSIONS ).sort( ( a, b ) => Number( a ) - Number( b ) )[ 0 ];
export const WASM_PHPUNIT = [
	{ php: '7.4', wp: OLDEST_WP },
	{ php: '8.5', wp: DEFAULT_WP },
];
const PHPUNIT = '/usr/bin/phpunit';

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

async function phpunit( { name, dir, reports, runner } ) {
	const junit = path.join( reports, `phpunit-${ name }.xml` );
	// tests/php/Error_Handler.php writes here the deprecations raised by code that is not Docent's.
	const foreign = path.join( reports, `foreign-deprecations-${ name }.txt` );
	const log = path.join( dir, 'debug.log' );
	fs.rmSync( log, { force: true } );
	const started = Date.now();
	const code = await runner( [ '--log-junit', junit ], { DOCENT_FOREIGN_DEPRECATIONS: foreign } );
	const counts = junitCounts( junit ) ?? { passed: 0, failed: 1, skipped: 0 };
	if ( code !== 0 && counts.failed === 0 ) {
		counts.failed = 1;
	}
	counts.failed += debugLogProblems( log );
	counts.seconds = Math.round( ( Date.now() - started ) / 1000 );
	counts.foreign = fs.existsSync( foreign ) ? fs.readFileSync( foreign, 'utf8' ).trim().split( '\n' ) : [];
	if ( counts.foreign.length ) {
		console.log( `\nNot Docent's: ${ counts.foreign.length } PHP deprecations raised by WordPress, its SQLite driver or PHPUnit (${ foreign }):` );
		counts.foreign.slice( 0, 12 ).forEach( ( line ) => console.log( `  ${ line }` ) );
	}
	return counts;
}

/**
 * @param {{ reports: string, args: string[], stops: Array<() => void> }} options args: for PHPUnit (--filter …).
 * @return {Promise<{ passed: number, failed: number, skipped: number }>} Totals over every run.
 */
export async function phpSuite( { reports, args, stops } ) {
	// smtp: the mailer tests send through a loopback SMTP sink (tests/php/stubs/smtp_sink.py).
	ensureSystem( [ 'php', 'unzip', 'mariadb', 'phpunit', 'smtp' ] );
	// Secret_BoxTest: each run leaves a sealed secret here and opens those of the runs before it.
	const exchange = fs.mkdtempSync( path.join( reports, 'sealed-' ) );
	const total = { passed: 0, failed: 0, skipped: 0 };
	const add = ( php, counts, note ) => {
		total.passed += counts.passed;
		total.failed += counts.failed;
		total.skipped += counts.skipped;
		const others = counts.foreign.length ? `; ${ counts.foreign.length } deprecations in WordPress or PHPUnit, not Docent` : '';
		record( php, 'PHPUnit', counts.failed === 0, `${ counts.passed } passed, ${ counts.failed } failed (${ note }, ${ counts.seconds }s${ others })` );
	};

	const versions = Object.keys( WP_VERSIONS );
	const db = await startMariaDB( versions.map( ( v ) => `wp_${ v.replace( '.', '' ) }` ) );
	stops.push( db.stop );
	for ( const version of versions ) {
		const dir = path.join( WP_HOME_DIR, `sites/php-${ version }` );
		const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org', DOCENT_SEALED_EXCHANGE: exchange };
		prepareSite( { dir, wp: version, db: { type: 'mysql', name: `wp_${ version.replace( '.', '' ) }` } } );
		installSite( { dir, url: 'http://example.org', demo: true, env } );
		console.log( `\nPHPUnit on PHP ${ NATIVE_PHP } and WordPress ${ WP_VERSIONS[ version ] } (MariaDB)` );
		const counts = await phpunit( {
			name: `${ NATIVE_PHP }-wp${ version }`,
			dir,
			reports,
			runner: ( extra, more ) => run( 'phpunit', [ ...extra, ...args ], { env: { ...env, ...more } } ),
		} );
		add( NATIVE_PHP, counts, `WP ${ WP_VERSIONS[ version ] }, MariaDB` );
	}
	db.stop();

	for ( const { php, wp } of WASM_PHPUNIT ) {
		// A new site each run: its SQLite database lives in the folder.
		const dir = path.join( WP_HOME_DIR, `sites/php-${ php }-wp-${ wp }` );
		const env = { DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org', DOCENT_SEALED_EXCHANGE: exchange };
		fs.rmSync( dir, { recursive: true, force: true } );
		prepareSite( { dir, wp, db: { type: 'sqlite' } } );
		// Installed and activated by the PHP under test.
		installSite( { dir, url: 'http://example.org', demo: true, env, php } );
		console.log( `\nPHPUnit on PHP ${ php } (php-wasm) and WordPress ${ WP_VERSIONS[ wp ] } (SQLite)` );
		const counts = await phpunit( {
			name: `${ php }-wp${ wp }`,
			dir,
			reports,
			runner: async ( extra, more ) => {
				// Quiet until tests/php/bootstrap.php takes over: Debian's PHPUnit predates PHP 8.4's deprecations.
				const quiet = [ '-d', 'error_reporting=24575' ]; // E_ALL but E_DEPRECATED.
				const argv = [ ...quiet, PHPUNIT, '--exclude-group', 'loopback,mysql', ...extra, ...args ];
				return ( await runWasmPhp( php, argv, { env: { ...env, ...more }, echo: true } ) ).code;
			},
		} );
		add( php, counts, `WP ${ WP_VERSIONS[ wp ] }, SQLite, without loopback and mysql groups` );
	}
	return total;
}
