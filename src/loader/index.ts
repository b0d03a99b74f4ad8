/**
 * The only Docent code every public page runs: draws the bubble in a shadow root, turns
 * widget links into openers, and runs the panel code when the visitor shows intent.
 * No React and no cookie or storage until then; the only network requests before intent are
 * the rest of the boot data (GET /docent/v1/boot, cacheable) and the frame's small code, then an
 * idle page downloading (not running) the panel code, all skipped under Save-Data. Nothing runs
 * before the page has loaded and painted its content.
 */
import type { BootData, OpenRequest, PageBoot, TabKey, WidgetMount } from '../shared/types';
import { CLOSE_ICON, HELP_ICON } from './icons';
import { loadScripts, prefetchScripts, preloadScripts, runScript } from './scripts';
import { LOADER_CSS } from './style';

const LINK_SELECTOR = 'a[rel~="docent-widget"]';
const SEARCH_SELECTOR = 'form[data-docent-suggest]';
/** Tabs a widget link may ask for with data-tab. */
const TABS: TabKey[] = [ 'integrate_ai', 'explore', 'message' ];
const noop = () => {};

type Listener = ( open: boolean, request: OpenRequest ) => void;

function readBoot(): PageBoot | null {
	const node = document.getElementById( 'docent-boot' );
	try {
		return node ? ( JSON.parse( node.textContent || '' ) as PageBoot ) : null;
	} catch {
		return null;
	}
}

function start( page: PageBoot ): void {
	const hostEl = document.createElement( 'div' );
	hostEl.id = 'docent-assistant';
	const doc = hostEl.ownerDocument;
	hostEl.setAttribute( 'style', page.style );
	const root = hostEl.attachShadow( { mode: 'open' } );
	const style = document.createElement( 'style' );
	style.textContent = LOADER_CSS;
	const bubble = document.createElement( 'button' );
	bubble.type = 'button';
	bubble.className = 'bubble';
	bubble.setAttribute( 'part', 'bubble' );
	root.append( style, bubble );
	// The bubble appears once a tap on it can show the frame at once (its code and data are in),
	// after 3 s at the latest, or when a request opens the panel first.
	let shown = false;
	const show = () => {
		if ( ! shown ) {
			shown = true;
			document.body.appendChild( hostEl );
		}
	};

	let open = false;
	let last: OpenRequest = {};
	const listeners = new Set< Listener >();
	let loading: Promise< void > | null = null;
	// The panel's frame, shown from the tap until the React panel takes its place.
	let frame: HTMLElement | null = null;
	let mounted = false;

	const draw = () => {
		bubble.innerHTML = open ? CLOSE_ICON : HELP_ICON;
		bubble.setAttribute( 'aria-label', open ? page.i18n.close : page.i18n.open );
		bubble.setAttribute( 'aria-expanded', String( open ) );
	};

	// The rest of the boot data (settings, script list, texts), fetched once; again after a failure.
	// From its static file where the page names one, else (or when the file is missing) the REST route.
	let boot: BootData | null = null;
	let fetching: Promise< BootData > | null = null;
	const json = ( url?: string ) => ( url ? fetch( url ).then( ( r ) => ( r.ok ? r.json() : Promise.reject() ) ) : Promise.reject() );
	const data = () =>
		( fetching ||= json( page.file ).catch( () => page.data && json( page.data ) ).then(
			( shared ) => {
				boot = Object.assign( page, shared ) as BootData;
				hostEl.setAttribute( 'style', boot.style );
				return boot;
			},
			( error ) => {
				fetching = null;
				throw error;
			}
		) );

	// Intent (hover, focus, touch): fetch the frame's code and the panel's files, run nothing yet.
	let prepared = false;
	const prepare = () => {
		loadFrame();
		data().then( ( { scripts } ) => {
			if ( ! prepared && ! loading ) {
				prepared = true;
				preloadScripts( scripts );
			}
		}, noop );
	};

	// Opening: the panel's code runs after the frame's first paint, never in the way of the tap.
	const load = () => {
		loadFrame();
		if ( ! loading ) {
			bubble.setAttribute( 'aria-busy', 'true' );
			loading = new Promise< void >( ( resolve ) => {
				window.docentMount = ( mount: WidgetMount ) => {
					mounted = true;
					mount( {
						root,
						boot: boot as BootData,
						isOpen: () => open,
						setOpen,
						subscribe: ( listener ) => {
							listeners.add( listener );
							listener( open, last );
							return () => listeners.delete( listener );
						},
					} );
					resolve();
				};
			} );
			new Promise( ( painted ) => requestAnimationFrame( () => setTimeout( painted, 0 ) ) )
				.then( data )
				.then( ( { scripts } ) => loadScripts( scripts ) )
				.catch( () => {
					loading = null;
				} )
				.finally( () => bubble.removeAttribute( 'aria-busy' ) );
		}
		return loading;
	};

	// The frame is drawn, hidden, as soon as its code has run (at idle, or on intent), so that the
	// tap only has to show it; again when a request asks for another tab. Only until React mounts.
	let frameTab: TabKey | null = null;
	function showFrame(): void {
		if ( mounted || ! window.docentFrame || ! boot ) {
			return;
		}
		const wanted = last.docId ? 'explore' : last.tab ?? null;
		if ( ! frame?.isConnected || ( open && wanted !== frameTab ) ) {
			frame?.remove();
			frame = window.docentFrame( root, boot, wanted );
			frameTab = wanted;
		}
		frame?.toggleAttribute( 'hidden', ! open );
	}
	let frameCode: Promise< void > | null = null;
	const loadFrame = () =>
		( frameCode ||= Promise.all( [ runScript( page.frame, true ), data() ] ).then( showFrame, () => {
			frameCode = null;
		} ) );

	function setOpen( next: boolean, request: OpenRequest = {} ): void {
		show();
		const changed = next !== open;
		open = next;
		last = request;
		draw();
		showFrame();
		if ( next ) {
			load();
		} else if ( changed ) {
			bubble.focus();
			// The panel may render once more after closing (Back, then Escape at once) and place
			// focus inside it: the bubble takes focus back.
			const reclaim = () => {
				if ( ! open && root.activeElement !== bubble && doc.activeElement === hostEl ) {
					bubble.focus();
				}
			};
			requestAnimationFrame( reclaim );
			setTimeout( reclaim, 200 );
		}
		listeners.forEach( ( listener ) => listener( open, request ) );
		if ( changed ) {
			window.dispatchEvent( new CustomEvent( next ? 'docent:open' : 'docent:close', { detail: request } ) );
		}
	}

	draw();
	bubble.addEventListener( 'click', () => setOpen( ! open ) );
	// A finger opens the panel as it lifts, without waiting for the browser to make a click of the
	// touch (which then does not come). A scroll that began on the bubble is not cancelable, and a
	// finger lifted away from it opens nothing.
	bubble.addEventListener( 'touchend', ( event ) => {
		const touch = event.changedTouches[ 0 ];
		const box = bubble.getBoundingClientRect();
		if (
			! open &&
			event.cancelable &&
			touch &&
			touch.clientX >= box.left &&
			touch.clientX <= box.right &&
			touch.clientY >= box.top &&
			touch.clientY <= box.bottom
		) {
			event.preventDefault();
			setOpen( true );
		}
	} );
	// Escape closes the open panel while focus is in the widget, or has fallen to the page's body
	// (an element the panel removed while re-rendering); setOpen() returns focus to the bubble.
	document.addEventListener( 'keydown', ( event ) => {
		const inside = event.composedPath().includes( hostEl );
		const focused = doc.activeElement;
		const fallen = focused === null || focused === doc.body;
		if ( open && event.key === 'Escape' && ( inside || fallen ) ) {
			setOpen( false );
		}
	} );
	for ( const intent of [ 'pointerenter', 'focus', 'touchstart' ] ) {
		bubble.addEventListener( intent, prepare, { once: true, passive: true } );
	}

	const linkFrom = ( target: EventTarget | null ) =>
		target instanceof Element ? target.closest< HTMLAnchorElement >( LINK_SELECTOR ) : null;
	document.addEventListener( 'click', ( event ) => {
		const link = linkFrom( event.target );
		// Modified and middle clicks keep their new-tab behaviour.
		if ( ! link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ) {
			return;
		}
		event.preventDefault();
		const id = Number( link.dataset.id );
		const tab = TABS.find( ( key ) => key === link.dataset.tab );
		setOpen( true, id > 0 ? { tab, docId: id } : { tab } );
	} );
	// A docs search form's as-you-type code (build/suggest.js) runs the first time one is used.
	let suggest: Promise< void > | null = null;
	const intent = ( event: Event ) => {
		if ( linkFrom( event.target ) ) {
			prepare();
		} else if ( event.target instanceof Element && event.target.closest( SEARCH_SELECTOR ) ) {
			suggest ||= runScript( page.suggest ).catch( () => {
				suggest = null;
			} );
		}
	};
	for ( const name of [ 'pointerover', 'focusin', 'touchstart', 'input' ] ) {
		document.addEventListener( name, intent, { passive: true } );
	}

	const connection = ( navigator as Navigator & { connection?: { saveData?: boolean } } ).connection;
	// The frame's two small needs, its code and the rest of the boot data, are asked for at once
	// (the page has loaded and painted: they compete with nothing), and the bubble shows when they
	// are in, so that no tap finds it without its frame. An idle page then downloads the panel code; it runs on the
	// visitor's intent. None of it under Save-Data.
	if ( connection?.saveData ) {
		show();
	} else {
		loadFrame().then( show );
		setTimeout( show, 3000 );
	}
	if ( 'requestIdleCallback' in window && ! connection?.saveData ) {
		window.requestIdleCallback(
			() => {
				data().then( ( { scripts } ) => ! loading && prefetchScripts( scripts ), noop );
			},
			{ timeout: 4000 }
		);
	}

	const api: DocentApi = {
		open: ( tab?: TabKey, docId?: number ) => setOpen( true, { tab, docId } ),
		close: () => setOpen( false ),
		toggle: () => setOpen( ! open ),
	};
	window.docent = api;

	// "#/{id}" is the single-document route: the panel opens and its router shows the article.
	const route = () => /^#\/\d+$/.test( window.location.hash ) && setOpen( true );
	route();
	window.addEventListener( 'hashchange', route );
	early.forEach( ( call ) => call( api ) );
}

type DocentApi = NonNullable< Window[ 'docent' ] >;
/**
 * Calls a theme makes before the loader starts (from its own load or DOMContentLoaded handler)
 * are kept and carried out, in order, when it starts.
 */
const early: Array< ( api: DocentApi ) => void > = [];
window.docent = {
	open: ( tab?: TabKey, docId?: number ) => early.push( ( api ) => api.open( tab, docId ) ),
	close: () => early.push( ( api ) => api.close() ),
	toggle: () => early.push( ( api ) => api.toggle() ),
};

function boot(): void {
	const data = readBoot();
	if ( data ) {
		start( data );
	} else {
		// No widget on this page after all (its data is missing or broken): no API either.
		delete window.docent;
	}
}

/**
 * Starts once the page has loaded and painted its content (first contentful paint, then one
 * more frame), so the bubble's work never stands between a visitor and the page's own first
 * paint; a page that reports no paint (a browser without paint timing) gets the bubble 3 s
 * after loading.
 */
function afterLoadAndPaint(): void {
	let started = false;
	const go = () => {
		if ( ! started ) {
			started = true;
			requestAnimationFrame( () => setTimeout( boot, 0 ) );
		}
	};
	const painted = () => performance.getEntriesByName( 'first-contentful-paint' ).length > 0;
	if ( painted() ) {
		go();
		return;
	}
	try {
		new PerformanceObserver( () => painted() && go() ).observe( { type: 'paint' } );
	} catch {
		// No paint timing here: the timer below starts the loader.
	}
	setTimeout( go, 3000 );
}

if ( document.readyState === 'complete' ) {
	afterLoadAndPaint();
} else {
	window.addEventListener( 'load', afterLoadAndPaint, { once: true } );
}
