/**
 * npm start: a real WordPress 6.5.5 (SQLite) with Docent active and demo docs, on PORT (default 8888).
 * npm run reset: the same, from a brand-new site.
 * DOCENT_LOCALE=de_DE npm start: the site in another language (Docent's own texts; WordPress's
 * language packs cannot be downloaded here). The site is reused: without it, back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { portInUse, startServer, stopOnExit } from './lib/server.mjs';
import { ensureSystem } from './lib/system.mjs';
import { WP_HOME_DIR, installSite, prepareSite } from './lib/wordpress.mjs';

const port = Number( process.env.PORT || 8888 );
const dir = path.join( WP_HOME_DIR, 'sites/dev' );

ensureSystem( [ 'php', 'unzip' ] );
if ( process.argv.includes( '--reset' ) ) {
	fs.rmSync( dir, { recursive: true, force: true } );
	console.log( 'Removed the dev site; building a new one.' );
}
if ( await portInUse( port ) ) {
	console.error( `Port ${ port } is busy. Stop what runs there, or choose another: PORT=8899 npm start` );
	process.exit( 1 );
}
ensureBuild();
const url = `http://localhost:${ port }`;
prepareSite( { dir, db: { type: 'sqlite' } } );
const locale = process.env.DOCENT_LOCALE || 'en_US';
const installed = installSite( { dir, url, locale } );
if ( installed ) {
	console.log( installed );
}
const server = await startServer( { dir, port, log: path.join( dir, 'server.log' ) } );
stopOnExit( server.stop );

console.log( `
Docent is running on WordPress 6.5.5 (SQLite), in ${ locale }.

  Site:   ${ url }/
  Admin:  ${ url }/wp-admin/   login: admin / password
  Demo:   ${ url }/help-links/ (widget links)

Press Ctrl-C to stop. \`npm run reset\` starts over with a fresh site.` );

server.child.on( 'exit', ( code ) => {
	console.error( `php -S stopped (code ${ code }).` );
	process.exit( code ?? 1 );
} );
// Keep running until Ctrl-C.
setInterval( () => {}, 2 ** 30 );
