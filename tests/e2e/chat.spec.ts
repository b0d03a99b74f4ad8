/**
 * A.I. Chat on the real stack: the Local provider answers from the demo docs (no stand-in).
 * A.I. is off by default, so an administrator switches it on through the settings route for this
 * file and puts it back afterwards.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

const QUESTION = 'How do I change the widget colours?';
const ARTICLE = 'Changing the widget colours';
const FALLBACK = 'Sorry, I am not able to understand you. Please try again.';
const PLACEHOLDER = 'Ask me anything about this website...';
const TYPING_MS = 25;

/** The widget's chat call: the streamed route (or, when it cannot start, the JSON one); not the opening's GET. */
const isChatCall = ( url: URL ) => /\/docent\/v1\/chat(\/stream)?$/.test( url.pathname );

interface ChatReply {
	chat: string;
	post_links: Array< { title: string; permalink: string } >;
}

/** Sets integrate_ai.ai_enabled as an administrator; gives back the value it had. */
async function setAiEnabled( browser: Browser, baseURL: string, enabled: boolean ): Promise< boolean > {
	const context = await browser.newContext( { baseURL } );
	try {
		const page = await context.newPage();
		await logIn( page, 'admin', 'password' );
		const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
		const before = await page.request.get( '/wp-json/docent/v1/settings', { headers } );
		expect( before.status() ).toBe( 200 );
		const previous = Boolean( ( await before.json() ).integrate_ai?.ai_enabled );
		const saved = await page.request.post( '/wp-json/docent/v1/settings', { headers, data: { integrate_ai: { ai_enabled: enabled } } } );
		expect( saved.status() ).toBe( 200 );
		return previous;
	} finally {
		await context.close();
	}
}

class ChatTab {
	readonly input: Locator;
	readonly log: Locator;
	readonly typing: Locator;

	constructor( readonly widget: WidgetPage ) {
		this.input = widget.panel.getByRole( 'textbox', { name: 'Your question' } );
		this.log = widget.panel.getByRole( 'log', { name: 'Conversation' } );
		this.typing = this.log.locator( '.chat-typed' );
	}

	async show(): Promise< void > {
		await this.widget.tab( 'A.I. Chat' ).click();
		await expect( this.input ).toBeVisible();
	}

	/**
	 * Asks, and gives back the server's reply as the browser received it. The browser cannot hand
	 * a test the body of a stream it read itself, so the call goes through the test: the server's
	 * whole answer is passed on at once (as a host that buffers would), `delay` ms later.
	 */
	async ask( question: string, delay = 0 ): Promise< ChatReply > {
		let body: Promise< string > = new Promise( () => {} );
		const page = this.widget.page;
		await page.route(
			isChatCall,
			async ( route ) => {
				const response = await route.fetch();
				expect( response.status() ).toBe( 200 );
				const text = response.text();
				body = text;
				await new Promise( ( resolve ) => setTimeout( resolve, delay ) );
				await route.fulfill( { response, body: await text } );
			},
			{ times: 1 }
		);
		await this.input.fill( question );
		await this.input.press( 'Enter' );
		await expect( this.input ).toHaveValue( '' );
		await expect.poll( async () => Boolean( await Promise.race( [ body, Promise.resolve( '' ) ] ) ) ).toBe( true );
		return readReply( await body );
	}
}

/** The whole reply from a chat response: the stream's `done` event, or a JSON body. */
export function readReply( body: string ): ChatReply {
	const done = body.split( '\n\n' ).find( ( block ) => block.startsWith( 'event: done\n' ) );
	return JSON.parse( done ? done.slice( done.indexOf( 'data: ' ) + 6 ) : body ) as ChatReply;
}

async function axeViolations( page: Page ) {
	const results = await new AxeBuilder( { page: page as never } ).include( '#docent-assistant' ).analyze();
	return results.violations.map( ( v ) => `${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
}

test.describe( 'A.I. Chat', () => {
	let wasEnabled = false;

	test.beforeAll( async ( { browser }, info ) => {
		wasEnabled = await setAiEnabled( browser, info.project.use.baseURL ?? '', true );
	} );

	test.afterAll( async ( { browser }, info ) => {
		await setAiEnabled( browser, info.project.use.baseURL ?? '', wasEnabled );
	} );

	test( 'a question about a demo article: loading, the reply typed out at 25 ms a character, a link to the article', async ( { page } ) => {
		// A reply of several hundred characters takes that many × 25 ms to type out.
		test.setTimeout( 90_000 );
		const [ article ] = await ( await page.request.get( `/wp-json/docent/v1/search?q=${ encodeURIComponent( ARTICLE ) }` ) ).json();
		expect( article.title ).toBe( ARTICLE );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			s.placement.order = [ 'explore', 'integrate_ai', 'message' ];
		} );
		await widget.open();
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( scripts.filter( ( url ) => url.includes( 'tab-chat' ) ) ).toEqual( [] );

		const chat = new ChatTab( widget );
		await chat.show();
		expect( scripts.filter( ( url ) => url.includes( 'tab-chat' ) ) ).toHaveLength( 1 );
		await expect( chat.input ).toHaveAttribute( 'placeholder', PLACEHOLDER );
		await expect( chat.log ).toHaveAttribute( 'aria-live', 'polite' );

		// The answer is real; it is only held back a moment so the loading indicator can be seen.
		const asked = chat.ask( QUESTION, 400 );
		await expect( chat.log.locator( '.is-me' ) ).toHaveText( `You:${ QUESTION }` );
		await expect( chat.log.getByText( 'The assistant is writing a reply…' ) ).toBeAttached();
		const reply = await asked;
		expect( reply.post_links ).toContainEqual( { title: ARTICLE, permalink: article.link } );
		await expect( chat.log.getByText( 'The assistant is writing a reply…' ) ).toHaveCount( 0 );

		// Typing: the drawn copy grows by about one character per 25 ms…
		await expect( chat.typing ).toBeVisible();
		const typedLength = async () => ( ( await chat.typing.textContent() ) ?? '' ).length;
		const first = await typedLength();
		const started = Date.now();
		await page.waitForTimeout( 1000 );
		const grown = ( await typedLength() ) - first;
		const expected = ( Date.now() - started ) / TYPING_MS;
		expect( grown ).toBeGreaterThan( expected * 0.6 );
		expect( grown ).toBeLessThan( expected * 1.4 );
		// …while the whole reply, its links too, is already in the log for assistive technology.
		await expect( chat.log.getByRole( 'link', { name: ARTICLE } ) ).toHaveAttribute( 'href', article.link );
		expect( await axeViolations( page ), 'while typing' ).toEqual( [] );

		await expect( chat.typing ).toHaveCount( 0, { timeout: ( Array.from( reply.chat ).length * TYPING_MS ) + 5000 } );
		const link = chat.log.getByRole( 'link', { name: ARTICLE } );
		await expect( link ).toBeVisible();
		await expect( link ).toHaveAttribute( 'href', article.link );
		// The first line of the reply, drawn as text (a list item without its bullet).
		await expect( chat.log.locator( '.is-bot .chat-text' ) ).toContainText( reply.chat.split( '\n' )[ 0 ].replace( /^• /, '' ) );
		expect( await axeViolations( page ), 'after typing' ).toEqual( [] );
	} );

	test( 'the conversation follows the visitor to another page in the same tab; New conversation clears it', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const widget = new WidgetPage( page );
		const chat = new ChatTab( widget );
		await widget.goto( '/' );
		await widget.open();
		await chat.show();
		const reply = await chat.ask( QUESTION );
		// Reduced motion: the reply is whole at once.
		await expect( chat.typing ).toHaveCount( 0 );
		const link = chat.log.getByRole( 'link', { name: ARTICLE } );
		await expect( link ).toBeVisible();

		// Following the reply's link: another page, the same browser tab.
		await Promise.all( [ page.waitForURL( reply.post_links.find( ( l ) => l.title === ARTICLE )!.permalink ), link.click() ] );
		await expect( widget.host ).toHaveCount( 1 );
		await widget.open();
		await chat.show();
		await expect( chat.log.locator( '.is-me' ) ).toHaveText( `You:${ QUESTION }` );
		await expect( chat.log.getByRole( 'link', { name: ARTICLE } ) ).toBeVisible();
		expect( await page.evaluate( () => JSON.parse( sessionStorage.getItem( 'docent-chat' ) ?? '{}' ).bubbles?.length ) ).toBe( 2 );

		await widget.panel.getByRole( 'button', { name: 'New conversation' } ).click();
		await expect( chat.log.locator( '.chat-msg:not(.chat-greeting)' ) ).toHaveCount( 0 );
		await expect( chat.input ).toBeFocused();
		expect( await page.evaluate( () => sessionStorage.getItem( 'docent-chat' ) ) ).toBeNull();

		await page.reload();
		await widget.open();
		await chat.show();
		await expect( chat.log.locator( '.chat-msg:not(.chat-greeting)' ) ).toHaveCount( 0 );
	} );

	test( 'a failed call shows the fallback text with no links', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		// A network failure at the boundary: the request never reaches the server.
		await page.route( isChatCall, ( route ) => route.abort( 'failed' ) );
		const widget = new WidgetPage( page );
		const chat = new ChatTab( widget );
		await widget.goto( '/' );
		await widget.open();
		await chat.show();
		await chat.input.fill( QUESTION );
		await chat.input.press( 'Enter' );
		await expect( chat.log.locator( '.is-bot' ) ).toHaveText( `Assistant:${ FALLBACK }` );
		await expect( chat.log.getByRole( 'link' ) ).toHaveCount( 0 );
		await expect( chat.input ).toBeEnabled();
	} );
} );
