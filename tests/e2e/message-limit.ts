/**
 * A contact-message limit of a spec's own. The public message route counts every attempt per
 * address in fixed windows, and every spec sends from the same address: the window is part of
 * the counter's key, so a spec that sets a window no other spec uses counts only its own
 * messages, whatever ran before it in the same ten minutes.
 */
import { expect, type Browser } from '@playwright/test';
import { logIn, restNonce } from './admin-page';

/**
 * Sets `message.rate_limit` to `count` per `window` seconds as the administrator; the returned
 * function puts back what was there.
 *
 * @param browser The test's browser.
 * @param baseURL The site.
 * @param window  A window no other spec uses (the default is 600).
 * @param count   Messages allowed in it.
 */
export async function ownMessageLimit( browser: Browser, baseURL: string, window: number, count = 10 ): Promise< () => Promise< void > > {
	const context = await browser.newContext( { baseURL } );
	await logIn( await context.newPage(), 'admin', 'password' );
	const headers = { 'X-WP-Nonce': await restNonce( context.request ) };
	const save = ( limit: unknown ) => context.request.post( '/wp-json/docent/v1/settings', { headers, data: { message: { rate_limit: limit } } } );
	const before = ( await ( await context.request.get( '/wp-json/docent/v1/settings', { headers } ) ).json() ).message.rate_limit;
	expect( ( await save( { count, window } ) ).status() ).toBe( 200 );
	return async () => {
		expect( ( await save( before ) ).status() ).toBe( 200 );
		await context.close();
	};
}
