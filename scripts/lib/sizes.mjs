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
	// The docs search box's as-you-type results: run the first time a visitor uses one.
	{ name: 'docs search suggestions (on first use)', files: [ /^suggest\.js$/ ], budget: 1024 },
	// The panel frame (code + CSS): run when the page is idle, drawn the moment the visitor taps.
	{ name: 'panel frame (runs at idle)', files: [ /^frame\.js$/ ], budget: 4 * 1024 },
	// Includes @wordpress/data, bundled (webpack.config.js). React and WordPress's own scripts
	// (wp-api-fetch, wp-i18n…) are not Docent's code:
	// `npm run bench` reports them separately. Chat and messaging chunks load only with their tab.
	{ name: 'panel + Explore (Docent code)', files: [ /^widget\.(js|css)$/ ], budget: 40 * 1024 },
	// The settings screen (wp-admin only): it bundles the widget for its live preview.
	{ name: 'admin screens (JS + CSS)', files: [ /^admin\.(js|css)$/ ], budget: 66 * 1024 },
	// Docs > Docs manager only (its own bundle, as the editor's Docent panel is, on docs only).
	{ name: 'docs manager (its screen only)', files: [ /^docs-manager\.(js|css)$/ ], budget: 10 * 1024 },
	{ name: 'editor panel (docs editor only)', files: [ /^editor-panel\.js$/ ], budget: 3 * 1024 },
	// Docs > All Docs: the rows' "Copy widget link".
	{ name: 'docs list copy link (JS + CSS)', files: [ /^docs-list\.(js|css)$/ ], budget: 1024 },
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

/**
 * Script handles WordPress 6.2 (the lowest version Docent claims) does not register: a bundle
 * that lists one as a dependency is silently never printed there. `react-jsx-runtime` only
 * exists from 6.6; webpack.config.js bundles the JSX runtime instead.
 */
export const MISSING_BEFORE_6_6 = [ 'react-jsx-runtime' ];

/** Built *.asset.php files that depend on a handle older WordPress versions lack. */
export function assetsWithMissingDeps() {
	if ( ! fs.existsSync( BUILD ) ) {
		return [];
	}
	return fs
		.readdirSync( BUILD )
		.filter( ( name ) => name.endsWith( '.asset.php' ) )
		.filter( ( name ) => {
			const text = fs.readFileSync( path.join( BUILD, name ), 'utf8' );
			return MISSING_BEFORE_6_6.some( ( handle ) => text.includes( `'${ handle }'` ) );
		} );
}

/**
 * One row per budget, plus one for the dependency check (its "gzip" is the number of asset
 * files at fault, its budget 0).
 */
export function checkSizes() {
	const files = builtFiles();
	const rows = BUDGETS.map( ( { name, files: patterns, budget } ) => {
		const matched = files.filter( ( f ) => patterns.some( ( re ) => re.test( f.name ) ) );
		const gzip = matched.reduce( ( n, f ) => n + f.gzip, 0 );
		return { name, gzip, budget, ok: matched.length > 0 && gzip <= budget };
	} );
	const assets = fs.existsSync( BUILD ) ? fs.readdirSync( BUILD ).filter( ( name ) => name.endsWith( '.asset.php' ) ) : [];
	const faulty = assetsWithMissingDeps();
	rows.push( {
		name: `*.asset.php depending on ${ MISSING_BEFORE_6_6.join( ', ' ) } (WordPress < 6.6 lacks it)${
			faulty.length ? ': ' + faulty.join( ', ' ) : ''
		}`,
		gzip: faulty.length,
		budget: 0,
		ok: assets.length > 0 && faulty.length === 0,
	} );
	return rows;
}
