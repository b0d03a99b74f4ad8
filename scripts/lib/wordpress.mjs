/**
 * Builds a WordPress site folder from the npm package @wp-playground/wordpress-builds:
 * core from its zip, static files from its public/ folder, our own wp-config.php,
 * the SQLite drop-in (or MariaDB), and Docent linked in as a plugin.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phpCommand } from './php-wasm.mjs';
import { CLASSIC_THEME_DIR } from './system.mjs';

export const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
/**
 * Where WordPress core and the sites live: outside the checkout, because each site links
 * wp-content/plugins/docent to the checkout. A site inside that tree would have every other
 * plugin's files mapped under `docent/` by WordPress (plugin_basename() follows the link), and
 * their activation hooks would never run. One folder per checkout; DOCENT_WP_HOME overrides it.
 */
export const WP_HOME_DIR =
	process.env.DOCENT_WP_HOME ||
	path.join(
		process.env.XDG_CACHE_HOME || path.join( os.homedir(), '.cache' ),
		'docent',
		`${ path.basename( ROOT ) }-${ createHash( 'sha1' ).update( ROOT ).digest( 'hex' ).slice( 0, 8 ) }`
	);
const BUILDS = path.join( ROOT, 'node_modules/@wp-playground/wordpress-builds' );

/** The WordPress versions Docent claims and tests, by the builds package's folder names. */
export const WP_VERSIONS = { 6.5: '6.5.5', 6.2: '6.2.6' };
export const DEFAULT_WP = '6.5';

/**
 * @typedef {{ type: 'sqlite' } | { type: 'mysql', name: string }} DbConfig
 * @typedef {{ dir: string, wp?: string, db: DbConfig, debugLog?: string }} SiteConfig
 */

/** Extracts core once per version into WP_HOME_DIR/core/<version>, ready to copy. */
function coreDir( wp ) {
	const dir = path.join( WP_HOME_DIR, 'core', wp );
	if ( fs.existsSync( path.join( dir, 'wp-settings.php' ) ) ) {
		return dir;
	}
	if ( ! fs.existsSync( BUILDS ) ) {
		throw new Error( 'node_modules/@wp-playground/wordpress-builds is missing: run npm ci first.' );
	}
	const tmp = `${ dir }.tmp`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	fs.mkdirSync( tmp, { recursive: true } );
	execFileSync( 'unzip', [ '-q', '-o', path.join( BUILDS, `src/wordpress/wp-${ wp }.zip` ), '-d', tmp ] );
	// The zip's own config and database belong to the Playground; ours come later.
	fs.rmSync( path.join( tmp, 'wp-config.php' ), { force: true } );
	fs.rmSync( path.join( tmp, 'wp-content/database' ), { recursive: true, force: true } );
	// The zip leaves out static assets; the package ships them beside it.
	fs.cpSync( path.join( BUILDS, `public/wp-${ wp }` ), tmp, { recursive: true } );
	fs.rmSync( path.join( tmp, 'wp-content/database' ), { recursive: true, force: true } );

	const sqliteTmp = path.join( tmp, 'sqlite-unzip' );
	execFileSync( 'unzip', [
		'-q',
		'-o',
		path.join( BUILDS, 'src/sqlite-database-integration/sqlite-database-integration.zip' ),
		'-d',
		sqliteTmp,
	] );
	const sqliteDir = path.join( tmp, 'wp-content/plugins/sqlite-database-integration' );
	fs.rmSync( sqliteDir, { recursive: true, force: true } );
	fs.renameSync( path.join( sqliteTmp, 'sqlite-database-integration-main' ), sqliteDir );
	fs.rmSync( sqliteTmp, { recursive: true, force: true } );
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.renameSync( tmp, dir );
	return dir;
}

function php( value ) {
	return `'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

function wpConfig( site ) {
	const salts = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	]
		.map( ( key ) => `define( '${ key }', '${ randomBytes( 32 ).toString( 'hex' ) }' );` )
		.join( '\n' );
	const db =
		site.db.type === 'sqlite'
			? `define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );`
			: `define( 'DB_NAME', ${ php( site.db.name ) } );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
// The test server's socket lives in a new temp folder each run.
define( 'DB_HOST', 'localhost:' . getenv( 'DOCENT_DB_SOCKET' ) );`;
	return `<?php
// Written by Docent's dev scripts. Each site folder gets its own.
${ db }
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ salts }
$table_prefix = 'wp_';

// Follow whatever host and port the request came in on, so a site survives a port change.
if ( ! empty( $_SERVER['HTTP_HOST'] ) ) {
	define( 'WP_HOME', 'http://' . $_SERVER['HTTP_HOST'] );
	define( 'WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST'] );
} elseif ( getenv( 'DOCENT_SITE_URL' ) ) {
	define( 'WP_HOME', getenv( 'DOCENT_SITE_URL' ) );
	define( 'WP_SITEURL', getenv( 'DOCENT_SITE_URL' ) );
}

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${ php( site.debugLog ?? path.join( site.dir, 'debug.log' ) ) } );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
// Only loopback is reachable from a dev machine: fail fast instead of waiting on update checks.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Creates the site folder if it does not exist yet (core, config, drop-ins, plugin link).
 *
 * @param {SiteConfig} site
 * @return {boolean} true when the folder was created now.
 */
export function prepareSite( site ) {
	const wp = site.wp ?? DEFAULT_WP;
	if ( fs.existsSync( path.join( site.dir, 'wp-config.php' ) ) ) {
		// A reused site gets the current dev plugin.
		copyDevPlugin( site.dir );
		return false;
	}
	const core = coreDir( wp );
	fs.rmSync( site.dir, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( site.dir ), { recursive: true } );
	fs.cpSync( core, site.dir, { recursive: true } );
	fs.writeFileSync( path.join( site.dir, 'wp-config.php' ), wpConfig( site ) );
	if ( site.db.type === 'sqlite' ) {
		fs.mkdirSync( path.join( site.dir, 'wp-content/database' ), { recursive: true } );
		const dropin = fs
			.readFileSync( path.join( site.dir, 'wp-content/plugins/sqlite-database-integration/db.copy' ), 'utf8' )
			.replace(
				"'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'",
				"__DIR__ . '/plugins/sqlite-database-integration'"
			)
			.replace( /\{SQLITE_PLUGIN\}/g, 'sqlite-database-integration/load.php' );
		fs.writeFileSync( path.join( site.dir, 'wp-content/db.php' ), dropin );
	}
	fs.symlinkSync( ROOT, path.join( site.dir, 'wp-content/plugins/docent' ), 'dir' );
	// A classic theme to switch to (the docs pages' E2E tests do), when the machine has it.
	// (Some builds ship the theme's static files without its PHP: the whole theme replaces them.)
	if ( fs.existsSync( CLASSIC_THEME_DIR ) ) {
		const theme = path.join( site.dir, 'wp-content/themes/twentytwentyone' );
		fs.rmSync( theme, { recursive: true, force: true } );
		fs.symlinkSync( CLASSIC_THEME_DIR, theme, 'dir' );
	}
	copyDevPlugin( site.dir );
	return true;
}

function copyDevPlugin( dir ) {
	fs.mkdirSync( path.join( dir, 'wp-content/mu-plugins' ), { recursive: true } );
	fs.copyFileSync( path.join( ROOT, 'scripts/php/dev-mu-plugin.php' ), path.join( dir, 'wp-content/mu-plugins/docent-dev.php' ) );
}

/**
 * Installs WordPress in the site (if not installed), activates Docent and seeds demo content.
 * `php` is the PHP version that installs and activates; `locale` the site's language (WPLANG),
 * set again whenever it differs.
 *
 * @param {SiteConfig & { url: string, demo?: boolean, env?: object, php?: string, locale?: string }} site
 */
export function installSite( site ) {
	const { command, args } = phpCommand( site.php, [ path.join( ROOT, 'scripts/php/install.php' ) ] );
	try {
		const out = execFileSync( command, args, {
			env: {
				...process.env,
				...site.env,
				DOCENT_WP_DIR: site.dir,
				DOCENT_SITE_URL: site.url,
				DOCENT_DEMO: site.demo === false ? '0' : '1',
				...( site.locale ? { DOCENT_LOCALE: site.locale } : {} ),
			},
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		return out.trim();
	} catch ( error ) {
		const log = path.join( site.dir, 'debug.log' );
		const tail = fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ).split( '\n' ).slice( -15 ).join( '\n' ) : '';
		throw new Error( `Installing WordPress in ${ site.dir } failed:\n${ error.stderr || '' }${ tail }` );
	}
}
