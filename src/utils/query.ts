/** The cache key of a search: trimmed, single-spaced, lower case (search is case-insensitive). */
export function normalizeQuery( term: string ): string {
	return term.trim().replace( /\s+/g, ' ' ).toLowerCase();
}
