// @vitest-environment node
/**
 * The release zip holds only what runs on a site, and the PHP of tests/ and scripts/ (kept out
 * of it, but present in a checkout installed as a plugin) refuses to run when a web server calls it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../wordpress.mjs';

const require = createRequire( import.meta.url );
const AdmZip = require( 'adm-zip' );

/** What a release may hold, below docent/. */
const SHIPPED = /^(plugin\.php|uninstall\.php|readme\.txt|(includes|templates|assets|build|types)\/.+|languages\/[^/]+\.(mo|json))$/;

/**
 * PHP files below a folder of the checkout.
 *
 * @param {string} folder Folder relative to the checkout.
 * @return {string[]} Paths relative to the checkout.
 */
function phpFiles( folder ) {
	return fs.readdirSync( path.join( ROOT, folder ), { withFileTypes: true } ).flatMap( ( entry ) => {
		const relative = `${ folder }/${ entry.name }`;
		if ( entry.isDirectory() ) {
			return 'node_modules' === entry.name ? [] : phpFiles( relative );
		}
		return relative.endsWith( '.php' ) ? [ relative ] : [];
	} );
}

describe( 'npm run plugin-zip', () => {
	it( 'writes a zip of plugin.php, uninstall.php, readme.txt, includes/, templates/, assets/, build/, types/ and compiled translations only', () => {
		if ( ! fs.existsSync( path.join( ROOT, 'build/loader.js' ) ) ) {
			execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'ignore' } );
		}
		const package_ = JSON.parse( fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' ) );
		expect( package_.scripts[ 'plugin-zip' ] ).toBe( 'npm run build && node scripts/release.mjs' );

		const out = path.join( fs.mkdtempSync( path.join( os.tmpdir(), 'docent-release-' ) ), 'docent.zip' );
		execFileSync( process.execPath, [ path.join( ROOT, 'scripts/release.mjs' ), out ], { cwd: ROOT, stdio: 'ignore' } );
		const names = new AdmZip( out ).getEntries().map( ( entry ) => entry.entryName );
		fs.rmSync( path.dirname( out ), { recursive: true, force: true } );

		expect( names.filter( ( name ) => ! name.startsWith( 'docent/' ) ) ).toEqual( [] );
		const files = names.map( ( name ) => name.slice( 'docent/'.length ) );
		expect( files.filter( ( file ) => ! SHIPPED.test( file ) ) ).toEqual( [] );
		for ( const needed of [ 'plugin.php', 'uninstall.php', 'readme.txt', 'includes/Plugin.php', 'templates/single-docs.html', 'assets/docs.css', 'build/loader.js', 'types/docent.d.ts', 'languages/docent-de_DE.mo' ] ) {
			expect( files ).toContain( needed );
		}
		expect( files.filter( ( file ) => /^(tests|scripts|src|node_modules)\/|\.(po|pot)$|^(package|composer)\.json$/.test( file ) ) ).toEqual( [] );
		// Everything that runs is there: every PHP file of includes/ and templates/.
		for ( const file of [ ...phpFiles( 'includes' ), ...phpFiles( 'templates' ) ] ) {
			expect( files ).toContain( file );
		}
	}, 300000 );

	it( 'leaves out tests/ and scripts/, whose PHP exits unless run from the command line or by WordPress', () => {
		const guard = "in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit;";
		const files = [ ...phpFiles( 'tests' ), ...phpFiles( 'scripts' ) ];
		expect( files.length ).toBeGreaterThan( 50 );
		expect( files.filter( ( file ) => ! fs.readFileSync( path.join( ROOT, file ), 'utf8' ).includes( guard ) ) ).toEqual( [] );
	} );
} );
