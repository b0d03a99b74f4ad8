/**
 * The panel code: mounts the React app into the shadow root the loader prepared, with the
 * widget's CSS injected there (nothing leaks into the theme, nothing of the theme's gets in).
 */
import { createRoot } from 'react-dom/client';
import type { WidgetHost } from '../shared/types';
import '../store';
import { App } from './App';
import { WIDGET_CSS } from './styles';

function mount( host: WidgetHost ): void {
	const style = document.createElement( 'style' );
	style.textContent = WIDGET_CSS;
	const container = document.createElement( 'div' );
	// Where the loader drew the panel's frame, the React panel lands on it without animating again.
	container.className = host.root.querySelector( '.frame' ) ? 'app framed' : 'app';
	host.root.append( style, container );
	createRoot( container ).render( <App host={ host } /> );
}

window.docentMount?.( mount );
