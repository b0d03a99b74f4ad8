/**
 * build/frame.js: the panel frame's code and CSS, kept out of the loader so that a page nobody
 * interacts with never pays for it. The loader runs it when the page is idle (or on the first
 * sign of intent) and calls `window.docentFrame` with the panel's state until the React panel
 * mounts: the frame is drawn, hidden, at once, shown while the panel is open, and drawn again
 * when an open request asks for another tab.
 */
import type { TabKey } from '../shared/types';
import { drawFrame } from './frame';

let frame: HTMLElement | null = null;
let frameTab: TabKey | null = null;

window.docentFrame = ( root, boot, open, request ) => {
	const wanted = request.docId ? 'explore' : request.tab ?? null;
	if ( ! frame?.isConnected || ( open && wanted !== frameTab ) ) {
		frame?.remove();
		frame = drawFrame( root, boot, wanted );
		frameTab = wanted;
	}
	frame?.toggleAttribute( 'hidden', ! open );
};
