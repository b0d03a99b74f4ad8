/**
 * The release zip: only what runs on a site. tests/, scripts/, src/, the translation sources
 * and the dev tools' files stay out, so none of them can be reached over HTTP on an installed copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
// The zip writer @wordpress/scripts' own plugin-zip uses.
const AdmZip = require( 'adm-zip' );

/** Files at the plugin's root that ship. */
export const ROOT_FILES = [ 'plugin.php', 'uninstall.php', 'readme.txt' ];

/** Folders that ship whole. */
// types/: docent.d.ts, window.docent's types for theme authors (docs/widget-api.md).
export const FOLDERS = [ 'includes', 'templates', 'assets', 'build', 'types' ];

/** In languages/, only the compiled catalogs WordPress loads (.mo for PHP, .json for scripts). */
const LANGUAGE_FILE = /\.(mo|json)$/;

/**
 * Every file of a folder, as paths relative to root, sorted.
 *
 * @param {string} root   The checkout.
 * @param {string} folder Folder relative to root.
 * @return {string[]} Files.
 */
function walk( root, folder ) {
	return fs.readdirSync( path.join( root, folder ), { withFileTypes: true } ).flatMap( ( entry ) => {
		const relative = `${ folder }/${ entry.name }`;
		return entry.isDirectory() ? walk( root, relative ) : [ relative ];
	} );
}

/**
 * The files the release holds, relative to the checkout.
 *
 * @param {string} root The checkout.
 * @return {string[]} Files, sorted.
 */
export function releaseFiles( root ) {
	if ( ! fs.existsSync( path.join( root, 'build/loader.js' ) ) ) {
		throw new Error( 'build/ is missing: run `npm run build` first (`npm run plugin-zip` does).' );
	}
	const languages = walk( root, 'languages' ).filter( ( file ) => LANGUAGE_FILE.test( file ) );
	return [ ...ROOT_FILES, ...FOLDERS.flatMap( ( folder ) => walk( root, folder ) ), ...languages ].sort();
}

/**
 * Writes the release zip, its files under docent/.
 *
 * @param {string} root The checkout.
 * @param {string} out  Path of the zip to write.
 * @return {string[]} The files it holds.
 */
export function writeRelease( root, out ) {
	const zip = new AdmZip();
	const files = releaseFiles( root );
	for ( const file of files ) {
		zip.addFile( `docent/${ file }`, fs.readFileSync( path.join( root, file ) ) );
	}
	zip.writeZip( out );
	return files;
}
