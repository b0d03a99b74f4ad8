/**
 * Finds Docent's translatable strings: gettext calls with the `docent` domain in PHP and in the
 * TypeScript bundle, the docs blocks' block.json texts, and the plugin header's name and
 * description. Calls with another domain, no domain or a non-literal text are reported, so the
 * audit (`npm run i18n`) shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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
 * The arguments of the PHP call whose "(" is tokens[open]: each a string (literals joined by ".")
 * or null, and the index of the closing ")".
 */
function callArguments( tokens, open ) {
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
	return { end: i, values: args.map( literal ) };
}

function literal( tokens ) {
	let text = '';
	for ( const [ i, token ] of tokens.entries() ) {
		const expected = 0 === i % 2 ? 'str' : 'punct';
		if ( token.type !== expected || ( 'punct' === expected && '.' !== token.value ) || ( 'str' === expected && null === token.value ) ) {
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

/** Checks one call's arguments: a string found, or a problem. */
function gettextString( call, name, where, note ) {
	if ( call.domain !== DOMAIN ) {
		return { problem: `${ where }: ${ name }() without the '${ DOMAIN }' domain` };
	}
	if ( null === call.msgid || undefined === call.msgid || null === call.msgctxt || null === call.msgid_plural ) {
		return { problem: `${ where }: ${ name }() whose text is not a literal` };
	}
	return { string: { msgid: call.msgid, msgctxt: call.msgctxt, msgid_plural: call.msgid_plural, reference: where, note } };
}

/** A TypeScript expression's fixed text: a literal, or literals joined by "+"; otherwise null. */
function tsLiteral( node ) {
	if ( ts.isStringLiteral( node ) || ts.isNoSubstitutionTemplateLiteral( node ) ) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return tsLiteral( node.expression );
	}
	if ( ts.isBinaryExpression( node ) && ts.SyntaxKind.PlusToken === node.operatorToken.kind ) {
		const left = tsLiteral( node.left );
		const right = tsLiteral( node.right );
		return null === left || null === right ? null : left + right;
	}
	return null;
}

/**
 * TypeScript and TSX, read by TypeScript's own parser (JSX text, regular expressions and
 * templates are what a small lexer gets wrong). A "translators:" note is the last such comment
 * in the two lines before the call, after the previous call.
 */
function extractTypeScript( source, file ) {
	const tree = ts.createSourceFile( file, source, ts.ScriptTarget.Latest, true, file.endsWith( '.tsx' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS );
	const strings = [];
	const problems = [];
	let lastCallEnd = 0;
	const visit = ( node ) => {
		const name = ts.isCallExpression( node ) && ts.isIdentifier( node.expression ) ? node.expression.text : '';
		if ( SIGNATURES[ name ] ) {
			const start = node.getStart( tree );
			const line = tree.getLineAndCharacterOfPosition( start ).line;
			const window = source.slice( Math.max( lastCallEnd, tree.getPositionOfLineAndCharacter( Math.max( 0, line - 2 ), 0 ) ), start );
			const notes = [ ...window.matchAll( /\/\*\s*(translators:[\s\S]*?)\*\/|\/\/\s*(translators:.*)/gi ) ];
			const note = notes.length ? ( notes[ notes.length - 1 ][ 1 ] ?? notes[ notes.length - 1 ][ 2 ] ).replace( /\s+/g, ' ' ).trim() : undefined;
			const values = node.arguments.map( tsLiteral );
			const call = Object.fromEntries( SIGNATURES[ name ].map( ( key, n ) => [ key, values[ n ] ] ) );
			const found = gettextString( call, name, `${ file }:${ line + 1 }`, note );
			if ( found.string ) {
				strings.push( found.string );
			} else {
				problems.push( found.problem );
			}
			lastCallEnd = node.getEnd();
		}
		ts.forEachChild( node, visit );
	};
	visit( tree );
	return { strings, problems };
}

/**
 * The gettext calls in one file.
 *
 * @param {string} source The file's text.
 * @param {string} file   Its path from the checkout's root (for references).
 * @return {{ strings: object[], problems: string[] }} The strings found, and calls that could not be read.
 */
export function extractCalls( source, file ) {
	if ( ! file.endsWith( '.php' ) ) {
		return extractTypeScript( source, file );
	}
	const { tokens, comments } = lex( source );
	const strings = [];
	const problems = [];
	let lastCallEnd = -1;
	tokens.forEach( ( token, i ) => {
		const signature = 'id' === token.type && SIGNATURES[ token.value ];
		const previous = tokens[ i - 1 ];
		// A method of that name (-> and ::) or its definition is not gettext.
		const method = [ 'function', '->', '::', '?->' ].includes( previous?.value );
		if ( ! signature || '(' !== tokens[ i + 1 ]?.value || method ) {
			return;
		}
		const { values, end } = callArguments( tokens, i + 1 );
		const after = lastCallEnd;
		lastCallEnd = tokens[ end ]?.pos ?? Infinity;
		const call = Object.fromEntries( signature.map( ( name, n ) => [ name, values[ n ] ] ) );
		const found = gettextString( call, token.value, `${ file }:${ token.line }`, translatorNote( comments, token.pos, token.line, after ) );
		if ( found.string ) {
			strings.push( found.string );
		} else {
			problems.push( found.problem );
		}
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
