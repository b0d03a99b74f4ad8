#!/usr/bin/env node
/**
 * Runs the PHP command line of another PHP version, built to WebAssembly (the @php-wasm/node-* packages),
 * with the host's files and its exit code:
 *
 *   node scripts/php-wasm.mjs 7.4 -l plugin.php
 *   node scripts/php-wasm.mjs 8.5 -S 127.0.0.1:8890 -t .wp/sites/x scripts/php/router.php
 *
 * `npx php-wasm-cli` does the same but always exits with 0, which would hide every failure from the tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { loadNodeRuntime, useHostFilesystem as mountHostFiles } from '@php-wasm/node';
import { FileLockManagerInMemory, PHP, SupportedPHPVersionsList } from '@php-wasm/universal';

const [ version, ...args ] = process.argv.slice( 2 );
if ( ! SupportedPHPVersionsList.includes( version ) ) {
	console.error( `usage: php-wasm.mjs <${ SupportedPHPVersionsList.join( '|' ) }> [php arguments…]` );
	process.exit( 2 );
}

// The runtime warns about every socket option it cannot forward (SO_REUSEADDR of a probe socket): noise, not PHP's.
const warn = console.warn;
console.warn = ( ...parts ) => ! String( parts[ 0 ] ).startsWith( 'Unsupported socket option' ) && warn( ...parts );

// PHP's own temp folder, and certificates for curl/openssl (only loopback is used, but WordPress loads them).
const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-php-wasm-' ) );
const certs = path.join( tmp, 'ca-bundle.crt' );
fs.writeFileSync( certs, rootCertificates.join( '\n' ) );
const cleanUp = () => fs.rmSync( tmp, { recursive: true, force: true } );

const php = new PHP(
	await loadNodeRuntime( version, {
		fileLockManager: new FileLockManagerInMemory(),
		emscriptenOptions: {
			processId: process.pid,
			ENV: { ...process.env, TMPDIR: tmp, TERM: 'dumb' },
		},
	} )
);
php.setSpawnHandler( ( command, argv ) => spawn( command, argv, { shell: true, stdio: [ 'pipe', 'pipe', 'pipe' ] } ) );
mountHostFiles( php );

for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
	process.on( signal, () => {
		cleanUp();
		process.exit( 130 );
	} );
}

const response = await php.cli( [
	'php',
	// The WebAssembly builds cannot map OPcache's shared memory on every version; the tests do not need it.
	'-d',
	'opcache.enable_cli=0',
	'-d',
	`openssl.cafile=${ certs }`,
	'-d',
	`curl.cainfo=${ certs }`,
	// Debian's phpunit and its libraries live there; errors are shown once, not also logged to stderr.
	'-d',
	'include_path=.:/usr/share/php',
	'-d',
	'log_errors=0',
	...args,
] );
const pipe = ( stream, target ) =>
	stream.pipeTo(
		new WritableStream( {
			write( chunk ) {
				target.write( chunk );
			},
		} )
	);
const piped = Promise.all( [ pipe( response.stdout, process.stdout ), pipe( response.stderr, process.stderr ) ] );
let code;
try {
	code = await response.exitCode;
} catch ( error ) {
	code = typeof error?.status === 'number' ? error.status : 1;
	if ( error?.name !== 'ExitStatus' ) {
		console.error( error );
	}
}
await piped.catch( () => {} );
cleanUp();
process.exitCode = code;
// The runtime may keep timers alive after PHP has finished.
setTimeout( () => process.exit( code ), 50 ).unref();
