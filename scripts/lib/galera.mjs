/**
 * A throwaway MariaDB Galera cluster on loopback for the cluster test: every node has its own
 * data folder, socket and ports in one temp folder; node 1 starts a new cluster, the others join it
 * and receive its data by rsync state transfer. Stopped and deleted afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

const PROVIDERS = [ '/usr/lib/galera/libgalera_smm.so', '/usr/lib/libgalera_smm.so', '/usr/lib64/galera-4/libgalera_smm.so' ];

function findFile( candidates ) {
	const found = candidates.find( ( file ) => fs.existsSync( file ) );
	if ( ! found ) {
		throw new Error( `None of ${ candidates.join( ', ' ) } found` );
	}
	return found;
}

const binary = ( name ) => findFile( [ `/usr/sbin/${ name }`, `/usr/bin/${ name }` ] );
const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/** Runs SQL on a node through its socket and returns the output (tab-separated, no headers). */
export function sql( socket, statement ) {
	return execFileSync( binary( 'mariadb' ), [ `--socket=${ socket }`, '-uroot', '-N', '-B', '-e', statement ], {
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		timeout: 30000,
	} ).trim();
}

/** The account mariadbd runs as: `mysql` when we are root (it must own its data folder), else ourselves. */
function serverUser() {
	if ( process.getuid?.() !== 0 ) {
		return null;
	}
	const uid = Number( execFileSync( 'id', [ '-u', 'mysql' ], { encoding: 'utf8' } ) );
	const gid = Number( execFileSync( 'id', [ '-g', 'mysql' ], { encoding: 'utf8' } ) );
	return { name: 'mysql', uid, gid };
}

function chownTree( dir, user ) {
	if ( ! user ) {
		return;
	}
	fs.chownSync( dir, user.uid, user.gid );
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const file = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			chownTree( file, user );
		} else {
			fs.chownSync( file, user.uid, user.gid );
		}
	}
}

function config( node, nodes, provider ) {
	const peers = nodes.map( ( n ) => `127.0.0.1:${ n.galeraPort }` ).join( ',' );
	return `[mysqld]
datadir=${ node.data }
socket=${ node.socket }
pid-file=${ node.pidFile }
log-error=${ node.log }
port=${ node.port }
bind-address=127.0.0.1
skip-name-resolve
innodb_buffer_pool_size=128M
innodb_flush_log_at_trx_commit=2
innodb_autoinc_lock_mode=2
binlog_format=ROW
default_storage_engine=InnoDB
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
max_connections=300
wsrep_on=ON
wsrep_provider=${ provider }
wsrep_cluster_name=docent_test_${ process.pid }
wsrep_cluster_address=gcomm://${ peers }
wsrep_node_name=node${ node.index + 1 }
wsrep_node_address=127.0.0.1:${ node.galeraPort }
wsrep_node_incoming_address=127.0.0.1:${ node.port }
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:${ node.sstPort }
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:${ node.galeraPort };ist.recv_addr=127.0.0.1:${ node.istPort };gcache.size=64M"
wsrep_slave_threads=2
`;
}

/**
 * @param {{ size?: number, databases?: string[], log?: (line: string) => void }} options
 * @return {Promise<{ nodes: Array<{ socket: string, port: number }>, base: string, stop: () => void }>} The running cluster.
 */
export async function startGalera( { size = 3, databases = [], log = () => {} } = {} ) {
	const provider = findFile( PROVIDERS );
	const user = serverUser();
	const base = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-galera-' ) );
	// The server account must reach its files through the temp folder.
	fs.chmodSync( base, 0o755 );
	const nodes = [];
	for ( let index = 0; index < size; index++ ) {
		const dir = path.join( base, `node${ index + 1 }` );
		fs.mkdirSync( path.join( dir, 'data' ), { recursive: true } );
		nodes.push( {
			index,
			dir,
			data: path.join( dir, 'data' ),
			socket: path.join( dir, 'mysqld.sock' ),
			pidFile: path.join( dir, 'mysqld.pid' ),
			log: path.join( dir, 'error.log' ),
			cnf: path.join( dir, 'my.cnf' ),
			port: await freePort(),
			galeraPort: await freePort(),
			istPort: await freePort(),
			sstPort: await freePort(),
			child: null,
		} );
	}
	for ( const node of nodes ) {
		fs.writeFileSync( node.cnf, config( node, nodes, provider ) );
	}
	// Only the first node gets system tables: the others receive everything by state transfer.
	execFileSync(
		binary( 'mariadb-install-db' ),
		[
			`--defaults-file=${ nodes[ 0 ].cnf }`,
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			'--wsrep-on=OFF',
			...( user ? [ `--user=${ user.name }` ] : [] ),
		],
		{ stdio: 'ignore', timeout: 120000 }
	);
	nodes.forEach( ( node ) => chownTree( node.dir, user ) );

	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		// Joiners first, the bootstrap node last, each waited for (synchronously: this also runs from exit handlers).
		for ( const node of [ ...nodes ].reverse() ) {
			if ( ! node.child || node.child.exitCode !== null ) {
				continue;
			}
			try {
				process.kill( -node.child.pid, 'SIGTERM' );
			} catch {
				continue;
			}
			const until = Date.now() + 20000;
			while ( Date.now() < until && fs.existsSync( node.pidFile ) ) {
				Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, 100 );
			}
			if ( fs.existsSync( node.pidFile ) ) {
				try {
					process.kill( -node.child.pid, 'SIGKILL' );
				} catch {
					// Gone.
				}
			}
		}
		if ( process.env.DOCENT_KEEP_SITES !== '1' ) {
			fs.rmSync( base, { recursive: true, force: true, maxRetries: 5 } );
		}
	};

	try {
		for ( const node of nodes ) {
			const args = [ `--defaults-file=${ node.cnf }`, ...( user ? [ `--user=${ user.name }` ] : [] ) ];
			if ( node.index === 0 ) {
				args.push( '--wsrep-new-cluster' );
			}
			node.child = spawn( binary( 'mariadbd' ), args, { stdio: 'ignore', detached: true } );
			await waitReady( node, node.index + 1 );
			log( `galera: node ${ node.index + 1 } is synced (cluster size ${ node.index + 1 }), port ${ node.port }` );
		}
		const statements = databases.map( ( db ) => `CREATE DATABASE \`${ db }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;` );
		if ( statements.length ) {
			sql( nodes[ 0 ].socket, statements.join( ' ' ) );
		}
	} catch ( error ) {
		stop();
		throw error;
	}
	return { nodes: nodes.map( ( n ) => ( { socket: n.socket, port: n.port, log: n.log } ) ), base, stop };
}

/** Waits until the node accepts queries, is Synced and sees the expected cluster size. */
async function waitReady( node, clusterSize ) {
	const until = Date.now() + 90000;
	while ( Date.now() < until ) {
		if ( node.child.exitCode !== null ) {
			break;
		}
		try {
			const out = sql(
				node.socket,
				"SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME IN ('WSREP_LOCAL_STATE_COMMENT','WSREP_CLUSTER_SIZE') ORDER BY VARIABLE_NAME"
			).split( '\n' );
			if ( Number( out[ 0 ] ) === clusterSize && out[ 1 ] === 'Synced' ) {
				return;
			}
		} catch {
			// Not accepting connections yet.
		}
		await sleep( 250 );
	}
	const tail = fs.existsSync( node.log ) ? fs.readFileSync( node.log, 'utf8' ).split( '\n' ).slice( -20 ).join( '\n' ) : '';
	throw new Error( `Galera node ${ node.index + 1 } did not join the cluster:\n${ tail }` );
}
