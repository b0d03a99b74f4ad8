import { cut, ELLIPSIS } from './cut';

/**
 * Parsing happens in an inert document (no scripts run, nothing loads), and only text
 * comes out of it: titles and excerpts from the server are never rendered as markup.
 * One such document serves every parse: making a new one per snippet costs a phone more than
 * the rest of a card's render.
 */
let inert: Document | null = null;

function parse( html: string ): HTMLElement {
	inert ||= document.implementation.createHTMLDocument( '' );
	const box = inert.createElement( 'div' );
	box.innerHTML = html;
	return box;
}

/** The plain text of an HTML fragment: entities decoded, tags dropped. */
export function toText( html: string | null | undefined ): string {
	const value = html ?? '';
	return /[<&]/.test( value ) ? parse( value ).textContent ?? '' : value;
}

/** A run of snippet text, highlighted or not. */
export interface Run {
	text: string;
	mark: boolean;
}

/** A search snippet as runs of text: `<mark>` is the only markup that survives. */
export function snippetRuns( html: string | null | undefined ): Run[] {
	const runs: Run[] = [];
	parse( html ?? '' ).childNodes.forEach( ( node ) => {
		const text = node.textContent ?? '';
		if ( text ) {
			runs.push( { text, mark: node.nodeName === 'MARK' } );
		}
	} );
	return runs;
}

/** Cuts runs like `cut()` cuts text, counting every run's characters together. */
export function cutRuns( runs: Run[], length = 60 ): Run[] {
	const total = runs.reduce( ( n, run ) => n + Array.from( run.text ).length, 0 );
	if ( total <= length ) {
		return runs;
	}
	const out: Run[] = [];
	let left = length;
	for ( const run of runs ) {
		const chars = Array.from( run.text );
		if ( chars.length >= left ) {
			// A run that ends exactly at the limit stays whole: more text follows it, hence the ellipsis.
			out.push( { ...run, text: chars.length === left ? run.text : cut( run.text, left ).slice( 0, -ELLIPSIS.length ) } );
			break;
		}
		out.push( run );
		left -= chars.length;
	}
	out.push( { text: ELLIPSIS, mark: false } );
	return out.filter( ( run ) => run.text !== '' );
}
