/**
 * `php -l` for many files on a WebAssembly PHP version, in as few processes as possible (starting one costs about
 * half a second): scripts/php/lint.php compiles them one after the other with OPcache's compiler.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWasmPhp } from './php-wasm.mjs';
import { ROOT } from './wordpress.mjs';

/**
 * @param {string}   version PHP version, e.g. '7.4'.
 * @param {string[]} files   Absolute paths.
 * @return {Promise<Array<{ file: string, reason: string }>>} The files that do not compile cleanly.
 */
export async function lintOnWasm( version, files ) {
	const failures = [];
	let rest = files;
	while ( rest.length ) {
		// A new cache folder each time, so that no file is taken from an earlier compile.
		const cache = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-lint-' ) );
		const { code, stdout, stderr } = await runWasmPhp( version, [
			'-d',
			'opcache.enable_cli=1',
			'-d',
			`opcache.file_cache=${ cache }`,
			'-d',
			'opcache.file_cache_only=1',
			'-d',
			'error_reporting=-1',
			'-d',
			'display_errors=stdout',
			path.join( ROOT, 'scripts/php/lint.php' ),
			...rest,
		] );
		fs.rmSync( cache, { recursive: true, force: true } );
		const done = new Set();
		let current = null;
		let trailing = '';
		for ( const line of stdout.split( '\n' ) ) {
			const mark = /^(lint|ok|fail) (.+?)(?:: (.*))?$/.exec( line );
			if ( mark && rest.includes( mark[ 2 ] ) ) {
				if ( mark[ 1 ] === 'fail' ) {
					// What PHP printed itself (a compile error) says more than OPcache's summary.
					failures.push( { file: mark[ 2 ], reason: trailing.trim() || mark[ 3 ] } );
				}
				if ( mark[ 1 ] !== 'lint' ) {
					done.add( mark[ 2 ] );
				}
				current = mark[ 1 ] === 'lint' ? mark[ 2 ] : null;
				trailing = '';
			} else if ( line.trim() ) {
				trailing += `${ line.trim() } `;
			}
		}
		if ( current ) {
			// The compiler stopped the process on this file.
			failures.push( { file: current, reason: trailing.trim() || stderr.trim() || `exit code ${ code }` } );
			done.add( current );
		} else if ( done.size === 0 ) {
			throw new Error( `PHP ${ version } could not lint: ${ stderr.trim() || stdout.trim() } (exit code ${ code })` );
		}
		rest = rest.filter( ( file ) => ! done.has( file ) );
	}
	return failures;
}
