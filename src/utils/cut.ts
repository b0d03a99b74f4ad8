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
 * The one text helper for every cut (SPEC §9): a text longer than `length` characters is cut
 * and gets an ellipsis; one that fits, even exactly, stays whole with none (an ellipsis on a whole
 * title reads as if words were missing). The cut keeps at most `length` characters and ends at a word
 * boundary where one lies in the second half (a single long word is cut where the limit falls).
 * Counts characters, not UTF-16 units, so emoji never split.
 */
export function cut( text: string | null | undefined, length = 60 ): string {
	const value = text ?? '';
	const chars = Array.from( value );
	if ( chars.length <= length ) {
		return value;
	}
	let end = length;
	if ( ! /\s/.test( chars[ length ] ) ) {
		const space = chars.slice( 0, length ).join( '' ).search( /\s\S*$/ );
		if ( space > length / 2 ) {
			end = Array.from( chars.join( '' ).slice( 0, space ) ).length;
		}
	}
	return chars.slice( 0, end ).join( '' ).trimEnd() + ELLIPSIS;
}
