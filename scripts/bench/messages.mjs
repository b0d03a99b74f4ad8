/**
 * Messaging under load: a throwaway SQLite site behind `php -S` with 4 workers, the rate limit raised,
 * mail sent over SMTP to a loopback sink, then 100 contact messages POSTed at once from node.
 * Reports how many were stored and mailed, the status codes and the latency.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const TOTAL = 100;
const WORKERS = 4;

/** Runs PHP against the site with WordPress loaded and returns what it prints. */
function wpEval( dir, code ) {
	const script = `require getenv( 'DOCENT_WP_DIR' ) . '/wp-load.php'; ${ code }`;
	return execFileSync( 'php', [ '-r', script ], {
		env: { ...process.env, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://localhost' },
		encoding: 'utf8',
	} ).trim();
}

/** Starts the SMTP sink and resolves once it accepts connections. */
function startSink( port, folder ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( '/usr/bin/python3', [ path.join( ROOT, 'tests/php/stubs/smtp_sink.py' ), String( port ), folder ], {
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			detached: true,
		} );
		const stop = () => {
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {
				// Gone.
			}
		};
		child.once( 'error', reject );
		child.once( 'exit', ( code ) => reject( new Error( `smtp_sink.py exited with ${ code }` ) ) );
		child.stdout.on( 'data', ( chunk ) => {
			if ( String( chunk ).includes( 'ready' ) ) {
				resolve( stop );
			}
		} );
	} );
}

function percentile( sorted, p ) {
	return sorted[ Math.min( sorted.length - 1, Math.floor( ( p / 100 ) * sorted.length ) ) ];
}

/**
 * @param {Array<Array<string|number>>} rows Bench rows to add to: [section, measure, value, note].
 */
export async function messages( rows ) {
	ensureSystem( [ 'php', 'unzip', 'smtp' ] );
	const dir = path.join( WP_HOME_DIR, `sites/bench-messages-${ process.pid }` );
	const mail = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-bench-mail-' ) );
	const stops = [];
	try {
		fs.rmSync( dir, { recursive: true, force: true } );
		const port = await freePort();
		const smtpPort = await freePort();
		const url = `http://localhost:${ port }`;
		prepareSite( { dir, db: { type: 'sqlite' } } );
		installSite( { dir, url, demo: false } );

		// Raise the limit for this test only, and send mail over SMTP to the sink.
		wpEval(
			dir,
			`$s = new Docent\\Settings\\Settings();
			$r = $s->update( array( 'message' => array( 'rate_limit' => array( 'count' => 1000, 'window' => 600 ), 'email_address' => 'owner@example.org' ) ) );
			if ( is_wp_error( $r ) ) { fwrite( STDERR, $r->get_error_message() ); exit( 1 ); }`
		);
		fs.writeFileSync(
			path.join( dir, 'wp-content/mu-plugins/docent-bench-smtp.php' ),
			`<?php
add_action( 'phpmailer_init', static function ( $mailer ) {
	$mailer->isSMTP();
	$mailer->Host        = '127.0.0.1';
	$mailer->Port        = ${ smtpPort };
	$mailer->SMTPAuth    = false;
	$mailer->SMTPAutoTLS = false;
	$mailer->Timeout     = 10;
} );
`
		);
		stops.push( await startSink( smtpPort, mail ) );
		const server = await startServer( { dir, port, workers: WORKERS, log: path.join( dir, 'server.log' ) } );
		stops.push( server.stop );

		const started = Date.now();
		const results = await Promise.all(
			Array.from( { length: TOTAL }, async ( _, i ) => {
				const t0 = Date.now();
				try {
					const res = await fetch( `${ url }/wp-json/docent/v1/messages`, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json', Referer: `${ url }/bench-page/` },
						body: JSON.stringify( {
							name: `Bench sender ${ i }`,
							from: `sender${ i }@example.org`,
							message: `Benchmark message number ${ i }.`,
							token: '',
							attachment: '',
							website: '',
						} ),
					} );
					const body = await res.text();
					return { status: res.status, ms: Date.now() - t0, body };
				} catch ( error ) {
					return { status: 0, ms: Date.now() - t0, body: String( error ) };
				}
			} )
		);
		const wall = Date.now() - started;

		const stored = Number(
			wpEval(
				dir,
				`global $wpdb; echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}docent_messages" );`
			)
		);
		const delivered = Number(
			wpEval( dir, `global $wpdb; echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}docent_messages WHERE delivery = 'delivered'" );` )
		);
		// The sink writes each mail as it arrives; give the last ones a moment.
		await new Promise( ( r ) => setTimeout( r, 500 ) );
		const mailed = fs.readdirSync( mail ).filter( ( f ) => f.endsWith( '.json' ) ).length;

		const codes = {};
		for ( const r of results ) {
			codes[ r.status ] = ( codes[ r.status ] ?? 0 ) + 1;
		}
		const fiveXX = results.filter( ( r ) => r.status >= 500 || r.status === 0 ).length;
		const latencies = results.map( ( r ) => r.ms ).sort( ( a, b ) => a - b );
		const failures = results.filter( ( r ) => r.status !== 201 ).slice( 0, 3 );
		// A burst from one address against the default limit: how many get through the rate limiter.
		wpEval(
			dir,
			// Forget the first run's hits (the limiter's counters live in their own table).
			`global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->prefix}docent_rate_limits" );
			( new Docent\\Settings\\Settings() )->update( array( 'message' => array( 'rate_limit' => array( 'count' => 5, 'window' => 600 ) ) ) );`
		);
		const burst = await Promise.all(
			Array.from( { length: 30 }, async ( _, i ) => {
				const res = await fetch( `${ url }/wp-json/docent/v1/messages`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( { name: `Burst ${ i }`, from: `burst${ i }@example.org`, message: 'Burst.' } ),
				} ).catch( () => null );
				return res ? res.status : 0;
			} )
		);
		const burstCodes = {};
		for ( const code of burst ) {
			burstCodes[ code ] = ( burstCodes[ code ] ?? 0 ) + 1;
		}

		const log = path.join( dir, 'debug.log' );
		const phpProblems = fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ).split( '\n' ).filter( Boolean ).length : 0;

		const section = 'messages';
		const where = `SQLite, php -S ×${ WORKERS }, ${ TOTAL } at once`;
		rows.push( [ section, 'stored', `${ stored }/${ TOTAL }`, `${ TOTAL - stored } lost; ${ where }` ] );
		rows.push( [ section, 'status codes', Object.entries( codes ).map( ( [ c, n ] ) => `${ c }×${ n }` ).join( ' ' ), `${ fiveXX } 5xx or network errors` ] );
		rows.push( [ section, 'mailed', `${ mailed }/${ TOTAL }`, `${ delivered } rows marked delivered; SMTP sink on loopback` ] );
		rows.push( [ section, 'latency p50/p95/max', `${ percentile( latencies, 50 ) }/${ percentile( latencies, 95 ) }/${ latencies.at( -1 ) } ms`, `wall ${ wall } ms` ] );
		rows.push( [
			section,
			'burst of 30, limit 5/10 min',
			Object.entries( burstCodes ).map( ( [ c, n ] ) => `${ c }×${ n }` ).join( ' ' ),
			'one address, all at once (database-backed limiter, no object cache)',
		] );
		rows.push( [ section, 'PHP log lines', String( phpProblems ), phpProblems ? log : 'debug.log empty' ] );
		for ( const f of failures ) {
			console.error( `messages bench: HTTP ${ f.status }: ${ f.body.slice( 0, 300 ) }` );
		}
	} finally {
		stops.reverse().forEach( ( stop ) => stop() );
		fs.rmSync( mail, { recursive: true, force: true } );
		if ( process.env.DOCENT_KEEP_SITES !== '1' ) {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	}
}
