/**
 * The only Docent code every public page runs: draws the bubble in a shadow root, turns
 * widget links into openers, and runs the panel code when the visitor shows intent.
 * No React and no cookie or storage until then; the only network request before intent is
 * an idle page downloading (not running) the panel code, skipped under Save-Data.
 */
import { colorVars } from '../shared/colors';
import type { BootData, OpenRequest, TabKey, WidgetMount } from '../shared/types';
import { CLOSE_ICON, HELP_ICON } from './icons';
import { loadScripts, prefetchScripts } from './scripts';
import { LOADER_CSS } from './style';
import { enhanceDocsSearch } from './suggest';

const LINK_SELECTOR = 'a[rel~="docent-widget"]';
/** Tabs a widget link may ask for with data-tab. */
const TABS: TabKey[] = [ 'integrate_ai', 'explore', 'message' ];

type Listener = ( open: boolean, request: OpenRequest ) => void;

function readBoot(): BootData | null {
	const node = document.getElementById( 'docent-boot' );
	try {
		return node ? ( JSON.parse( node.textContent || '' ) as BootData ) : null;
	} catch {
		return null;
	}
}

function start( boot: BootData ): void {
	const hostEl = document.createElement( 'div' );
	hostEl.id = 'docent-assistant';
	hostEl.setAttribute( 'style', colorVars( boot.settings.preference.color_settings.preview_colors ) );
	const root = hostEl.attachShadow( { mode: 'open' } );
	const style = document.createElement( 'style' );
	style.textContent = LOADER_CSS;
	const bubble = document.createElement( 'button' );
	bubble.type = 'button';
	bubble.className = 'bubble';
	bubble.setAttribute( 'part', 'bubble' );
	root.append( style, bubble );
	document.body.appendChild( hostEl );

	let open = false;
	let last: OpenRequest = {};
	const listeners = new Set< Listener >();
	let loading: Promise< void > | null = null;

	const draw = () => {
		bubble.innerHTML = open ? CLOSE_ICON : HELP_ICON;
		bubble.setAttribute( 'aria-label', open ? boot.i18n.close : boot.i18n.open );
		bubble.setAttribute( 'aria-expanded', String( open ) );
	};

	const load = () => {
		if ( ! loading ) {
			bubble.setAttribute( 'aria-busy', 'true' );
			loading = new Promise< void >( ( resolve ) => {
				window.docentMount = ( mount: WidgetMount ) => {
					mount( {
						root,
						boot,
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
			loadScripts( boot.scripts )
				.catch( () => {
					loading = null;
				} )
				.finally( () => bubble.removeAttribute( 'aria-busy' ) );
		}
		return loading;
	};

	function setOpen( next: boolean, request: OpenRequest = {} ): void {
		const changed = next !== open;
		open = next;
		last = request;
		draw();
		if ( next ) {
			load();
		} else if ( changed ) {
			bubble.focus();
		}
		listeners.forEach( ( listener ) => listener( open, request ) );
		if ( changed ) {
			window.dispatchEvent( new CustomEvent( next ? 'docent:open' : 'docent:close', { detail: request } ) );
		}
	}

	draw();
	bubble.addEventListener( 'click', () => setOpen( ! open ) );
	// Escape anywhere in the widget closes it; setOpen() returns focus to the bubble.
	root.addEventListener( 'keydown', ( event ) => {
		if ( open && ( event as KeyboardEvent ).key === 'Escape' ) {
			setOpen( false );
		}
	} );
	for ( const intent of [ 'pointerenter', 'focus', 'touchstart' ] ) {
		bubble.addEventListener( intent, load, { once: true, passive: true } );
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
	for ( const intent of [ 'pointerover', 'focusin', 'touchstart' ] ) {
		document.addEventListener( intent, ( event ) => linkFrom( event.target ) && load(), { passive: true } );
	}

	const connection = ( navigator as Navigator & { connection?: { saveData?: boolean } } ).connection;
	// An idle page downloads the panel code (no Save-Data); it runs on the visitor's intent.
	if ( 'requestIdleCallback' in window && ! connection?.saveData ) {
		window.requestIdleCallback( () => loading || prefetchScripts( boot.scripts ), { timeout: 4000 } );
	}

	window.docent = {
		open: ( tab?: TabKey, docId?: number ) => setOpen( true, { tab, docId } ),
		close: () => setOpen( false ),
		toggle: () => setOpen( ! open ),
	};

	enhanceDocsSearch();

	// "#/{id}" is the single-document route: the panel opens and its router shows the article.
	const route = () => /^#\/\d+$/.test( window.location.hash ) && setOpen( true );
	route();
	window.addEventListener( 'hashchange', route );
}

function boot(): void {
	const data = readBoot();
	if ( data ) {
		start( data );
	}
}

if ( document.readyState === 'complete' ) {
	boot();
} else {
	window.addEventListener( 'load', boot, { once: true } );
}
