/**
 * A doc's address as the widget looks it up: its path and query on this site, without the
 * fragment, however the link was written (`https://site/docs/a/`, `/docs/a/#top` and `a/` on a
 * page under /docs/ all give `/docs/a/`). Another site's address (or a non-web one) gives null.
 *
 * @param url An address, absolute or relative to the page.
 */
export function docAddress( url: string ): string | null {
	let parsed: URL;
	try {
		parsed = new URL( url, window.location.href );
	} catch {
		return null;
	}
	return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
}

/** Whether two addresses (docAddress's) are the same doc's: a trailing slash makes no difference. */
export const sameAddress = ( a: string, b: string ) => a.replace( /\/+(?=\?|$)/, '' ) === b.replace( /\/+(?=\?|$)/, '' );
