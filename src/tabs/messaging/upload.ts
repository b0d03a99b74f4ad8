/**
 * What a visitor may attach (the server's rule, checked first in the browser so a wrong file is
 * refused before it travels): one image (PNG, JPEG, GIF, WebP) or PDF of at most 5 MB, its type
 * read from its first bytes, not from its name. The server checks again, by content.
 */
import { __, sprintf } from '@wordpress/i18n';

/** The server's limit (File_Type::MAX_BYTES); a host with lower PHP limits refuses with its own. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Types the file chooser offers (a hint for the chooser only: the content decides). */
export const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,.png,.jpg,.jpeg,.gif,.webp,.pdf';

/** Bytes read to recognise a type. */
const HEAD_BYTES = 12;

const ascii = ( head: Uint8Array, from: number, to: number ) => String.fromCharCode( ...head.slice( from, to ) );

/** The type a file's first bytes announce; '' for anything not accepted. */
export function sniffType( head: Uint8Array ): string {
	if ( head[ 0 ] === 0x89 && ascii( head, 1, 8 ) === 'PNG\r\n\x1a\n' ) {
		return 'image/png';
	}
	if ( head[ 0 ] === 0xff && head[ 1 ] === 0xd8 && head[ 2 ] === 0xff ) {
		return 'image/jpeg';
	}
	if ( ascii( head, 0, 6 ) === 'GIF87a' || ascii( head, 0, 6 ) === 'GIF89a' ) {
		return 'image/gif';
	}
	if ( ascii( head, 0, 4 ) === 'RIFF' && ascii( head, 8, 12 ) === 'WEBP' ) {
		return 'image/webp';
	}
	return ascii( head, 0, 5 ) === '%PDF-' ? 'application/pdf' : '';
}

/** "5 MB" for the messages. */
export function sizeLimitText( bytes = MAX_UPLOAD_BYTES ): string {
	// translators: %d: a number of megabytes.
	return sprintf( __( '%d MB', 'docent' ), Math.floor( bytes / ( 1024 * 1024 ) ) );
}

export function tooBigText(): string {
	// translators: %s: the largest file size, such as "5 MB".
	return sprintf( __( 'The file is too big. Files may be at most %s.', 'docent' ), sizeLimitText() );
}

export function wrongTypeText(): string {
	return __( 'This file type cannot be attached. Please choose an image (PNG, JPEG, GIF or WebP) or a PDF.', 'docent' );
}

/** The first bytes of a file (FileReader where Blob#arrayBuffer is missing). */
function readHead( file: Blob ): Promise< Uint8Array > {
	const slice = file.slice( 0, HEAD_BYTES );
	if ( typeof slice.arrayBuffer === 'function' ) {
		return slice.arrayBuffer().then( ( buffer ) => new Uint8Array( buffer ) );
	}
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( new Uint8Array( reader.result as ArrayBuffer ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsArrayBuffer( slice );
	} );
}

/** Why a chosen file cannot be attached, or null when it may be uploaded. */
export async function fileProblem( file: File ): Promise< string | null > {
	if ( file.size > MAX_UPLOAD_BYTES ) {
		return tooBigText();
	}
	if ( file.size === 0 ) {
		return __( 'The file is empty.', 'docent' );
	}
	return sniffType( await readHead( file ) ) ? null : wrongTypeText();
}
