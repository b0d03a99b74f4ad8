/**
 * The panel code: mounts the React app into the shadow root the loader prepared, with the
 * widget's CSS injected there (nothing leaks into the theme, nothing of the theme's gets in).
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot } from 'react-dom/client';
import type { WidgetHost } from '../shared/types';
import '../store';
import { App } from './App';
import { WIDGET_CSS } from './styles';

/**
 * The boot data a page shares with every visitor leaves WordPress's REST nonce out (it is the
 * user's, and changes every 12 hours): the requests carry the page's own.
 */
function takeThePagesNonce( nonce?: string ): void {
	const middleware = ( apiFetch as unknown as { nonceMiddleware?: { nonce: string } } ).nonceMiddleware;
	if ( nonce && middleware ) {
		middleware.nonce = nonce;
	}
}

function mount( host: WidgetHost ): void {
	takeThePagesNonce( host.boot.nonce );
	const style = document.createElement( 'style' );
	style.textContent = WIDGET_CSS;
	const container = document.createElement( 'div' );
	// Where the loader drew the panel's frame, the React panel lands on it without animating again.
	container.className = host.root.querySelector( '.frame' ) ? 'app framed' : 'app';
	host.root.append( style, container );
	createRoot( container ).render( <App host={ host } /> );
}

window.docentMount?.( mount );
