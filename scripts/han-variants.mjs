/**
 * node scripts/han-variants.mjs: writes includes/Search/Language/han-simplified.php, the table that
 * reads a Chinese text written in Traditional characters as the same text in Simplified ones
 * (Docent\Search\Language\Han_Script), from the Unicode Han database's kSimplifiedVariant field
 * (Debian's unicode-data package, installed or unpacked when missing).
 *
 * Kept: characters of the Basic Multilingual Plane whose simplified form is another character of
 * it, so a text keeps its length in bytes (every such character takes three in UTF-8). Left out: a
 * character that is also its own simplified form in some words (著, 乾: "著作" stays, "乾燥" is
 * written 干燥), which would merge words that Simplified writing keeps apart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { debianDocs } from './lib/system.mjs';
import { ROOT, WP_HOME_DIR } from './lib/wordpress.mjs';

const VARIANTS = '/usr/share/unicode/Unihan_Variants.txt.bz2';
const OUT = path.join( ROOT, 'includes/Search/Language/han-simplified.php' );

const root = debianDocs( { 'unicode-data': VARIANTS }, path.join( WP_HOME_DIR, 'debian-docs' ) )[ 'unicode-data' ];
const text = execFileSync( 'bzcat', [ root + VARIANTS ], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } );

const codePoint = ( field ) => parseInt( field.slice( 2 ), 16 );
const inPlane = ( cp ) => cp >= 0x3400 && cp <= 0xffff;
const simplified = new Map();
for ( const line of text.split( '\n' ) ) {
	const [ source, field, value = '' ] = line.split( '\t' );
	if ( field !== 'kSimplifiedVariant' || ! source.startsWith( 'U+' ) ) {
		continue;
	}
	const from = codePoint( source );
	const to = ( value.match( /U\+[0-9A-F]+/g ) || [] ).map( codePoint );
	const first = to.find( inPlane );
	if ( inPlane( from ) && first !== undefined && ! to.includes( from ) ) {
		simplified.set( from, first );
	}
}
// A simplified form that is itself simplified further (薴 → 苧 → 苎) maps to the last one.
for ( const [ from, to ] of simplified ) {
	let last = to;
	while ( simplified.has( last ) && simplified.get( last ) !== last ) {
		last = simplified.get( last );
	}
	simplified.set( from, last );
}

const rows = [ ...simplified ]
	.sort( ( a, b ) => a[ 0 ] - b[ 0 ] )
	.map( ( [ from, to ] ) => `\t'${ String.fromCodePoint( from ) }' => '${ String.fromCodePoint( to ) }',` );
fs.writeFileSync(
	OUT,
	[
		'<?php',
		'/**',
		' * Traditional Chinese characters and their Simplified forms, from the Unicode Han database',
		' * (kSimplifiedVariant). Written by scripts/han-variants.mjs: regenerate it, do not edit it.',
		' *',
		' * @package Docent',
		' */',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		'return array(',
		...rows,
		');',
		'',
	].join( '\n' )
);
console.log( `han-variants: ${ rows.length } characters written to ${ path.relative( ROOT, OUT ) }` );
