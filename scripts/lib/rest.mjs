/**
 * Small HTTP helpers for scripts that drive a site through its REST API: one bounded call, and a pool.
 */

/**
 * One REST call with a bounded time; resolves with status, parsed body and headers.
 *
 * @param {string}                                                              base    Server URL.
 * @param {string}                                                              route   Path after /wp-json, with its query string.
 * @param {{ method?: string, body?: object, auth?: string, timeout?: number }} options
 */
export async function rest( base, route, { method = 'GET', body, auth, timeout = 60000 } = {} ) {
	const headers = { Accept: 'application/json', Referer: `${ base }/cluster-test/` };
	if ( body ) {
		headers[ 'Content-Type' ] = 'application/json';
	}
	if ( auth ) {
		headers.Authorization = auth;
	}
	try {
		const res = await fetch( `${ base }/wp-json${ route }`, {
			method,
			headers,
			body: body ? JSON.stringify( body ) : undefined,
			signal: AbortSignal.timeout( timeout ),
		} );
		const text = await res.text();
		let data = null;
		try {
			data = JSON.parse( text );
		} catch {
			data = text;
		}
		return { status: res.status, data, headers: res.headers };
	} catch ( error ) {
		return { status: 0, data: String( error ), headers: new Headers() };
	}
}

/** Runs async jobs with at most `limit` at a time. */
export async function pool( items, limit, job ) {
	const results = new Array( items.length );
	let next = 0;
	await Promise.all(
		Array.from( { length: Math.min( limit, items.length ) }, async ( _, lane ) => {
			while ( next < items.length ) {
				const i = next++;
				results[ i ] = await job( items[ i ], i, lane );
			}
		} )
	);
	return results;
}
