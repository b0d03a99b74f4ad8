/**
 * A small PHP lexer, just enough to find gettext calls: identifiers, string literals (with their
 * values), punctuation, and the comments seen on the way (for "translators:" notes). Text outside
 * <?php … ?> is skipped; anything else it does not understand becomes punctuation.
 */

const PHP_ESCAPES = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"' };

/**
 * @param {string} source The file's text.
 * @return {{ tokens: Array<{ type: string, value: string | null, line: number, pos: number }>, comments: Array<{ text: string, line: number, end: number }> }}
 *         The tokens, and the comments (with the line and offset they end at).
 */
export function lex( source ) {
	const tokens = [];
	const comments = [];
	let i = 0;
	let line = 1;
	let inPhp = false;

	const advance = ( to ) => {
		for ( ; i < to; i++ ) {
			if ( '\n' === source[ i ] ) {
				line++;
			}
		}
	};
	const comment = ( end ) => {
		const start = i;
		advance( end );
		comments.push( { text: source.slice( start, end ), line, end } );
	};

	while ( i < source.length ) {
		if ( ! inPhp ) {
			const open = source.indexOf( '<?', i );
			advance( -1 === open ? source.length : open );
			if ( -1 === open ) {
				break;
			}
			advance( i + ( source.startsWith( '<?php', i ) ? 5 : 2 ) + ( '=' === source[ i + 2 ] ? 1 : 0 ) );
			inPhp = true;
			continue;
		}
		const c = source[ i ];
		const two = source.slice( i, i + 2 );
		if ( '?>' === two ) {
			advance( i + 2 );
			inPhp = false;
		} else if ( '\n' === c || ' ' === c || '\t' === c || '\r' === c ) {
			advance( i + 1 );
		} else if ( '/*' === two ) {
			const end = source.indexOf( '*/', i + 2 );
			comment( -1 === end ? source.length : end + 2 );
		} else if ( '//' === two || ( '#' === c && '[' !== source[ i + 1 ] ) ) {
			const end = source.indexOf( '\n', i );
			comment( -1 === end ? source.length : end );
		} else if ( '\'' === c || '"' === c ) {
			const pos = i;
			const startLine = line;
			const value = phpString( source, i, c );
			advance( value.end );
			tokens.push( { type: 'str', value: value.text, line: startLine, pos } );
		} else if ( /[A-Za-z_$\\]/.test( c ) ) {
			const match = /^[A-Za-z0-9_$\\]+/.exec( source.slice( i, i + 200 ) );
			tokens.push( { type: 'id', value: match[ 0 ], line, pos: i } );
			advance( i + match[ 0 ].length );
		} else {
			const op = [ '->', '::', '=>' ].includes( two ) ? two : c;
			tokens.push( { type: 'punct', value: op, line, pos: i } );
			advance( i + op.length );
		}
	}
	return { tokens, comments };
}

/**
 * A PHP string literal from its opening quote. Double-quoted strings with variables in them
 * have no fixed value (null).
 */
function phpString( source, start, quote ) {
	let text = '';
	let fixed = true;
	let i = start + 1;
	for ( ; i < source.length && source[ i ] !== quote; i++ ) {
		const c = source[ i ];
		if ( '\\' === c ) {
			const next = source[ i + 1 ];
			if ( '\'' === quote ) {
				text += '\\' === next || '\'' === next ? next : '\\' + next;
			} else if ( next in PHP_ESCAPES ) {
				text += PHP_ESCAPES[ next ];
			} else if ( 'x' === next && /^[0-9A-Fa-f]{1,2}/.test( source.slice( i + 2, i + 4 ) ) ) {
				const hex = /^[0-9A-Fa-f]{1,2}/.exec( source.slice( i + 2, i + 4 ) )[ 0 ];
				text += String.fromCharCode( parseInt( hex, 16 ) );
				i += hex.length;
			} else {
				text += '\\' + next;
			}
			i++;
		} else {
			fixed = fixed && ! ( '"' === quote && '$' === c && /[A-Za-z_{]/.test( source[ i + 1 ] ) );
			text += c;
		}
	}
	return { text: fixed ? text : null, end: i + 1 };
}
