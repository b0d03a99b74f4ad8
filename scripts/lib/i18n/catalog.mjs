/**
 * Docent's catalog: the template (languages/docent.pot) extracted from the sources, the
 * translations (languages/docent-{locale}.po) kept in step with it, and what WordPress reads
 * compiled from them: docent-{locale}.mo for PHP and docent-{locale}-{handle}.json (Jed 1.x) for
 * each script handle, read by load_script_textdomain().
 */
import fs from 'node:fs';
import path from 'node:path';
import gettextParser from 'gettext-parser';
import { DOMAIN, extractBlockJson, extractCalls, extractPluginHeader, listFiles } from './extract.mjs';
import { handleSources } from './handles.mjs';

export const LANGUAGES = 'languages';
const CONTEXT_GLUE = '\u0004';
// Long texts stay on one line (lines break only after a \n), easier to read and to diff.
const FOLD = 4000;

/** The files strings are read from, relative to the checkout. */
function sourceFiles( root ) {
	const php = ( name ) => name.endsWith( '.php' );
	const ts = ( name ) => /\.tsx?$/.test( name ) && ! /\.(test|d)\.tsx?$/.test( name );
	return [
		'plugin.php',
		...listFiles( root, 'includes', php ),
		...listFiles( root, 'templates', php ),
		...listFiles( root, 'src', ts ),
		...listFiles( root, 'src/blocks', ( name ) => 'block.json' === name ),
	];
}

const key = ( entry ) => ( entry.msgctxt ? entry.msgctxt + CONTEXT_GLUE : '' ) + entry.msgid;

/**
 * Every translatable string, in the order the files and lines first use it.
 *
 * @return {{ entries: Map<string, object>, problems: string[] }} entries by context + msgid, each
 *         with its references, translator notes and the set of files using it.
 */
export function extract( root ) {
	const entries = new Map();
	const problems = [];
	for ( const file of sourceFiles( root ) ) {
		const source = fs.readFileSync( path.join( root, file ), 'utf8' );
		let found;
		if ( file.endsWith( 'block.json' ) ) {
			found = extractBlockJson( source, file );
		} else {
			const calls = extractCalls( source, file );
			problems.push( ...calls.problems );
			found = 'plugin.php' === file ? [ ...extractPluginHeader( source, file ), ...calls.strings ] : calls.strings;
		}
		for ( const string of found ) {
			const entry = entries.get( key( string ) ) ?? { msgid: string.msgid, msgctxt: string.msgctxt, references: [], notes: [], files: new Set() };
			entry.msgid_plural ??= string.msgid_plural;
			entry.references.push( string.reference );
			if ( string.note && ! entry.notes.includes( string.note ) ) {
				entry.notes.push( string.note );
			}
			entry.files.add( file );
			entries.set( key( string ), entry );
		}
	}
	return { entries, problems };
}

function table( headers, entries, translate ) {
	const translations = { '': { '': { msgid: '', msgstr: [ '' ] } } };
	for ( const entry of entries.values() ) {
		const context = entry.msgctxt ?? '';
		translations[ context ] ??= {};
		translations[ context ][ entry.msgid ] = {
			msgid: entry.msgid,
			...( entry.msgctxt ? { msgctxt: entry.msgctxt } : {} ),
			...( entry.msgid_plural ? { msgid_plural: entry.msgid_plural } : {} ),
			msgstr: translate( entry ),
			comments: { reference: entry.references.join( '\n' ), extracted: entry.notes.join( '\n' ) },
		};
	}
	return { charset: 'utf-8', headers, translations };
}

const POT_HEADERS = {
	'project-id-version': 'Docent',
	'mime-version': '1.0',
	'content-type': 'text/plain; charset=UTF-8',
	'content-transfer-encoding': '8bit',
	'plural-forms': 'nplurals=2; plural=(n != 1);',
	'x-domain': DOMAIN,
};

/** The locales with a languages/docent-{locale}.po. */
export function locales( root ) {
	const dir = path.join( root, LANGUAGES );
	const pattern = new RegExp( `^${ DOMAIN }-([a-z]{2,3}(?:_[A-Z]{2})?)\\.po$` );
	return fs.existsSync( dir ) ? fs.readdirSync( dir ).map( ( name ) => pattern.exec( name )?.[ 1 ] ).filter( Boolean ).sort() : [];
}

function readPo( root, locale ) {
	return gettextParser.po.parse( fs.readFileSync( path.join( root, LANGUAGES, `${ DOMAIN }-${ locale }.po` ) ) );
}

/** A translation's strings when it is complete and not marked fuzzy; otherwise null. */
function translated( po, entry ) {
	const found = po.translations[ entry.msgctxt ?? '' ]?.[ entry.msgid ];
	const fuzzy = /\bfuzzy\b/.test( found?.comments?.flag ?? '' );
	return found && ! fuzzy && found.msgstr.length && found.msgstr.every( ( text ) => '' !== text ) ? found.msgstr : null;
}

/**
 * Writes the template, and rewrites each .po with exactly the template's strings (their
 * translations kept, new ones empty, dropped ones gone).
 *
 * @return {{ total: number, problems: string[], counts: Record<string, number> }} The number of strings, the calls
 *         that could not be read, and the translated strings per locale.
 */
export function update( root ) {
	const { entries, problems } = extract( root );
	fs.mkdirSync( path.join( root, LANGUAGES ), { recursive: true } );
	const empty = ( entry ) => ( entry.msgid_plural ? [ '', '' ] : [ '' ] );
	const pot = gettextParser.po.compile( table( POT_HEADERS, entries, empty ), { foldLength: FOLD } );
	fs.writeFileSync( path.join( root, LANGUAGES, `${ DOMAIN }.pot` ), pot );
	const counts = {};
	for ( const locale of locales( root ) ) {
		const po = readPo( root, locale );
		let done = 0;
		const merged = table( po.headers, entries, ( entry ) => {
			const found = po.translations[ entry.msgctxt ?? '' ]?.[ entry.msgid ];
			done += translated( po, entry ) ? 1 : 0;
			return found?.msgstr ?? empty( entry );
		} );
		fs.writeFileSync( path.join( root, LANGUAGES, `${ DOMAIN }-${ locale }.po` ), gettextParser.po.compile( merged, { foldLength: FOLD } ) );
		counts[ locale ] = done;
	}
	return { total: entries.size, problems, counts };
}

/** The Jed 1.x object WordPress's load_script_textdomain() reads. */
function jed( locale, po, entries ) {
	const messages = { '': { domain: 'messages', lang: locale, 'plural-forms': po.headers[ 'plural-forms' ] ?? 'nplurals=2; plural=(n != 1);' } };
	for ( const entry of entries ) {
		const msgstr = translated( po, entry );
		if ( msgstr ) {
			messages[ key( entry ) ] = msgstr;
		}
	}
	return { domain: 'messages', locale_data: { messages } };
}

/**
 * Compiles every .po into its .mo and one JSON per script handle.
 *
 * @return {string[]} The files written, relative to the checkout.
 */
export function compile( root ) {
	const { entries } = extract( root );
	const handles = handleSources( root );
	const written = [];
	// What an earlier compile wrote for a locale or handle that is gone must not stay behind.
	for ( const name of fs.readdirSync( path.join( root, LANGUAGES ) ) ) {
		if ( name.startsWith( `${ DOMAIN }-` ) && /\.(mo|json)$/.test( name ) ) {
			fs.rmSync( path.join( root, LANGUAGES, name ) );
		}
	}
	const write = ( name, data ) => {
		fs.writeFileSync( path.join( root, LANGUAGES, name ), data );
		written.push( path.posix.join( LANGUAGES, name ) );
	};
	for ( const locale of locales( root ) ) {
		const po = readPo( root, locale );
		const done = [ ...entries.values() ].filter( ( entry ) => translated( po, entry ) );
		write( `${ DOMAIN }-${ locale }.mo`, gettextParser.mo.compile( table( po.headers, new Map( done.map( ( e ) => [ key( e ), e ] ) ), ( e ) => translated( po, e ) ) ) );
		for ( const [ handle, files ] of handles ) {
			const used = done.filter( ( entry ) => [ ...entry.files ].some( ( file ) => files.has( file ) ) );
			if ( ! used.length ) {
				continue;
			}
			write( `${ DOMAIN }-${ locale }-${ handle }.json`, JSON.stringify( jed( locale, po, used ) ) );
		}
	}
	return written;
}
