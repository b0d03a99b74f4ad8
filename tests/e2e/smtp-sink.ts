/**
 * A real SMTP sink on loopback (python3-aiosmtpd, tests/php/stubs/smtp_sink.py) for the specs that
 * read the mail the site sends, and the must-use plugin that points the site's PHPMailer at it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SINK = path.resolve( __dirname, '../php/stubs/smtp_sink.py' );

export type Mail = { mail_from: string; rcpt_tos: string[]; data: string };

export function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			server.close( () => resolve( typeof address === 'object' && address ? address.port : 0 ) );
		} );
	} );
}

function startSink( port: number, folder: string ): Promise< ChildProcess > {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( '/usr/bin/python3', [ SINK, String( port ), folder ], { stdio: [ 'ignore', 'pipe', 'inherit' ] } );
		child.once( 'error', reject );
		child.once( 'exit', ( code ) => reject( new Error( `smtp_sink.py exited with ${ code }` ) ) );
		child.stdout?.on( 'data', ( chunk ) => String( chunk ).includes( 'ready' ) && resolve( child ) );
	} );
}

/** The mails the sink received so far. */
export function mails( folder: string ): Mail[] {
	return fs
		.readdirSync( folder )
		.filter( ( name ) => name.endsWith( '.json' ) && ! name.startsWith( '.' ) )
		.map( ( name ) => JSON.parse( fs.readFileSync( path.join( folder, name ), 'utf8' ) ) as Mail );
}

export type Sink = { mailbox: string; stop: () => void };

/**
 * Starts a sink and makes the site at siteDir send all its mail to it until stop().
 *
 * @param siteDir The E2E site's folder.
 */
export async function sendSiteMailToSink( siteDir: string ): Promise< Sink > {
	const port = await freePort();
	const mailbox = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-e2e-mail-' ) );
	const child = await startSink( port, mailbox );
	const restore = pointSiteMailAt( siteDir, port );
	return {
		mailbox,
		stop: () => {
			restore();
			child.kill( 'SIGTERM' );
			fs.rmSync( mailbox, { recursive: true, force: true } );
		},
	};
}

/**
 * Makes the site at siteDir send its mail over SMTP to a loopback port nothing listens on, so
 * every mail really fails, until the returned function is called.
 *
 * @param siteDir The E2E site's folder.
 */
export async function sendSiteMailNowhere( siteDir: string ): Promise< () => void > {
	return pointSiteMailAt( siteDir, await freePort() );
}

/**
 * Points the site's PHPMailer at an SMTP port on loopback; returns what undoes it.
 *
 * @param siteDir The E2E site's folder.
 * @param port    The port.
 */
function pointSiteMailAt( siteDir: string, port: number ): () => void {
	// A file of its own per port: PHP's opcache may keep serving a same-named file it compiled
	// a moment ago (the previous spec's sink, on a port now closed).
	const muPlugin = path.join( siteDir, `wp-content/mu-plugins/docent-e2e-smtp-${ port }.php` );
	fs.writeFileSync(
		muPlugin,
		`<?php
add_action( 'phpmailer_init', static function ( $mailer ) {
	$mailer->isSMTP();
	$mailer->Host        = '127.0.0.1';
	$mailer->Port        = ${ port };
	$mailer->SMTPAuth    = false;
	$mailer->SMTPAutoTLS = false;
} );
`
	);
	return () => fs.rmSync( muPlugin, { force: true } );
}
