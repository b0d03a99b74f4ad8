/**
 * A throwaway Redis server on a free loopback port: no persistence, stopped with its process group.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

/**
 * @return {Promise<{ port: number, stop: () => void }>} The port and a stop function.
 */
export async function startRedis() {
	const base = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-redis-' ) );
	const port = await freePort();
	const child = spawn(
		'redis-server',
		[ '--port', String( port ), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', base, '--logfile', path.join( base, 'redis.log' ) ],
		{ stdio: 'ignore', detached: true }
	);
	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		try {
			process.kill( -child.pid, 'SIGTERM' );
			// Wait (synchronously: this also runs from exit handlers) until it has let go of its folder.
			const until = Date.now() + 5000;
			// Exited means gone or a zombie ("Z"): Node reaps its children only between events.
			const running = () => fs.existsSync( `/proc/${ child.pid }` ) && ! / Z /.test( fs.readFileSync( `/proc/${ child.pid }/stat`, 'utf8' ) );
			while ( Date.now() < until && running() ) {
				Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, 50 );
			}
		} catch {
			// Gone.
		}
		fs.rmSync( base, { recursive: true, force: true, maxRetries: 5 } );
	};
	const until = Date.now() + 15000;
	for ( ;; ) {
		try {
			if ( execFileSync( 'redis-cli', [ '-p', String( port ), 'PING' ], { encoding: 'utf8', timeout: 2000, stdio: [ 'ignore', 'pipe', 'ignore' ] } ).trim() === 'PONG' ) {
				return { port, stop };
			}
		} catch {
			// Not listening yet.
		}
		if ( Date.now() > until || child.exitCode !== null ) {
			stop();
			throw new Error( 'redis-server did not start' );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
}
