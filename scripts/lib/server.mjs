/**
 * PHP's built-in web server in front of a site folder, in its own process group so that
 * stopping it also stops its worker processes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { phpCommand } from './php-wasm.mjs';
import { ROOT } from './wordpress.mjs';

/** A free TCP port on loopback. */
export function freePort() {
	return new Promise( ( resolve, reject ) => {
		const srv = net.createServer();
		srv.unref();
		srv.on( 'error', reject );
		srv.listen( 0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close( () => resolve( port ) );
		} );
	} );
}

/** True when something already listens on the port. */
export function portInUse( port ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

async function waitForHttp( url, child, timeoutMs ) {
	const until = Date.now() + timeoutMs;
	while ( Date.now() < until ) {
		if ( child.exitCode !== null ) {
			throw new Error( `php -S exited with code ${ child.exitCode }` );
		}
		try {
			const res = await fetch( url, { redirect: 'manual' } );
			if ( res.status < 500 ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( r ) => setTimeout( r, 150 ) );
	}
	throw new Error( `No answer from ${ url } within ${ timeoutMs } ms` );
}

/**
 * @param {{ dir: string, port: number, workers?: number, log?: string, env?: object, php?: string }} options php: a
 *                                                                                                            PHP version other than Debian's runs as php-wasm's built-in server (one request at a time).
 * @return {Promise<{ url: string, stop: () => void, child: import('node:child_process').ChildProcess }>} The server's URL, a stop function and the process.
 */
export async function startServer( { dir, port, workers = 4, log, env = {}, php } ) {
	const out = log ? fs.openSync( log, 'a' ) : 'ignore';
	const { command, args } = phpCommand( php, [
		'-d',
		'memory_limit=512M',
		// Room for a 5 MB attachment (PHP's defaults take 2 MB files).
		'-d',
		'upload_max_filesize=8M',
		'-d',
		'post_max_size=16M',
		'-S',
		`127.0.0.1:${ port }`,
		'-t',
		dir,
		path.join( ROOT, 'scripts/php/router.php' ),
	] );
	const child = spawn(
		command,
		args,
		{
			cwd: dir,
			detached: true,
			stdio: [ 'ignore', out, out ],
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ), ...env },
		}
	);
	const stop = () => {
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	const url = `http://localhost:${ port }`;
	try {
		await waitForHttp( `${ url }/wp-login.php`, child, 60000 );
	} catch ( error ) {
		stop();
		throw error;
	}
	return { url, stop, child };
}

/** Stops the given cleanups on Ctrl-C, SIGTERM and normal exit. */
export function stopOnExit( ...stops ) {
	let done = false;
	const run = () => {
		if ( done ) {
			return;
		}
		done = true;
		for ( const stop of stops ) {
			stop();
		}
	};
	process.on( 'exit', run );
	for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
		process.on( signal, () => {
			run();
			process.exit( 130 );
		} );
	}
	return run;
}
