/**
 * The PHP versions Docent claims, and how to run the ones Debian does not ship: as WebAssembly builds from npm
 * (@php-wasm/node-*), through scripts/php-wasm.mjs, which reads and writes the host's files.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every PHP version Docent claims (plugin.php "Requires PHP" is the first). */
export const PHP_VERSIONS = [ '7.4', '8.0', '8.1', '8.2', '8.3', '8.4', '8.5' ];
/** The version Debian installs here: it runs natively, with MariaDB. */
export const NATIVE_PHP = '8.2';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const RUNNER = path.join( ROOT, 'scripts/php-wasm.mjs' );

/**
 * The command and arguments that run `php …args` on a PHP version: Debian's own for NATIVE_PHP (or none given),
 * a WebAssembly build for the others.
 *
 * @param {string}   version e.g. '7.4'.
 * @param {string[]} args    PHP's own arguments.
 */
export function phpCommand( version, args ) {
	if ( ! version || version === NATIVE_PHP ) {
		return { command: 'php', args };
	}
	return { command: process.execPath, args: [ RUNNER, version, ...args ] };
}

/**
 * Runs PHP on a version and resolves with its exit code and what it printed.
 *
 * @param {string}                                         version
 * @param {string[]}                                       args
 * @param {{ env?: object, cwd?: string, echo?: boolean }} options echo: also show the output as it comes.
 * @return {Promise<{ code: number, stdout: string, stderr: string }>} The result.
 */
export function runWasmPhp( version, args, { env = {}, cwd = ROOT, echo = false } = {} ) {
	const { command, args: argv } = phpCommand( version, args );
	return new Promise( ( resolve ) => {
		const child = spawn( command, argv, { cwd, env: { ...process.env, ...env }, stdio: [ 'ignore', 'pipe', 'pipe' ] } );
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( chunk ) => {
			stdout += chunk;
			if ( echo ) {
				process.stdout.write( chunk );
			}
		} );
		child.stderr.on( 'data', ( chunk ) => {
			stderr += chunk;
			if ( echo ) {
				process.stderr.write( chunk );
			}
		} );
		child.on( 'exit', ( code, signal ) => resolve( { code: signal ? 1 : code ?? 1, stdout, stderr } ) );
		child.on( 'error', ( error ) => resolve( { code: 127, stdout, stderr: String( error ) } ) );
	} );
}
