/**
 * Finds Docent's translatable strings: gettext calls with the `docent` domain in PHP and in the
 * TypeScript bundle, the docs blocks' block.json texts, and the plugin header's name and
 * description. Calls with another domain, no domain or a non-literal text are reported, so the
 * audit (`npm run i18n`) shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lex } from './lexer.mjs';

export const DOMAIN = 'docent';

/** Each function's arguments, in order: the text, plural, n (ignored), context, domain. */
const SIGNATURES = {
	__: [ 'msgid', 'domain' ],
	_e: [ 'msgid', 'domain' ],
	esc_html__: [ 'msgid', 'domain' ],
	esc_html_e: [ 'msgid', 'domain' ],
	esc_attr__: [ 'msgid', 'domain' ],
	esc_attr_e: [ 'msgid', 'domain' ],
	_x: [ 'msgid', 'msgctxt', 'domain' ],
	_ex: [ 'msgid', 'msgctxt', 'domain' ],
	esc_html_x: [ 'msgid', 'msgctxt', 'domain' ],
	esc_attr_x: [ 'msgid', 'msgctxt', 'domain' ],
	_n: [ 'msgid', 'msgid_plural', 'n', 'domain' ],
	_nx: [ 'msgid', 'msgid_plural', 'n', 'msgctxt', 'domain' ],
	_n_noop: [ 'msgid', 'msgid_plural', 'domain' ],
	_nx_noop: [ 'msgid', 'msgid_plural', 'msgctxt', 'domain' ],
};

/** What WordPress translates in a block.json, with the context it uses (its i18n schema). */
const BLOCK_FIELDS = { title: 'block title', description: 'block description', keywords: 'block keyword' };

/**
 * The arguments of the call whose "(" is tokens[open]: each a string (literals joined by "." or
 * "+") or null, and the index after the closing ")".
 */
function callArguments( tokens, open, join ) {
	const args = [];
	let current = [];
	let depth = 0;
	let i = open + 1;
	for ( ; i < tokens.length; i++ ) {
		const token = tokens[ i ];
		if ( 'punct' === token.type && '([{'.includes( token.value ) ) {
			depth++;
		} else if ( 'punct' === token.type && ')]}'.includes( token.value ) ) {
			if ( 0 === depth-- ) {
				break;
			}
		} else if ( 0 === depth && 'punct' === token.type && ',' === token.value ) {
			args.push( current );
			current = [];
			continue;
		}
		current.push( token );
	}
	if ( current.length ) {
		args.push( current );
	}
	return { end: i, values: args.map( ( arg ) => literal( arg, join ) ) };
}

function literal( tokens, join ) {
	let text = '';
	for ( const [ i, token ] of tokens.entries() ) {
		const expected = 0 === i % 2 ? 'str' : 'punct';
		if ( token.type !== expected || ( 'punct' === expected && token.value !== join ) || ( 'str' === expected && null === token.value ) ) {
			return null;
		}
		text += 'str' === expected ? token.value : '';
	}
	return 1 === tokens.length % 2 ? text : null;
}

/**
 * The "translators:" comment just before a call (ending at most two lines above it, and after
 * the previous call: a note inside one call's arguments is that call's).
 */
function translatorNote( comments, pos, line, after ) {
	const before = comments.filter( ( c ) => c.end <= pos && c.end > after && c.line >= line - 2 );
	const last = before[ before.length - 1 ];
	const text = last?.text.replace( /^\/\*+|\*+\/$|^\/\/|^#/g, '' ).replace( /^\s*\*\s?/gm, '' ).trim();
	return text && /^translators:/i.test( text ) ? text.replace( /\s*\n\s*/g, ' ' ) : undefined;
}

/**
 * The gettext calls in one file.
 *
 * @param {string} source The file's text.
 * @param {string} file   Its path from the checkout's root (for references).
 * @return {{ strings: object[], problems: string[] }} The strings found, and calls that could not be read.
 */
export function extractCalls( source, file ) {
	const php = file.endsWith( '.php' );
	const { tokens, comments } = lex( source, php ? 'php' : 'js' );
	const strings = [];
	const problems = [];
	let lastCallEnd = -1;
	tokens.forEach( ( token, i ) => {
		const signature = 'id' === token.type && SIGNATURES[ token.value ];
		const previous = tokens[ i - 1 ];
		// A method of that name (PHP's -> and ::, JavaScript's .) or its definition is not gettext.
		const method = [ 'function', '->', '::', '?.' ].includes( previous?.value ) || ( ! php && '.' === previous?.value );
		if ( ! signature || '(' !== tokens[ i + 1 ]?.value || method ) {
			return;
		}
		const { values, end } = callArguments( tokens, i + 1, php ? '.' : '+' );
		const after = lastCallEnd;
		lastCallEnd = tokens[ end ]?.pos ?? Infinity;
		const call = Object.fromEntries( signature.map( ( name, n ) => [ name, values[ n ] ] ) );
		const where = `${ file }:${ token.line }`;
		if ( call.domain !== DOMAIN ) {
			problems.push( `${ where }: ${ token.value }() without the '${ DOMAIN }' domain` );
			return;
		}
		if ( null === call.msgid || undefined === call.msgid || null === call.msgctxt || null === call.msgid_plural ) {
			problems.push( `${ where }: ${ token.value }() whose text is not a literal` );
			return;
		}
		strings.push( {
			msgid: call.msgid,
			msgctxt: call.msgctxt,
			msgid_plural: call.msgid_plural,
			reference: where,
			note: translatorNote( comments, token.pos, token.line, after ),
		} );
	} );
	return { strings, problems };
}

/** A block.json's title, description and keywords, when it names Docent's domain. */
export function extractBlockJson( source, file ) {
	const block = JSON.parse( source );
	if ( DOMAIN !== block.textdomain ) {
		return [];
	}
	return Object.entries( BLOCK_FIELDS ).flatMap( ( [ field, msgctxt ] ) =>
		[].concat( block[ field ] ?? [] ).map( ( msgid ) => ( { msgid, msgctxt, reference: file } ) )
	);
}

/** The plugin header's name and description, which WordPress translates on the Plugins screen. */
export function extractPluginHeader( source, file ) {
	return [ 'Plugin Name', 'Description' ].flatMap( ( field ) => {
		const match = new RegExp( `^[ \\t/*#@]*${ field }:\\s*(.+)$`, 'm' ).exec( source );
		return match ? [ { msgid: match[ 1 ].trim(), reference: file, note: `${ field } of the plugin` } ] : [];
	} );
}

/** Every file under a folder (relative to root) whose name passes the test. */
export function listFiles( root, folder, test ) {
	const dir = path.join( root, folder );
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const file = path.posix.join( folder, entry.name );
		if ( entry.isDirectory() ) {
			return 'test' === entry.name ? [] : listFiles( root, file, test );
		}
		return test( entry.name ) ? [ file ] : [];
	} );
}
