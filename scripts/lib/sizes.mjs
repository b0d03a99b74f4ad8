/**
 * Sizes of the built files, raw and gzipped, and the byte budgets they are held to.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './wordpress.mjs';

const BUILD = path.join( ROOT, 'build' );

/** Budgets in gzipped bytes. `files` are summed: code that ships together is budgeted together. */
export const BUDGETS = [
	{ name: 'loader (JS + CSS, every page)', files: [ /^loader\.(js|css)$/ ], budget: 3 * 1024 },
	{ name: 'panel + Explore (Docent code)', files: [ /^widget\.(js|css)$/ ], budget: 40 * 1024 },
];

export function gzipSize( file ) {
	return zlib.gzipSync( fs.readFileSync( file ), { level: 9 } ).length;
}

/** Every built JS/CSS file with its raw and gzipped size. */
export function builtFiles() {
	if ( ! fs.existsSync( BUILD ) ) {
		return [];
	}
	return fs
		.readdirSync( BUILD )
		.filter( ( name ) => /\.(js|css)$/.test( name ) )
		.sort()
		.map( ( name ) => {
			const file = path.join( BUILD, name );
			return { name, raw: fs.statSync( file ).size, gzip: gzipSize( file ) };
		} );
}

export function checkSizes() {
	const files = builtFiles();
	return BUDGETS.map( ( { name, files: patterns, budget } ) => {
		const matched = files.filter( ( f ) => patterns.some( ( re ) => re.test( f.name ) ) );
		const gzip = matched.reduce( ( n, f ) => n + f.gzip, 0 );
		return { name, gzip, budget, ok: matched.length > 0 && gzip <= budget };
	} );
}
