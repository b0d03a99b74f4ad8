/**
 * A throwaway MariaDB server for the PHP tests: its own data folder and socket in a temp dir,
 * no TCP port, stopped and deleted afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findBinary( names ) {
	for ( const name of names ) {
		for ( const dir of [ '/usr/sbin', '/usr/bin' ] ) {
			const file = path.join( dir, name );
			if ( fs.existsSync( file ) ) {
				return file;
			}
		}
	}
	throw new Error( `None of ${ names.join( ', ' ) } found` );
}

/**
 * @param {string[]}             databases Databases to create (when missing).
 * @param {{ dataDir?: string }} options   dataDir: keep the data in this folder across runs (the
 *                                         eval site); by default it is thrown away on stop.
 * @return {Promise<{ socket: string, stop: () => void }>} The socket path and a stop function.
 */
export async function startMariaDB( databases, { dataDir } = {} ) {
	const base = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-mariadb-' ) );
	const data = dataDir ?? path.join( base, 'data' );
	const socket = path.join( base, 'mysqld.sock' );
	const pidFile = path.join( base, 'mysqld.pid' );
	const asRoot = process.getuid?.() === 0;
	const userArgs = asRoot ? [ '--user=root' ] : [];

	const installed = fs.existsSync( path.join( data, 'mysql' ) );
	if ( dataDir && ! installed ) {
		fs.rmSync( data, { recursive: true, force: true } );
		fs.mkdirSync( path.dirname( data ), { recursive: true } );
	}
	if ( ! installed ) {
		execFileSync(
			findBinary( [ 'mariadb-install-db', 'mysql_install_db' ] ),
			[
				'--no-defaults',
				`--datadir=${ data }`,
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
				...userArgs,
			],
			{ stdio: 'ignore' }
		);
	}
	const child = spawn(
		findBinary( [ 'mariadbd', 'mysqld' ] ),
		[
			'--no-defaults',
			`--datadir=${ data }`,
			`--socket=${ socket }`,
			`--pid-file=${ pidFile }`,
			'--skip-networking',
			'--innodb-buffer-pool-size=256M',
			'--innodb-flush-log-at-trx-commit=2',
			'--skip-log-bin',
			...userArgs,
		],
		{ stdio: [ 'ignore', 'ignore', fs.openSync( path.join( base, 'error.log' ), 'a' ) ], detached: true }
	);
	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		try {
			process.kill( -child.pid, 'SIGTERM' );
			// Wait (synchronously: this also runs from exit handlers) for the server to let go of its files.
			const until = Date.now() + 15000;
			// mariadbd removes its pid file as the last step of a clean shutdown.
			while ( Date.now() < until && fs.existsSync( pidFile ) ) {
				Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, 100 );
			}
		} catch {
			// Gone.
		}
		fs.rmSync( base, { recursive: true, force: true, maxRetries: 5 } );
	};

	const until = Date.now() + 30000;
	const client = findBinary( [ 'mariadb', 'mysql' ] );
	for ( ;; ) {
		try {
			execFileSync( client, [ `--socket=${ socket }`, '-uroot', '-e', 'SELECT 1' ], { stdio: 'ignore' } );
			break;
		} catch {
			if ( Date.now() > until || child.exitCode !== null ) {
				stop();
				throw new Error( `MariaDB did not start; see ${ path.join( base, 'error.log' ) }` );
			}
			await new Promise( ( r ) => setTimeout( r, 200 ) );
		}
	}
	const sql = databases
		.map( ( db ) => `CREATE DATABASE IF NOT EXISTS \`${ db }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;` )
		.join( ' ' );
	execFileSync( client, [ `--socket=${ socket }`, '-uroot', '-e', sql ] );
	return { socket, stop };
}
