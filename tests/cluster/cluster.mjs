/**
 * npm run test:cluster: Docent as large sites deploy WordPress. A 3-node MariaDB Galera cluster,
 * two PHP servers on one WordPress folder (each on its own Galera node) and one shared Redis object
 * cache, all on loopback. Prints each check with its figures; returns { passed, failed }.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from '../../scripts/lib/galera.mjs';
import { ensureSystem } from '../../scripts/lib/system.mjs';
import { ROOT } from '../../scripts/lib/wordpress.mjs';
import { cacheContract } from './cache-contract.mjs';
import { messagesAtOnce, rateLimits, settingsAgree, votesOnOneDoc } from './shared-state.mjs';
import { rest } from '../../scripts/lib/rest.mjs';
import { startClusterSite, switchObjectCache } from './site.mjs';
import { runWriters, searchEveryDoc, waitForIndex } from './writers.mjs';

const DOCS = Number( process.env.DOCENT_CLUSTER_DOCS || 1000 );
const log = ( line ) => console.log( line );

/** The index checker's answer as JSON, run on the given Galera node (the third: neither server's). */
function indexCheck( site, command, node = 2 ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php/index-compare.php' ), command ], {
		env: { ...process.env, ...site.env, DOCENT_DB_SOCKET: site.galera.nodes[ node ].socket },
		encoding: 'utf8',
		timeout: 300000,
		maxBuffer: 64 * 1024 * 1024,
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/** The first few differences of a compare_with_rebuild() answer, for the log. */
function differences( result ) {
	return Object.entries( result )
		.filter( ( [ key, value ] ) => key !== 'ok' && Array.isArray( value ) && value.length )
		.map( ( [ key, value ] ) => `${ key }: ${ value.length } (${ JSON.stringify( value.slice( 0, 3 ) ).slice( 0, 300 ) })` )
		.join( '; ' );
}

async function indexChecks( site, docs, checks ) {
	const status = await waitForIndex( site, log );
	const published = docs.filter( ( doc ) => doc.published ).length;
	const gone = docs.filter( ( doc ) => doc.published === false ).length;
	const searched = await searchEveryDoc( site, docs );
	checks.push( {
		name: `search: every published article found by its unique word on both servers (${ published } articles)`,
		ok: searched.missing.length === 0 && searched.errors.length === 0 && searched.found === published * 2,
		detail: `${ searched.found } of ${ published * 2 } searches found it; ${ searched.searches } searches, p95 ${ searched.p95 } ms${ searched.missing.length ? `; missing ${ searched.missing.slice( 0, 5 ).join( ', ' ) }` : '' }${ searched.errors.length ? `; errors ${ searched.errors.slice( 0, 3 ).join( ', ' ) }` : '' }`,
	} );
	checks.push( {
		name: `search: no unpublished or deleted article found (${ gone } articles)`,
		ok: searched.leaked.length === 0 && searched.errors.length === 0,
		detail: `${ searched.leaked.length } found${ searched.leaked.length ? `: ${ searched.leaked.slice( 0, 5 ).join( ', ' ) }` : '' }`,
	} );
	if ( status ) {
		log( `index: status ${ JSON.stringify( status ) }` );
	}
	const compared = indexCheck( site, 'compare' );
	if ( ! compared.available ) {
		checks.push( { name: 'index: equals a rebuild, row for row', ok: false, detail: 'Docent\\Search\\Index\\Index_Check is not on this branch' } );
		return;
	}
	const cheap = indexCheck( site, 'status' );
	checks.push( {
		name: 'index: status() on Galera node 3 reports a consistent index',
		ok: cheap.result.ok === true && Number( cheap.result.queued ?? 0 ) === 0,
		detail: `${ JSON.stringify( cheap.result ).slice( 0, 400 ) } in ${ cheap.seconds } s`,
	} );
	checks.push( {
		name: 'index: equals a rebuild, row for row (compare_with_rebuild() on Galera node 3)',
		ok: compared.result.ok === true,
		detail: compared.result.ok ? `identical, checked in ${ compared.seconds } s` : differences( compared.result ),
	} );
}

/**
 * PHP notices, warnings and fatals the servers logged during the run. A deadlock reported by a
 * COMMIT or statement that Docent then ran again is how Galera announces a conflict between nodes:
 * those lines are counted, not failed (the checks above prove nothing was lost to them).
 */
function phpProblems( site ) {
	const file = path.join( site.dir, 'debug.log' );
	const entries = fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ).split( /\n(?=\[\d{2}-\w{3}-\d{4} )/ ).filter( ( entry ) => entry.trim() ) : [];
	const retried = entries.filter( ( entry ) => /WordPress database error Deadlock found when trying to get lock; try restarting transaction/.test( entry ) && /Docent\\Support\\Transaction::run|Transaction->run|Docent\\Search/.test( entry ) );
	const other = entries.filter( ( entry ) => ! retried.includes( entry ) );
	return {
		name: 'php: no notice, warning, fatal error or unexpected database error in the debug log',
		ok: other.length === 0,
		detail: `${ other.length } problems${ other.length ? `: ${ other.slice( -3 ).join( ' | ' ).slice( 0, 600 ) }` : '' }; ${ retried.length } Galera deadlocks in Docent's index transactions, retried`,
	};
}

/** Certification failures and aborted local transactions, summed over the nodes. */
function conflicts( site ) {
	let certification = 0;
	let aborted = 0;
	for ( const node of site.galera.nodes ) {
		const rows = sql( node.socket, "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures', 'wsrep_local_bf_aborts')" );
		for ( const line of rows.split( '\n' ) ) {
			const [ name, value ] = line.split( '\t' );
			if ( name === 'wsrep_local_cert_failures' ) {
				certification += Number( value );
			} else {
				aborted += Number( value );
			}
		}
	}
	return `${ certification } certification failures, ${ aborted } local transactions aborted by replicated writes`;
}

/**
 * @param {Array<() => void>} stops Cleanups; the caller runs them in reverse order, also on Ctrl-C.
 */
export async function cluster( stops ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb', 'galera', 'redis' ] );
	const started = Date.now();
	const site = await startClusterSite( stops, log );
	log( `cluster: up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s` );
	const checks = [ cacheContract( site ) ];

	const written = await runWriters( site, DOCS, log );
	checks.push( {
		name: `writers: 8 concurrent clients (4 per server) wrote ${ DOCS } articles: create, edit, move, unpublish, delete`,
		ok: written.failures.length === 0 && written.docs.length === DOCS,
		detail: `${ written.requests } requests in ${ written.seconds.toFixed( 1 ) } s (${ ( written.requests / written.seconds ).toFixed( 1 ) } writes/s)${ written.failures.length ? `; ${ written.failures.length } failed: ${ written.failures.slice( 0, 3 ).join( ' | ' ) }` : '' }`,
	} );
	await indexChecks( site, written.docs, checks );

	const enabled = await rest( site.servers[ 1 ], '/docent/v1/settings', { method: 'POST', auth: site.auth, body: { integrate_ai: { ai_enabled: true } } } );
	if ( enabled.status !== 200 ) {
		checks.push( { name: 'settings: switch A.I. Chat on', ok: false, detail: `${ enabled.status }` } );
	}
	const published = written.docs.filter( ( doc ) => doc.published ).map( ( doc ) => doc.id );
	checks.push( ...( await rateLimits( site, published.slice( 0, 45 ), 'Redis counters' ) ) );
	checks.push( await settingsAgree( site ) );
	checks.push( await messagesAtOnce( site ) );
	checks.push( await votesOnOneDoc( site, published[ 100 ] ) );

	// The same limits with no object cache: counters in the database, written on two Galera nodes at once.
	switchObjectCache( site, false );
	await rest( site.servers[ 0 ], '/docent/v1/settings', { method: 'POST', auth: site.auth, body: { message: { rate_limit: { count: 5, window: 600 } } } } );
	checks.push( ...( await rateLimits( site, published.slice( 45, 90 ), 'database counters on Galera' ) ) );
	checks.push( phpProblems( site ) );
	log( `galera: ${ conflicts( site ) } (conflicts between nodes, each retried by the losing writer)` );

	console.log( '\nCluster run' );
	for ( const check of checks ) {
		console.log( `  ${ check.ok ? '✓' : '✗' } ${ check.name }\n      ${ check.detail }` );
	}
	const failed = checks.filter( ( check ) => ! check.ok ).length;
	log( `cluster: ${ checks.length - failed } of ${ checks.length } checks passed in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s` );
	return { passed: checks.length - failed, failed };
}
