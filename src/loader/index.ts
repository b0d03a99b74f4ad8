/**
 * The only Docent code every public page runs: draws the bubble in a shadow root, turns
 * widget links into openers, and runs the panel code when the visitor shows intent.
 * No React and no cookie or storage until then; the only network requests before intent are
 * the rest of the boot data (GET /docent/v1/boot, cacheable) and the frame's small code, then an
 * idle page downloading (not running) the panel code, all skipped under Save-Data. Nothing runs
 * before the page has loaded and painted its content.
 *
 * This file owns the open state and puts the parts together; each behaviour has its own file.
 */
import type { BootData, OpenRequest, PageBoot, WidgetHost } from '../shared/types';
import { afterLoadAndPaint } from './after-paint';
import { queueEarlyCalls, startApi, take, takeCalls } from './api';
import { boot, bootData, readBoot } from './boot-data';
import { button, createBubble, drawBubble, host, refocusBubble, root, showBubble } from './bubble';
import { frameLoader } from './frame-loader';
import { openOnDeepLink } from './hash';
import { watchIntent } from './intent';
import { closeOnEscape } from './keyboard';
import { openFromLinks } from './links';
import { loadPanel, preparePanel, showWhenReady } from './panel-code';
import { openOnTouchEnd } from './touch';

type Listener = ( open: boolean, request: OpenRequest ) => void;

function start( page: PageBoot ): void {
	createBubble( page );
	let open = false;
	let last: OpenRequest = {};
	let mounted = false;
	const listeners = new Set< Listener >();
	const isOpen = () => open;
	const data = bootData( page, host );
	// The frame is drawn for the panel's state once its code and the boot data are in, and left
	// alone once the React panel has mounted.
	const drawFrame = () => {
		if ( ! mounted && boot ) {
			window.docentFrame?.( root, boot, open, last );
		}
	};
	const frame = frameLoader( page.frame, data, drawFrame );
	const prepare = () => preparePanel( data, frame );

	// What the panel is given as it mounts.
	const mount = (): WidgetHost => {
		mounted = true;
		return {
			root,
			boot: boot as BootData,
			isOpen,
			setOpen,
			subscribe: ( listener ) => {
				listeners.add( listener );
				listener( open, last );
				return () => listeners.delete( listener );
			},
			calls: takeCalls,
		};
	};

	function setOpen( next: boolean, request: OpenRequest = {} ): void {
		showBubble();
		const changed = next !== open;
		open = next;
		last = request;
		drawBubble( open );
		drawFrame();
		if ( next ) {
			loadPanel( data, frame, mount );
		} else if ( changed ) {
			refocusBubble( isOpen );
		}
		// The panel code tells the page (window.docent.on(), docent:open and docent:close events).
		listeners.forEach( ( listener ) => listener( open, request ) );
	}

	drawBubble( open );
	button.addEventListener( 'click', () => setOpen( ! open ) );
	openOnTouchEnd( button, isOpen, () => setOpen( true ) );
	closeOnEscape( host, isOpen, () => setOpen( false ) );
	// A marked link's article is the API's, so that a link the panel cannot show is followed.
	openFromLinks( ( request ) => setOpen( true, request ), ( href ) => take( [ 'article', href, true ] ) );
	watchIntent( button, prepare, page.suggest );

	showWhenReady( frame, data );

	openOnDeepLink( () => setOpen( true ) );
	startApi( () => setOpen( true ) );
}

queueEarlyCalls();
afterLoadAndPaint( () => {
	const page = readBoot();
	if ( page ) {
		start( page );
	} else {
		// No widget on this page after all (its data is missing or broken): no API either.
		delete window.docent;
	}
} );
