/**
 * Builds the bundle with wp-scripts when src/ is newer than build/ (or build/ is missing), and
 * compiles the translations (languages/*.po into the .mo and per-script JSON WordPress reads).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from './i18n/catalog.mjs';
import { ROOT } from './wordpress.mjs';

function newest( dir ) {
	let latest = 0;
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const file = path.join( dir, entry.name );
		latest = Math.max( latest, entry.isDirectory() ? newest( file ) : fs.statSync( file ).mtimeMs );
	}
	return latest;
}

export function ensureBuild( { force = false } = {} ) {
	const marker = path.join( ROOT, 'build/loader.asset.php' );
	const inputs = Math.max(
		newest( path.join( ROOT, 'src' ) ),
		fs.statSync( path.join( ROOT, 'webpack.config.js' ) ).mtimeMs,
		fs.statSync( path.join( ROOT, 'package.json' ) ).mtimeMs
	);
	if ( force || ! fs.existsSync( marker ) || fs.statSync( marker ).mtimeMs < inputs ) {
		console.log( 'Building the widget bundle...' );
		execFileSync( path.join( ROOT, 'node_modules/.bin/wp-scripts' ), [ 'build' ], { cwd: ROOT, stdio: 'inherit' } );
	}
	// Cheap (a second), and a .po edit or a moved string must reach the site.
	compile( ROOT );
}
