/**
 * Bodies Docent's public routes refuse on the real stack (php -S serving a SQLite site): too large
 * (413, decided from Content-Length before WordPress reads the body) or not JSON (415).
 */
import { expect, test } from '@playwright/test';

const LIMIT = 65536;

test( 'an oversized body is refused with 413 before WordPress parses it, on both REST URL forms', async ( { request } ) => {
	const big = JSON.stringify( { name: 'Ada', from: 'ada@example.com', message: 'x'.repeat( 2 * 1024 * 1024 ) } );
	for ( const url of [ '/wp-json/docent/v1/messages', '/?rest_route=/docent/v1/messages', '/wp-json/docent/v1/chat', '/wp-json/docent/v1/docs/1/vote' ] ) {
		const response = await request.post( url, { headers: { 'Content-Type': 'application/json' }, data: big } );
		expect( response.status(), url ).toBe( 413 );
		const body = await response.json();
		expect( body.code ).toBe( 'docent_body_too_large' );
		expect( body.message ).toContain( String( LIMIT ) );
	}
} );

test( 'a body just under the limit reaches the route', async ( { request } ) => {
	const data = JSON.stringify( { helpful: true, padding: 'x'.repeat( LIMIT - 100 ) } );
	const response = await request.post( '/wp-json/docent/v1/docs/987654321/vote', { headers: { 'Content-Type': 'application/json' }, data } );
	expect( response.status() ).toBe( 404 );
	expect( ( await response.json() ).code ).toBe( 'rest_post_invalid_id' );
} );

test( 'a JSON body sent as text/plain is a 415 naming Content-Type', async ( { request } ) => {
	const response = await request.post( '/wp-json/docent/v1/messages', {
		headers: { 'Content-Type': 'text/plain' },
		data: JSON.stringify( { name: 'Ada', from: 'ada@example.com', message: 'Hello' } ),
	} );
	expect( response.status() ).toBe( 415 );
	const body = await response.json();
	expect( body.code ).toBe( 'docent_unsupported_media_type' );
	expect( body.data.header ).toBe( 'Content-Type' );
} );
