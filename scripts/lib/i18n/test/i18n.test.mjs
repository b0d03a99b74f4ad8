// @vitest-environment node
/**
 * The catalog's extractor reads what WordPress's gettext functions mean, and the compiled
 * files are where WordPress looks for them, in the format it reads.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { compile, extract } from '../catalog.mjs';
import { extractCalls } from '../extract.mjs';
import { ROOT } from '../../wordpress.mjs';

describe( 'extractCalls', () => {
	it( 'reads PHP texts, contexts, plurals and translator notes; skips methods and other domains', () => {
		const source = `<?php
// translators: %s: a name.
$a = sprintf( __( 'Hello %s', 'docent' ), $name ) . esc_html__( 'It\\'s "here"', 'docent' );
echo _x( 'Post', 'noun', 'docent' ) . _n( '%d doc', '%d docs', $n, 'docent' );
$b = __( 'Core text' ) . $this->__( 'Method', 'docent' ) . __( "Line\\n" . 'two', 'docent' );
?><p>Don't <?php esc_html_e( 'Inside', 'docent' ); ?></p>`;
		const { strings, problems } = extractCalls( source, 'x.php' );

		expect( strings.map( ( s ) => [ s.msgid, s.msgctxt, s.msgid_plural ] ) ).toEqual( [
			[ 'Hello %s', undefined, undefined ],
			[ 'It\'s "here"', undefined, undefined ],
			[ 'Post', 'noun', undefined ],
			[ '%d doc', undefined, '%d docs' ],
			[ 'Line\ntwo', undefined, undefined ],
			[ 'Inside', undefined, undefined ],
		] );
		expect( strings[ 0 ] ).toMatchObject( { note: 'translators: %s: a name.', reference: 'x.php:3' } );
		expect( strings[ 1 ].note ).toBeUndefined();
		expect( problems ).toEqual( [ "x.php:5: __() without the 'docent' domain" ] );
	} );

	it( 'reads TypeScript and JSX, where an apostrophe in text is not a string', () => {
		const source = `const a = <p>Don't { __( 'Ask', 'docent' ) }</p>;
/* translators: %d: count. */
const b = _n( 'One', 'Many', n, 'docent' ) + i18n.__( 'x', 'docent' ) + __( \`tpl \${ x }\`, 'docent' );`;
		const { strings, problems } = extractCalls( source, 'x.tsx' );

		expect( strings.map( ( s ) => s.msgid ) ).toEqual( [ 'Ask', 'One' ] );
		expect( strings[ 1 ] ).toMatchObject( { msgid_plural: 'Many', note: 'translators: %d: count.' } );
		expect( problems ).toEqual( [ 'x.tsx:3: __() whose text is not a literal' ] );
	} );
} );

describe( 'the compiled translations', () => {
	it( 'give each script handle a Jed file with the strings its code uses', () => {
		compile( ROOT );
		const read = ( name ) => JSON.parse( fs.readFileSync( path.join( ROOT, 'languages', name ), 'utf8' ) );

		const widget = read( 'docent-de_DE-docent-widget.json' );
		expect( widget.domain ).toBe( 'messages' );
		expect( widget.locale_data.messages[ '' ] ).toMatchObject( { domain: 'messages', lang: 'de_DE' } );
		expect( widget.locale_data.messages[ 'Search articles' ] ).toEqual( [ 'Artikel durchsuchen' ] );
		// The chat tab's strings are in its chunk's file, not the panel's.
		expect( widget.locale_data.messages[ 'Talk to a person' ] ).toBeUndefined();
		expect( read( 'docent-ja-docent-tab-chat.json' ).locale_data.messages[ 'Talk to a person' ] ).toEqual( [ '担当者に相談する' ] );
		expect( fs.existsSync( path.join( ROOT, 'languages/docent-de_DE.mo' ) ) ).toBe( true );
	} );

	it( 'hold every string of the sources in the template', () => {
		const { entries, problems } = extract( ROOT );
		const pot = fs.readFileSync( path.join( ROOT, 'languages/docent.pot' ), 'utf8' );

		expect( problems ).toEqual( [] );
		const missing = [ ...entries.values() ].filter( ( entry ) => ! pot.includes( `msgid ${ JSON.stringify( entry.msgid ) }` ) );
		expect( missing.map( ( entry ) => entry.msgid ) ).toEqual( [] );
	} );
} );
