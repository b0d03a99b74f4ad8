/**
 * Eight REST writers, four per PHP server, create, edit, move, unpublish and delete articles at the
 * same time; then every article is looked up by its unique word on both servers.
 */
import { loadCorpus } from '../../scripts/lib/articles.mjs';
import { pool, rest } from '../../scripts/lib/rest.mjs';

const WRITERS = 8;

/**
 * What happens to article n after it is created, by n mod 10: three edits, a move to another
 * section, an unpublish, a delete, an edit then a delete; the rest stay as created.
 */
const PLAN = [ 'edit', 'edit', 'edit', 'move', 'unpublish', 'delete', 'edit-delete', 'keep', 'keep', 'keep' ];

/**
 * @param {Object}                 site  From startClusterSite().
 * @param {number}                 total Articles to create.
 * @param {(line: string) => void} log
 * @return {Promise<{ docs: Array<{ n: number, id: number, word: string, published: boolean }>, failures: string[], seconds: number, requests: number }>} The final state.
 */
export async function runWriters( site, total, log ) {
	const corpus = loadCorpus();
	const failures = [];
	const call = async ( server, route, options, expect ) => {
		const res = await rest( site.servers[ server ], route, { auth: site.auth, ...options } );
		if ( res.status !== expect ) {
			failures.push( `${ options.method ?? 'GET' } ${ route } on server ${ server + 1 }: ${ res.status } ${ JSON.stringify( res.data ).slice( 0, 200 ) }` );
			return null;
		}
		return res.data;
	};

	// The hierarchy the articles live in: one documentation, four sections.
	const top = await call( 0, '/wp/v2/docs', { method: 'POST', body: { title: 'Cluster handbook', status: 'publish' } }, 201 );
	const sections = [];
	for ( let i = 0; i < 4; i++ ) {
		const section = await call( i % 2, '/wp/v2/docs', { method: 'POST', body: { title: `Cluster section ${ i + 1 }`, status: 'publish', parent: top?.id ?? 0 } }, 201 );
		sections.push( section?.id ?? 0 );
	}

	const docs = [];
	let requests = 0;
	const started = Date.now();
	const lanes = Array.from( { length: WRITERS }, ( _, w ) => w );
	await pool( lanes, WRITERS, async ( writer ) => {
		const server = writer % 2;
		for ( let n = writer; n < total; n += WRITERS ) {
			const article = corpus.article( n );
			const doc = { n, id: 0, word: article.word, published: false };
			docs.push( doc );
			const created = await call( server, '/wp/v2/docs', {
				method: 'POST',
				body: { title: article.title, content: article.content, status: 'publish', parent: sections[ n % 4 ], menu_order: n },
			}, 201 );
			requests++;
			if ( ! created ) {
				continue;
			}
			doc.id = created.id;
			doc.published = true;
			const action = PLAN[ n % PLAN.length ];
			const route = `/wp/v2/docs/${ doc.id }`;
			if ( action === 'edit' || action === 'edit-delete' ) {
				const revised = corpus.article( n, 1 );
				requests++;
				if ( ! await call( server, route, { method: 'POST', body: { title: revised.title, content: revised.content } }, 200 ) ) {
					doc.published = null;
				}
			}
			if ( action === 'move' ) {
				requests++;
				if ( ! await call( server, route, { method: 'POST', body: { parent: sections[ ( n + 1 ) % 4 ] } }, 200 ) ) {
					doc.published = null;
				}
			}
			if ( action === 'unpublish' ) {
				requests++;
				doc.published = await call( server, route, { method: 'POST', body: { status: 'draft' } }, 200 ) ? false : null;
			}
			if ( action === 'delete' || action === 'edit-delete' ) {
				requests++;
				doc.published = await call( server, `${ route }?force=true`, { method: 'DELETE' }, 200 ) ? false : null;
			}
		}
	} );
	const seconds = ( Date.now() - started ) / 1000;
	log( `writers: ${ requests } write requests in ${ seconds.toFixed( 1 ) } s (${ ( requests / seconds ).toFixed( 1 ) }/s), ${ failures.length } failed` );
	return { docs: docs.filter( ( doc ) => doc.id ), failures, seconds, requests };
}

/**
 * Waits (bounded) until the index reports no queued writes, through the administrators' status route.
 *
 * @return {Promise<object|null>} The last status, or null when the route does not exist.
 */
export async function waitForIndex( site, log, timeoutMs = 180000 ) {
	const until = Date.now() + timeoutMs;
	let status = null;
	while ( Date.now() < until ) {
		const res = await rest( site.servers[ 0 ], '/docent/v1/search/status', { auth: site.auth } );
		if ( res.status === 404 ) {
			log( 'index: GET /docent/v1/search/status does not exist on this branch yet' );
			return null;
		}
		status = res.data;
		if ( res.status === 200 && Number( status?.queued ?? 0 ) === 0 ) {
			return status;
		}
		await new Promise( ( r ) => setTimeout( r, 1000 ) );
	}
	log( `index: still ${ status?.queued } queued after ${ timeoutMs / 1000 } s` );
	return status;
}

/**
 * Searches every article's unique word on both servers.
 *
 * @return {Promise<{ found: number, missing: string[], leaked: string[], errors: string[], searches: number, p95: number }>} What was (not) found.
 */
export async function searchEveryDoc( site, docs ) {
	const missing = [];
	const leaked = [];
	const errors = [];
	const times = [];
	let found = 0;
	const jobs = docs.flatMap( ( doc ) => site.servers.map( ( _, server ) => ( { doc, server } ) ) );
	await pool( jobs, 8, async ( { doc, server } ) => {
		const started = Date.now();
		const res = await rest( site.servers[ server ], `/docent/v1/search?q=${ doc.word }&per_page=10` );
		times.push( Date.now() - started );
		if ( res.status !== 200 || ! Array.isArray( res.data ) ) {
			errors.push( `${ doc.word } on server ${ server + 1 }: ${ res.status }` );
			return;
		}
		const hit = res.data.some( ( item ) => item.id === doc.id );
		if ( doc.published && hit ) {
			found++;
		} else if ( doc.published ) {
			missing.push( `#${ doc.id } (${ doc.word }) on server ${ server + 1 }` );
		} else if ( hit ) {
			leaked.push( `#${ doc.id } (${ doc.word }, ${ doc.published === false ? 'unpublished or deleted' : 'unknown state' }) on server ${ server + 1 }` );
		}
	} );
	times.sort( ( a, b ) => a - b );
	return { found, missing, leaked, errors, searches: jobs.length, p95: times[ Math.floor( times.length * 0.95 ) ] ?? 0 };
}
