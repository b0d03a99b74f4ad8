/**
 * Widget links open the panel with their request; other clicks keep their usual behaviour.
 */
import type { OpenRequest } from '../../shared/types';
import { openFromLinks, widgetLink } from '../links';

const requests: OpenRequest[] = [];
const articles: string[] = [];

/** Clicks, reports whether the click was taken over, then stops jsdom from navigating. */
function click( el: Element, init: MouseEventInit = {} ) {
	const event = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0, ...init } );
	let defaultPrevented = false;
	window.addEventListener(
		'click',
		( e ) => {
			defaultPrevented = e.defaultPrevented;
			e.preventDefault();
		},
		{ once: true }
	);
	el.dispatchEvent( event );
	return defaultPrevented;
}

const byId = ( id: string ) => document.getElementById( id ) as Element;

beforeAll( () =>
	openFromLinks(
		( request ) => requests.push( request ),
		( href ) => articles.push( href )
	)
);
beforeEach( () => {
	requests.length = 0;
	articles.length = 0;
	document.body.innerHTML = `<a id="plain" href="/docs/">Docs</a>
		<a id="link" rel="docent-widget" href="/docs/"><span id="inner">Help</span></a>
		<a id="article" rel="noopener docent-widget" data-id="12" data-tab="message" href="/docs/x/">Article</a>
		<a id="tab" rel="docent-widget" data-tab="message" href="/docs/">Write to us</a>
		<a id="odd" rel="docent-widget" data-tab="settings" data-id="x" href="/docs/">Odd</a>
		<a id="marked" data-docent href="/docs/start/install/">Install</a>
		<a id="classed" class="more docent-link" rel="docent-widget" href="https://example.org/?p=7"><b id="bold">Seven</b></a>
		<a id="marked-id" data-docent data-id="9" href="/docs/nine/">Nine</a>`;
} );

describe( 'widget links', () => {
	it( 'open the panel, with data-tab and data-id as the request (an article shows in Explore)', () => {
		expect( click( byId( 'inner' ) ) ).toBe( true );
		expect( click( byId( 'article' ) ) ).toBe( true );
		expect( click( byId( 'tab' ) ) ).toBe( true );
		expect( click( byId( 'odd' ) ) ).toBe( true );
		expect( requests ).toEqual( [ { tab: undefined }, { tab: 'message', docId: 12 }, { tab: 'message' }, { tab: undefined } ] );
	} );

	it( 'marked with data-docent or the docent-link class, open the article at their address (data-id first)', () => {
		expect( click( byId( 'marked' ) ) ).toBe( true );
		expect( click( byId( 'bold' ) ) ).toBe( true );
		expect( click( byId( 'marked-id' ) ) ).toBe( true );
		expect( articles ).toEqual( [ `${ window.location.origin }/docs/start/install/`, 'https://example.org/?p=7' ] );
		expect( requests ).toEqual( [ { tab: undefined, docId: 9 } ] );
		expect( click( byId( 'marked' ), { metaKey: true } ) ).toBe( false );
		expect( articles ).toHaveLength( 2 );
	} );

	it( 'leave Ctrl/Cmd/Shift/Alt and middle clicks alone, and ordinary links too', () => {
		const link = byId( 'link' );
		expect( click( link, { ctrlKey: true } ) ).toBe( false );
		expect( click( link, { metaKey: true } ) ).toBe( false );
		expect( click( link, { shiftKey: true } ) ).toBe( false );
		expect( click( link, { altKey: true } ) ).toBe( false );
		expect( click( link, { button: 1 } ) ).toBe( false );
		expect( click( byId( 'plain' ) ) ).toBe( false );
		expect( requests ).toEqual( [] );
	} );

	it( 'are found from anything inside them, and only they', () => {
		expect( widgetLink( byId( 'inner' ) ) ).toBe( byId( 'link' ) );
		expect( widgetLink( byId( 'plain' ) ) ).toBeNull();
		expect( widgetLink( window ) ).toBeNull();
	} );
} );
