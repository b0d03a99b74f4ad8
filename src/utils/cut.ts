/** SPEC §9's cut lengths, one name per place a text is cut. */
export const CUT = {
	tabTitle: 10,
	subtitleOne: 20,
	subtitleTwo: 80,
	heading: 32,
	description: 100,
	breadcrumb: 20,
	fileName: 15,
} as const;

export const ELLIPSIS = '...';

/**
 * The one text helper for every cut (SPEC §9): once the text reaches `length` characters it is
 * cut there and gets an ellipsis. Counts characters, not UTF-16 units, so emoji never split.
 */
export function cut( text: string | null | undefined, length = 60 ): string {
	const value = text ?? '';
	const chars = Array.from( value );
	return chars.length >= length ? chars.slice( 0, length ).join( '' ).trimEnd() + ELLIPSIS : value;
}
