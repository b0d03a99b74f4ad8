/** The URL when it is http(s) (relative ones resolve against the page), otherwise undefined. */
export function safeUrl( url: string | null | undefined ): string | undefined {
	if ( ! url ) {
		return undefined;
	}
	try {
		const parsed = new URL( url, window.location.href );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
	} catch {
		return undefined;
	}
}
