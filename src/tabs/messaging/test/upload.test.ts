import { fileProblem, MAX_UPLOAD_BYTES, sniffType } from '../upload';

const bytes = ( ...values: Array< number | string > ) =>
	new Uint8Array( values.flatMap( ( value ) => ( typeof value === 'string' ? Array.from( value, ( c ) => c.charCodeAt( 0 ) ) : [ value ] ) ) );

describe( 'sniffType', () => {
	it( 'recognises the accepted types by their first bytes', () => {
		expect( sniffType( bytes( 0x89, 'PNG\r\n\x1a\n' ) ) ).toBe( 'image/png' );
		expect( sniffType( bytes( 0xff, 0xd8, 0xff, 0xe0 ) ) ).toBe( 'image/jpeg' );
		expect( sniffType( bytes( 'GIF89a' ) ) ).toBe( 'image/gif' );
		expect( sniffType( bytes( 'GIF87a' ) ) ).toBe( 'image/gif' );
		expect( sniffType( bytes( 'RIFF', 0, 0, 0, 0, 'WEBP' ) ) ).toBe( 'image/webp' );
		expect( sniffType( bytes( '%PDF-1.7' ) ) ).toBe( 'application/pdf' );
	} );

	it( 'refuses everything else, whatever its name', () => {
		expect( sniffType( bytes( '<?php echo 1;' ) ) ).toBe( '' );
		expect( sniffType( bytes( '<svg xmlns=' ) ) ).toBe( '' );
		expect( sniffType( bytes( 'RIFF', 0, 0, 0, 0, 'WAVE' ) ) ).toBe( '' );
		expect( sniffType( bytes( 'PK', 3, 4 ) ) ).toBe( '' );
		expect( sniffType( bytes() ) ).toBe( '' );
	} );
} );

describe( 'fileProblem', () => {
	it( 'names the size limit, an empty file and a wrong type; a good file has none', async () => {
		expect( await fileProblem( new File( [ new Uint8Array( MAX_UPLOAD_BYTES + 1 ) ], 'a.pdf' ) ) ).toBe( 'The file is too big. Files may be at most 5 MB.' );
		expect( await fileProblem( new File( [], 'a.pdf' ) ) ).toBe( 'The file is empty.' );
		expect( await fileProblem( new File( [ 'hello' ], 'a.pdf', { type: 'application/pdf' } ) ) ).toContain( 'cannot be attached' );
		expect( await fileProblem( new File( [ '%PDF-1.4 rest' ], 'renamed.txt', { type: 'text/plain' } ) ) ).toBeNull();
	} );
} );
