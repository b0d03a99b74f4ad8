/**
 * The loader put together, in jsdom: the bubble, open/close state, Escape, widget links, the JS
 * API. Each part is also tested alone beside this file; real browsers, lazy loading and the
 * panel are covered by tests/e2e/widget.spec.ts.
 */
import { settingsFixture, freshRegistry } from '../../test/fixtures';
import type { OpenRequest, WidgetHost } from '../../shared/types';
import { store } from '../../store';
import { connectApi } from '../../widget/api/connect';

/** Starts the loader on a painted page; the frame's code has not arrived yet. */
async function bootLoader( hash = '', beforeStart = () => {} ) {
	vi.resetModules();
	document.body.innerHTML = `<a id="plain" href="/docs/">Docs</a>
		<a id="link" rel="docent-widget" href="/docs/">Help</a>
		<a id="article" rel="noopener docent-widget" data-id="12" href="/docs/x/">Article</a>
		<script id="docent-boot" type="application/json">${ JSON.stringify( {
		// A logged-in user's page: everything inline, nothing to fetch (the visitors' route is in tests/e2e).
		style: '--docent-bubbleBg:rgba(30,58,138,1);--docent-sendBtnFont:rgba(255,255,255,1);',
		settings: settingsFixture(),
		scripts: [],
		frame: 'https://example.org/build/frame.js',
		suggest: 'https://example.org/build/suggest.js',
		user: { id: 0, can_upload: false },
		i18n: { open: 'Open help', close: 'Close help', search: 'Search', ask: 'Ask me anything about this website...' },
	} ) }</script>`;
	window.location.hash = hash;
	// The page has painted its content: the loader starts one frame later.
	vi.spyOn( performance, 'getEntriesByName' ).mockImplementation( ( name ) =>
		name === 'first-contentful-paint' ? [ { name } as PerformanceEntry ] : []
	);
	await import( '../index' );
	beforeStart();
	await new Promise( ( resolve ) => requestAnimationFrame( () => setTimeout( resolve, 0 ) ) );
}

async function startLoader( hash = '' ) {
	await bootLoader( hash );
	// jsdom runs no script files: the frame's code "arrives" here, and the bubble shows.
	frameScript()?.dispatchEvent( new Event( 'load' ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	const host = document.getElementById( 'docent-assistant' ) as HTMLElement;
	const bubble = host.shadowRoot?.querySelector( 'button' ) as HTMLButtonElement;
	return { host, bubble };
}

const frameScript = () => document.querySelector< HTMLScriptElement >( 'script[src$="/frame.js"]' );

/** Plays the panel code: takes the host the loader offers once it starts loading. */
function panel(): WidgetHost {
	let captured: WidgetHost | undefined;
	window.docentMount?.( ( host ) => ( captured = host ) );
	if ( ! captured ) {
		throw new Error( 'the loader offered no host' );
	}
	return captured;
}

/** Plays the panel code with its real window.docent side (the router left out: no call here needs it). */
function panelWithApi(): WidgetHost {
	const host = panel();
	const registry = freshRegistry();
	connectApi( {
		host,
		actions: registry.dispatch( store ),
		navigate: () => {},
		subscribe: registry.subscribe,
		read: () => ( { pending: 0, bubbles: [], sent: false } ),
	} );
	return host;
}

/** Clicks, reports whether the loader took the click over, then stops jsdom from navigating. */
function click( el: Element, init: MouseEventInit = {} ) {
	const event = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0, ...init } );
	let defaultPrevented = false;
	const last = ( e: Event ) => {
		defaultPrevented = e.defaultPrevented;
		e.preventDefault();
	};
	window.addEventListener( 'click', last, { once: true } );
	el.dispatchEvent( event );
	return { defaultPrevented };
}

afterEach( () => {
	document.getElementById( 'docent-assistant' )?.remove();
	frameScript()?.remove();
	window.location.hash = '';
	delete window.docent;
	delete window.docentMount;
} );

describe( 'the loader', () => {
	it( 'appends #docent-assistant with the bubble in a shadow root, colours as custom properties', async () => {
		const { host, bubble } = await startLoader();
		expect( host.parentElement ).toBe( document.body );
		expect( bubble.getAttribute( 'aria-label' ) ).toBe( 'Open help' );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( host.style.getPropertyValue( '--docent-bubbleBg' ) ).toBe( 'rgba(30,58,138,1)' );
		expect( host.style.getPropertyValue( '--docent-sendBtnFont' ) ).toBe( 'rgba(255,255,255,1)' );
	} );

	it( 'toggles open and closed from the bubble, renaming it', async () => {
		const { bubble } = await startLoader();
		click( bubble );
		expect( bubble.getAttribute( 'aria-label' ) ).toBe( 'Close help' );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		click( bubble );
		expect( bubble.getAttribute( 'aria-label' ) ).toBe( 'Open help' );
	} );

	it( 'closes on Escape from inside the widget and returns focus to the bubble', async () => {
		const { host, bubble } = await startLoader();
		click( bubble );
		const inside = document.createElement( 'button' );
		host.shadowRoot?.append( inside );
		inside.focus();
		inside.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true, composed: true } ) );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( host.shadowRoot?.activeElement ).toBe( bubble );
	} );

	it( 'opens from a widget link, and with data-id asks for that article', async () => {
		const { bubble } = await startLoader();
		const seen: OpenRequest[] = [];
		click( document.getElementById( 'link' ) as Element );
		panel().subscribe( ( open, request ) => open && seen.push( request ) );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const event = click( document.getElementById( 'article' ) as Element );
		expect( event.defaultPrevented ).toBe( true );
		expect( seen.at( -1 ) ).toEqual( { docId: 12 } );
	} );

	it( 'leaves Ctrl/Cmd/Shift and middle clicks on widget links alone, and ordinary links too', async () => {
		const { bubble } = await startLoader();
		const link = document.getElementById( 'link' ) as Element;
		expect( click( link, { ctrlKey: true } ).defaultPrevented ).toBe( false );
		expect( click( link, { metaKey: true } ).defaultPrevented ).toBe( false );
		expect( click( link, { shiftKey: true } ).defaultPrevented ).toBe( false );
		expect( click( link, { button: 1 } ).defaultPrevented ).toBe( false );
		expect( click( document.getElementById( 'plain' ) as Element ).defaultPrevented ).toBe( false );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'handles widget links added after it started', async () => {
		const { bubble } = await startLoader();
		const late = document.createElement( 'a' );
		late.rel = 'docent-widget';
		late.href = '/late/';
		late.innerHTML = '<span>Late</span>';
		document.body.append( late );
		expect( click( late.firstElementChild as Element ).defaultPrevented ).toBe( true );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	} );

	it( 'offers window.docent.open(tab, docId), close() and toggle(), with open/close events', async () => {
		const { bubble } = await startLoader();
		const events: string[] = [];
		const onOpen = ( e: Event ) => events.push( `open:${ JSON.stringify( ( e as CustomEvent ).detail ) }` );
		const onClose = () => events.push( 'close' );
		window.addEventListener( 'docent:open', onOpen );
		window.addEventListener( 'docent:close', onClose );
		window.docent?.open( 'message', 3 );
		// The panel opens at once; its code carries the calls out as it mounts.
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		window.docent?.close();
		window.docent?.toggle();
		panelWithApi();
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		window.removeEventListener( 'docent:open', onOpen );
		window.removeEventListener( 'docent:close', onClose );
		expect( events ).toEqual( [ 'open:{"tab":"message","docId":3}', 'close', 'open:{}' ] );
	} );

	it( 'keeps window.docent calls made before it starts, and carries them out in order when it starts', async () => {
		const events: string[] = [];
		const onOpen = ( e: Event ) => events.push( `open:${ JSON.stringify( ( e as CustomEvent ).detail ) }` );
		window.addEventListener( 'docent:open', onOpen );
		await bootLoader( '', () => {
			window.docent?.open( 'message' );
			window.docent?.toggle();
			window.docent?.open( 'explore', 12 );
			// Nothing happens before the page has painted.
			expect( events ).toEqual( [] );
			expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
		} );
		panelWithApi();
		window.removeEventListener( 'docent:open', onOpen );
		const bubble = document.getElementById( 'docent-assistant' )?.shadowRoot?.querySelector( 'button' );
		expect( bubble?.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( events ).toEqual( [ 'open:{"tab":"message"}', 'open:{"tab":"explore","docId":12}' ] );
	} );

	it( 'takes window.docent away when the page has no widget data after all', async () => {
		vi.resetModules();
		document.body.innerHTML = '<script id="docent-boot" type="application/json">{broken</script>';
		vi.spyOn( performance, 'getEntriesByName' ).mockImplementation( ( name ) =>
			name === 'first-contentful-paint' ? [ { name } as PerformanceEntry ] : []
		);
		await import( '../index' );
		window.docent?.open();
		await new Promise( ( resolve ) => requestAnimationFrame( () => setTimeout( resolve, 0 ) ) );
		expect( window.docent ).toBeUndefined();
		expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
	} );

	it( 'opens on a "#/{id}" deep link, not on a page anchor', async () => {
		const { bubble } = await startLoader( '#/12' );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		document.getElementById( 'docent-assistant' )?.remove();
		const again = await startLoader( '#comments' );
		expect( again.bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'opens as a finger lifts from the bubble (no click needed), not after a scroll or off the bubble', async () => {
		const { bubble } = await startLoader();
		// jsdom lays nothing out: the bubble's box is the point (0, 0).
		const lift = ( x: number, cancelable = true ) => {
			const event = new Event( 'touchend', { bubbles: true, cancelable } );
			Object.defineProperty( event, 'changedTouches', { value: [ { clientX: x, clientY: 0 } ] } );
			bubble.dispatchEvent( event );
			return event;
		};
		expect( lift( 0, false ).defaultPrevented ).toBe( false );
		expect( lift( 40 ).defaultPrevented ).toBe( false );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		// The browser makes no click of a touch whose touchend was prevented.
		expect( lift( 0 ).defaultPrevented ).toBe( true );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		// Open, a tap closes through its click as before.
		expect( lift( 0 ).defaultPrevented ).toBe( false );
		click( bubble );
		expect( bubble.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'runs the docs search code only once a docs search form is used, and only once', async () => {
		await startLoader();
		const suggestScripts = () => [ ...document.querySelectorAll( 'script[src]' ) ].filter( ( el ) => el.getAttribute( 'src' )?.includes( 'suggest.js' ) );
		document.body.insertAdjacentHTML( 'beforeend', '<form data-docent-suggest="/wp-json/docent/v1/search"><input id="q" type="search"></form>' );
		document.getElementById( 'plain' )?.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		expect( suggestScripts() ).toHaveLength( 0 );
		const input = document.getElementById( 'q' ) as HTMLInputElement;
		input.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		// Loaders the tests before this one started still listen on the document: one script each.
		const added = suggestScripts().length;
		expect( added ).toBeGreaterThan( 0 );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		expect( suggestScripts() ).toHaveLength( added );
		expect( new Set( suggestScripts().map( ( el ) => el.getAttribute( 'src' ) ) ) ).toEqual( new Set( [ 'https://example.org/build/suggest.js' ] ) );
		suggestScripts().forEach( ( el ) => el.remove() );
	} );

	it( 'shows the bubble once a tap on it can show the frame: when the frame’s code is in', async () => {
		await bootLoader();
		expect( frameScript() ).not.toBeNull();
		expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
		frameScript()?.dispatchEvent( new Event( 'load' ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( document.getElementById( 'docent-assistant' )?.shadowRoot?.querySelector( 'button' ) ).not.toBeNull();
	} );

	it( 'shows the bubble after 3 s when the frame’s code never comes (a blocked or stalled request)', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'requestAnimationFrame' ] } );
		try {
			let booted = false;
			bootLoader().then( () => ( booted = true ) );
			while ( ! booted ) {
				await vi.advanceTimersByTimeAsync( 10 );
			}
			expect( frameScript() ).not.toBeNull();
			await vi.advanceTimersByTimeAsync( 2800 );
			expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
			await vi.advanceTimersByTimeAsync( 300 );
			const bubble = document.getElementById( 'docent-assistant' )?.shadowRoot?.querySelector( 'button' );
			expect( bubble?.getAttribute( 'aria-label' ) ).toBe( 'Open help' );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'shows the widget at once, open, when a link or window.docent.open() comes before the frame’s code', async () => {
		await bootLoader();
		expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
		window.docent?.open( 'explore' );
		const bubble = document.getElementById( 'docent-assistant' )?.shadowRoot?.querySelector( 'button' );
		expect( bubble?.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	} );

	it( 'waits for the page to paint its content before drawing anything', async () => {
		vi.resetModules();
		document.body.innerHTML = `<script id="docent-boot" type="application/json">${ JSON.stringify( {
			style: '',
			settings: settingsFixture(),
			scripts: [],
			user: { id: 0, can_upload: false },
			i18n: { open: 'Open help', close: 'Close help', search: 'Search', ask: 'Ask' },
		} ) }</script>`;
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'requestAnimationFrame' ] } );
		try {
			await import( '../index' );
			await vi.advanceTimersByTimeAsync( 2900 );
			expect( document.getElementById( 'docent-assistant' ) ).toBeNull();
			// No paint reported (jsdom has no paint timing): the bubble comes 3 s after loading.
			await vi.advanceTimersByTimeAsync( 200 );
			expect( document.getElementById( 'docent-assistant' ) ).not.toBeNull();
		} finally {
			vi.useRealTimers();
		}
	} );
} );
