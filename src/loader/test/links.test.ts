/**
 * Widget links open the panel with their request; other clicks keep their usual behaviour.
 */
import type { OpenRequest } from '../../shared/types';
import { openFromLinks, widgetLink } from '../links';

const requests: OpenRequest[] = [];

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

beforeAll( () => openFromLinks( ( request ) => requests.push( request ) ) );
beforeEach( () => {
	requests.length = 0;
	document.body.innerHTML = `<a id="plain" href="/docs/">Docs</a>
		<a id="link" rel="docent-widget" href="/docs/"><span id="inner">Help</span></a>
		<a id="article" rel="noopener docent-widget" data-id="12" data-tab="message" href="/docs/x/">Article</a>
		<a id="tab" rel="docent-widget" data-tab="message" href="/docs/">Write to us</a>
		<a id="odd" rel="docent-widget" data-tab="settings" data-id="x" href="/docs/">Odd</a>`;
} );

describe( 'widget links', () => {
	it( 'open the panel, with data-tab and data-id as the request (an article shows in Explore)', () => {
		expect( click( byId( 'inner' ) ) ).toBe( true );
		expect( click( byId( 'article' ) ) ).toBe( true );
		expect( click( byId( 'tab' ) ) ).toBe( true );
		expect( click( byId( 'odd' ) ) ).toBe( true );
		expect( requests ).toEqual( [ { tab: undefined }, { tab: 'message', docId: 12 }, { tab: 'message' }, { tab: undefined } ] );
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
