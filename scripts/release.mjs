#!/usr/bin/env node
/**
 * `npm run plugin-zip`: builds the widget and writes docent.zip (or the path given) with only
 * what runs on a site (scripts/lib/release/release.mjs says what).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRelease } from './lib/release/release.mjs';

const root = path.dirname( path.dirname( fileURLToPath( import.meta.url ) ) );
const out = path.resolve( process.argv[ 2 ] ?? path.join( root, 'docent.zip' ) );
const files = writeRelease( root, out );
console.log( `${ out }: ${ files.length } files` );
