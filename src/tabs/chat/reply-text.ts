/**
 * A reply's plain text, read into what ReplyText draws: blocks (separated by blank lines) of
 * lines and "• " list items, and in each line the bare http(s) addresses. Nothing in the text
 * is ever read as markup.
 */
import { safeUrl } from '../../utils/safe-url';

export const BULLET = '• ';

/** A run of lines inside a block: a paragraph (lines kept) or a list. */
export interface Run {
	list: boolean;
	lines: string[];
}

/** A piece of a line: text, or an address to link (`href` is the safe http(s) URL). */
export interface Piece {
	text: string;
	href?: string;
}

/** Blocks of runs: consecutive "• " lines make a list, the other lines a paragraph. */
export function readBlocks( text: string ): Run[][] {
	return text
		.replace( /\r\n?/g, '\n' )
		.split( /\n[ \t]*\n/ )
		.filter( ( block ) => block.trim() !== '' )
		.map( ( block ) => {
			const runs: Run[] = [];
			for ( const line of block.split( '\n' ) ) {
				const list = line.startsWith( BULLET );
				const last = runs[ runs.length - 1 ];
				const content = list ? line.slice( BULLET.length ) : line;
				if ( last && last.list === list ) {
					last.lines.push( content );
				} else {
					runs.push( { list, lines: [ content ] } );
				}
			}
			return runs;
		} );
}

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** The line's text with its bare http(s) addresses as links (trailing punctuation stays text). */
export function linkPieces( line: string ): Piece[] {
	const pieces: Piece[] = [];
	let from = 0;
	for ( const match of line.matchAll( ADDRESS ) ) {
		const address = match[ 0 ].replace( /[.,;:!?)\]}…]+$/u, '' );
		const href = safeUrl( address );
		const at = match.index ?? 0;
		if ( ! href ) {
			continue;
		}
		if ( at > from ) {
			pieces.push( { text: line.slice( from, at ) } );
		}
		pieces.push( { text: address, href } );
		from = at + address.length;
	}
	if ( from < line.length ) {
		pieces.push( { text: line.slice( from ) } );
	}
	return pieces;
}
