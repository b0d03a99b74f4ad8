/**
 * Index bench: incremental indexing throughput with 1, 4 and 8 concurrent REST writers on a SQLite
 * site (as `npm start` makes) and on a MariaDB site, each behind `php -S`; then, on the MariaDB site
 * at 10,000 articles, the consistency checker's time and search p95 against core search.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpus } from '../lib/articles.mjs';
import { startMariaDB } from '../lib/mariadb.mjs';
import { pool, rest } from '../lib/rest.mjs';
import { freePort, startServer, stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const DOCS = Number( process.env.DOCENT_BENCH_INDEX_DOCS || 200 );
const WRITERS = [ 1, 4, 8 ];
const LARGE = Number( process.env.DOCENT_BENCH_INDEX_LARGE || 10000 );
const REPS = Number( process.env.DOCENT_BENCH_REPS || 5 );
const WORKERS = 8;

function php( site, script, ...args ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php', script ), ...args ], {
		env: { ...process.env, ...site.env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		timeout: 1800000,
		maxBuffer: 64 * 1024 * 1024,
	} );
	return out.trim().split( '\n' ).pop();
}

async function benchSite( name, db, env, stops ) {
	const dir = path.join( WP_HOME_DIR, `sites/bench-index-${ name }-${ process.pid }` );
	fs.rmSync( dir, { recursive: true, force: true } );
	if ( process.env.DOCENT_KEEP_SITES !== '1' ) {
		stops.push( () => fs.rmSync( dir, { recursive: true, force: true } ) );
	}
	const site = { dir, env: { ...env, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' } };
	prepareSite( { dir, db } );
	installSite( { dir, url: 'http://example.org', demo: false, env: site.env } );
	const script = `require getenv( 'DOCENT_WP_DIR' ) . '/wp-load.php';
		list( $pass ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'bench' ) );
		echo $pass;`;
	const password = execFileSync( 'php', [ '-r', script ], { env: { ...process.env, ...site.env }, encoding: 'utf8' } ).trim();
	site.auth = `Basic ${ Buffer.from( `admin:${ password }` ).toString( 'base64' ) }`;
	const server = await startServer( { dir, port: await freePort(), workers: WORKERS, log: path.join( dir, 'server.log' ), env } );
	stops.push( server.stop );
	site.url = server.url;
	return site;
}

/** Seconds until the index reports no queued writes (0 when the status route does not exist). */
async function drain( site ) {
	const started = Date.now();
	while ( Date.now() - started < 300000 ) {
		const res = await rest( site.url, '/docent/v1/search/status', { auth: site.auth } );
		if ( res.status !== 200 || Number( res.data?.queued ?? 0 ) === 0 ) {
			return ( Date.now() - started ) / 1000;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	return Infinity;
}

const verdictOf = ( compared ) => {
	if ( ! compared.available ) {
		return 'n/a';
	}
	return compared.result.ok ? 'index = rebuild' : 'INDEX DIFFERS';
};

async function throughput( rows, site, label ) {
	const corpus = loadCorpus();
	const parent = await rest( site.url, '/wp/v2/docs', { method: 'POST', auth: site.auth, body: { title: 'Bench handbook', status: 'publish' } } );
	let next = 0;
	for ( const writers of WRITERS ) {
		console.log( `index: ${ label }, ${ writers } concurrent writer(s) posting ${ DOCS } articles…` );
		const numbers = Array.from( { length: DOCS }, () => next++ );
		const times = [];
		const failures = [];
		const started = Date.now();
		await pool( numbers, writers, async ( n ) => {
			const article = corpus.article( n );
			const t0 = Date.now();
			const res = await rest( site.url, '/wp/v2/docs', {
				method: 'POST',
				auth: site.auth,
				body: { title: article.title, content: article.content, status: 'publish', parent: parent.data?.id ?? 0 },
			} );
			times.push( Date.now() - t0 );
			if ( res.status !== 201 ) {
				failures.push( `${ res.status } ${ JSON.stringify( res.data ).slice( 0, 300 ) }` );
			}
		} );
		const written = ( Date.now() - started ) / 1000;
		const drained = await drain( site );
		times.sort( ( a, b ) => a - b );
		const rate = DOCS / ( written + drained );
		rows.push( [
			'index',
			`${ label }: ${ writers } writer${ writers > 1 ? 's' : '' }`,
			`${ rate.toFixed( 1 ) } docs/s`,
			`${ DOCS } POST /wp/v2/docs in ${ written.toFixed( 1 ) } s + ${ drained.toFixed( 1 ) } s until the queue was empty; request p50/p95 ${ times[ Math.floor( DOCS / 2 ) ] }/${ times[ Math.floor( DOCS * 0.95 ) ] } ms${ failures.length ? `; ${ failures.length } FAILED` : '' }`,
		] );
		failures.slice( 0, 3 ).forEach( ( failure ) => console.error( `index: ${ label }, ${ writers } writers: ${ failure }` ) );
	}
	const compared = JSON.parse( php( site, 'index-compare.php', 'compare' ) );
	if ( compared.available && ! compared.result.ok ) {
		console.error( `index: ${ label } differs from a rebuild: ${ JSON.stringify( compared.result ).slice( 0, 1500 ) }` );
	}
	rows.push( [
		'index',
		`${ label }: after ${ next } concurrent writes`,
		verdictOf( compared ),
		compared.available ? `compare_with_rebuild() in ${ compared.seconds } s` : 'Docent\\Search\\Index\\Index_Check not available',
	] );
}

async function large( rows, site ) {
	const label = LARGE.toLocaleString( 'en' );
	console.log( `index: generating ${ label } articles and building the index…` );
	php( site, 'bench-search.php', 'generate', String( LARGE ) );
	php( site, 'bench-search.php', 'build' );
	const status = JSON.parse( php( site, 'index-compare.php', 'status' ) );
	const compared = JSON.parse( php( site, 'index-compare.php', 'compare' ) );
	if ( status.available ) {
		rows.push(
			[ 'index', `${ label }: status() check`, `${ ( status.seconds * 1000 ).toFixed( 0 ) } ms`, `ok: ${ status.result.ok }, ${ status.result.indexed } indexed of ${ status.result.expected }` ],
			[ 'index', `${ label }: compare_with_rebuild()`, `${ compared.seconds } s`, `ok: ${ compared.result.ok }` ]
		);
	} else {
		rows.push( [ 'index', `${ label }: consistency check`, 'n/a', 'Docent\\Search\\Index\\Index_Check not available' ] );
	}
	console.log( `index: timing searches at ${ label } articles…` );
	const measured = JSON.parse( php( site, 'bench-search.php', 'measure', String( REPS ) ) );
	const ratio = measured.core.p95 / Math.max( measured.docent.p95, 0.01 );
	rows.push(
		[ 'index', `${ label }: Docent p50 / p95`, `${ measured.docent.p50 } / ${ measured.docent.p95 } ms`, `${ measured.queries } queries × ${ REPS } runs; ${ measured.docent.p95 <= 30 ? 'target met' : 'TARGET MISSED' } (p95 ≤ 30 ms)` ],
		[ 'index', `${ label }: core p50 / p95`, `${ measured.core.p50 } / ${ measured.core.p95 } ms`, '/wp/v2/docs?search=' ],
		[ 'index', `${ label }: core ÷ Docent (p95)`, `${ ratio.toFixed( 1 ) }×`, `${ ratio >= 10 ? 'target met' : 'TARGET MISSED' } (≥ 10×)` ]
	);
}

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function indexBench( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
	const stops = [];
	const stopAll = () => stops.splice( 0 ).reverse().forEach( ( stop ) => stop() );
	stopOnExit( stopAll );
	try {
		rows.push( [ 'index', 'servers', `php -S ×${ WORKERS }`, 'one site per database, REST writers authenticated with an application password' ] );
		const sqlite = await benchSite( 'sqlite', { type: 'sqlite' }, {}, stops );
		await throughput( rows, sqlite, 'SQLite' );
		const db = await startMariaDB( [ 'docent_bench_index' ] );
		stops.push( db.stop );
		const maria = await benchSite( 'mariadb', { type: 'mysql', name: 'docent_bench_index' }, { DOCENT_DB_SOCKET: db.socket }, stops );
		await throughput( rows, maria, 'MariaDB' );
		if ( LARGE > 0 ) {
			await large( rows, maria );
		}
	} finally {
		stopAll();
	}
}
