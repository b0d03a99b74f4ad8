/**
 * The cluster test's site: a 3-node Galera cluster, one Redis, one WordPress folder, and two
 * `php -S` servers on that folder, each talking to a different Galera node and both to the Redis.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startGalera } from '../../scripts/lib/galera.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { freePort, startServer } from '../../scripts/lib/server.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../../scripts/lib/wordpress.mjs';

const DATABASE = 'docent_cluster';
const OBJECT_CACHE = path.join( ROOT, 'tests/cluster/object-cache.php' );

/** Runs PHP with WordPress loaded on the given Galera node and returns what it prints. */
export function wpEval( site, code, socket = site.galera.nodes[ 0 ].socket ) {
	const script = `require getenv( 'DOCENT_WP_DIR' ) . '/wp-load.php'; ${ code }`;
	return execFileSync( 'php', [ '-r', script ], {
		env: { ...process.env, ...site.env, DOCENT_DB_SOCKET: socket },
		encoding: 'utf8',
		timeout: 120000,
		maxBuffer: 64 * 1024 * 1024,
	} ).trim();
}

/** Switches the shared Redis object cache on or off for both servers (from their next request). */
export function switchObjectCache( site, on ) {
	const link = path.join( site.dir, 'wp-content/object-cache.php' );
	fs.rmSync( link, { force: true } );
	if ( on ) {
		fs.symlinkSync( OBJECT_CACHE, link );
	}
}

/**
 * @param {Array<() => void>}      stops Cleanups, run in reverse order by the caller.
 * @param {(line: string) => void} log
 */
export async function startClusterSite( stops, log ) {
	const galera = await startGalera( { databases: [ DATABASE ], log } );
	stops.push( galera.stop );
	const redis = await startRedis();
	stops.push( redis.stop );
	log( `redis: port ${ redis.port }` );

	const dir = path.join( WP_HOME_DIR, `sites/cluster-${ process.pid }` );
	fs.rmSync( dir, { recursive: true, force: true } );
	if ( process.env.DOCENT_KEEP_SITES !== '1' ) {
		stops.push( () => fs.rmSync( dir, { recursive: true, force: true } ) );
	}
	const env = { DOCENT_WP_DIR: dir, DOCENT_REDIS_PORT: String( redis.port ), DOCENT_SITE_URL: 'http://localhost' };
	prepareSite( { dir, db: { type: 'mysql', name: DATABASE } } );
	const site = { dir, env, galera, redis, servers: [] };
	switchObjectCache( site, true );
	// No mail server on loopback: mail is accepted at the wp_mail() boundary and counted.
	fs.writeFileSync(
		path.join( dir, 'wp-content/mu-plugins/docent-cluster-mail.php' ),
		"<?php\nadd_filter( 'pre_wp_mail', '__return_true' );\n"
	);
	installSite( { dir, url: 'http://localhost', demo: false, env: { ...env, DOCENT_DB_SOCKET: galera.nodes[ 0 ].socket } } );

	// An application password for the admin: REST writers authenticate with Basic auth.
	const password = wpEval(
		site,
		`$u = get_user_by( 'login', 'admin' );
		list( $pass ) = WP_Application_Passwords::create_new_application_password( $u->ID, array( 'name' => 'cluster' ) );
		echo $pass;`
	);
	site.auth = `Basic ${ Buffer.from( `admin:${ password }` ).toString( 'base64' ) }`;

	for ( let i = 0; i < 2; i++ ) {
		const port = await freePort();
		const server = await startServer( {
			dir,
			port,
			workers: 4,
			log: path.join( dir, `server-${ i + 1 }.log` ),
			env: { ...env, DOCENT_DB_SOCKET: galera.nodes[ i ].socket },
		} );
		stops.push( server.stop );
		site.servers.push( server.url );
		log( `wordpress: ${ server.url } on Galera node ${ i + 1 }` );
	}
	return site;
}
