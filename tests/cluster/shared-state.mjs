/**
 * What the two servers must agree on: public rate limits, stored messages and settings.
 */
import http from 'node:http';
import { sql } from '../../scripts/lib/galera.mjs';
import { rest } from '../../scripts/lib/rest.mjs';

const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/** Fixed windows start at multiples of their length: never start a burst in a window's last seconds. */
async function awayFromWindowEdge( window ) {
	const left = window - ( Math.floor( Date.now() / 1000 ) % window );
	if ( left < 15 ) {
		await sleep( ( left + 1 ) * 1000 );
	}
}

/** Sends `count` requests at once, alternating servers; returns the status codes, counted. */
async function burst( site, count, request ) {
	const results = await Promise.all(
		Array.from( { length: count }, ( _, i ) => {
			const { route, body } = request( i );
			return rest( site.servers[ i % 2 ], route, { method: 'POST', body } );
		} )
	);
	const codes = {};
	for ( const res of results ) {
		codes[ res.status ] = ( codes[ res.status ] ?? 0 ) + 1;
	}
	return codes;
}

const message = ( tag, i ) => ( {
	name: `Cluster sender ${ i }`,
	from: `sender${ i }@example.org`,
	message: `${ tag } message number ${ i } from the cluster test.`,
	token: '',
	attachment: '',
	website: '',
} );

/**
 * Bursts against the three public limits (defaults: 5 messages, 20 questions, 30 votes per 10 minutes).
 *
 * @param {Object}   site
 * @param {number[]} docIds Published articles to vote on (one vote per doc: a voter votes once per doc).
 * @param {string}   label  Where the counters live, for the printed lines.
 */
export async function rateLimits( site, docIds, label ) {
	const checks = [];
	const limits = [
		{ name: 'messages', allowed: 5, sent: 20, ok: 201, request: ( i ) => ( { route: '/docent/v1/messages', body: message( `Burst ${ label }`, i ) } ) },
		{ name: 'chat', allowed: 20, sent: 50, ok: 200, request: ( i ) => ( { route: '/docent/v1/chat', body: { prompt: `How do I install Docent? (${ i })` } } ) },
		{ name: 'votes', allowed: 30, sent: 45, ok: 200, request: ( i ) => ( { route: `/docent/v1/docs/${ docIds[ i ] }/vote`, body: { helpful: i % 3 !== 0 } } ) },
	];
	for ( const limit of limits ) {
		await awayFromWindowEdge( 600 );
		const codes = await burst( site, limit.sent, limit.request );
		const passed = codes[ limit.ok ] ?? 0;
		const refused = codes[ 429 ] ?? 0;
		checks.push( {
			name: `rate limit (${ label }): ${ limit.name } burst of ${ limit.sent } across both servers lets exactly ${ limit.allowed } through`,
			ok: passed === limit.allowed && refused === limit.sent - limit.allowed,
			detail: `${ passed } × ${ limit.ok }, ${ refused } × 429${ Object.keys( codes ).filter( ( c ) => ! [ String( limit.ok ), '429' ].includes( c ) ).map( ( c ) => `, ${ codes[ c ] } × ${ c }` ).join( '' ) }`,
		} );
	}
	return checks;
}

/**
 * Settings saved on one server are what the other serves on its very next request.
 */
export async function settingsAgree( site, rounds = 20 ) {
	let stale = 0;
	let failed = 0;
	for ( let i = 0; i < rounds; i++ ) {
		const title = `Thanks from round ${ i + 1 }`;
		const saved = await rest( site.servers[ i % 2 ], '/docent/v1/settings', { method: 'POST', auth: site.auth, body: { message: { messaging_success_title: title } } } );
		const read = await rest( site.servers[ ( i + 1 ) % 2 ], '/docent/v1/settings', { auth: site.auth } );
		if ( saved.status !== 200 || read.status !== 200 ) {
			failed++;
		} else if ( read.data?.message?.messaging_success_title !== title ) {
			stale++;
		}
	}
	return {
		name: `settings: ${ rounds } saves, each read back at once from the other server`,
		ok: stale === 0 && failed === 0,
		detail: `${ rounds - stale - failed } fresh, ${ stale } stale, ${ failed } failed requests`,
	};
}

/**
 * 100 messages at once, split across the servers: every one stored exactly once (counted on Galera node 3).
 */
export async function messagesAtOnce( site, total = 100 ) {
	const raised = await rest( site.servers[ 0 ], '/docent/v1/settings', { method: 'POST', auth: site.auth, body: { message: { rate_limit: { count: 1000, window: 600 } } } } );
	const tag = `Load${ Date.now() }`;
	const started = Date.now();
	const codes = await burst( site, total, ( i ) => ( { route: '/docent/v1/messages', body: message( tag, i ) } ) );
	const ms = Date.now() - started;
	const rows = sql( site.galera.nodes[ 2 ].socket, `SELECT body FROM docent_cluster.wp_docent_messages WHERE body LIKE '${ tag } message number %'` )
		.split( '\n' )
		.filter( Boolean );
	const seen = new Map();
	for ( const body of rows ) {
		seen.set( body, ( seen.get( body ) ?? 0 ) + 1 );
	}
	const duplicated = [ ...seen.values() ].filter( ( n ) => n > 1 ).length;
	const lost = Array.from( { length: total }, ( _, i ) => `${ tag } message number ${ i } from the cluster test.` ).filter( ( body ) => ! seen.has( body ) ).length;
	return {
		name: `messages: ${ total } sent at once across both servers, all stored once`,
		ok: raised.status === 200 && ( codes[ 201 ] ?? 0 ) === total && seen.size === total && duplicated === 0 && lost === 0,
		detail: `${ codes[ 201 ] ?? 0 } × 201 in ${ ms } ms; ${ rows.length } rows on node 3: ${ seen.size } distinct, ${ lost } lost, ${ duplicated } duplicated`,
	};
}

/** A POST from a given loopback address (each address is another visitor to the servers). */
function postFrom( base, route, body, localAddress ) {
	const url = new URL( `${ base }/wp-json${ route }` );
	const payload = JSON.stringify( body );
	return new Promise( ( resolve ) => {
		const req = http.request(
			{ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, timeout: 60000, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength( payload ) } },
			( res ) => {
				let text = '';
				res.on( 'data', ( chunk ) => ( text += chunk ) );
				res.on( 'end', () => resolve( { status: res.statusCode, text } ) );
			}
		);
		req.on( 'timeout', () => req.destroy( new Error( 'timeout' ) ) );
		req.on( 'error', ( error ) => resolve( { status: 0, text: String( error ) } ) );
		req.end( payload );
	} );
}

/**
 * Many visitors (each from its own loopback address) vote on one doc at the same moment, half on
 * each server: every accepted vote is counted once and none answers 5xx.
 */
export async function votesOnOneDoc( site, docId, voters = 40 ) {
	const results = await Promise.all(
		Array.from( { length: voters }, ( _, i ) => postFrom( site.servers[ i % 2 ], `/docent/v1/docs/${ docId }/vote`, { helpful: true }, `127.0.${ 1 + Math.floor( i / 200 ) }.${ 10 + ( i % 200 ) }` ) )
	);
	const codes = {};
	for ( const res of results ) {
		codes[ res.status ] = ( codes[ res.status ] ?? 0 ) + 1;
	}
	const counted = Number( sql( site.galera.nodes[ 2 ].socket, `SELECT meta_value FROM docent_cluster.wp_postmeta WHERE post_id = ${ Number( docId ) } AND meta_key = '_docent_votes_up'` ) || 0 );
	const accepted = codes[ 200 ] ?? 0;
	const serverErrors = results.filter( ( res ) => res.status >= 500 || res.status === 0 ).length;
	return {
		name: `votes: ${ voters } visitors vote on one doc at once across both servers; each accepted vote counted once`,
		ok: counted === accepted && serverErrors === 0 && accepted > 0,
		detail: `${ Object.entries( codes ).map( ( [ code, n ] ) => `${ n } × ${ code }` ).join( ', ' ) }; ${ counted } counted on node 3`,
	};
}
