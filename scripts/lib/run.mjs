/**
 * Runs a command with inherited output and resolves with its exit code.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './wordpress.mjs';

export function run( command, args, { env = {}, cwd = ROOT } = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } } );
		child.on( 'exit', ( code, signal ) => resolve( signal ? 1 : code ?? 1 ) );
		child.on( 'error', () => resolve( 127 ) );
	} );
}

export const bin = ( name ) => `${ ROOT }/node_modules/.bin/${ name }`;
