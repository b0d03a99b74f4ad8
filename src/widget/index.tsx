/**
 * The panel code: mounts the React app into the shadow root the loader prepared.
 */
import { createRoot } from 'react-dom/client';
import type { WidgetHost } from '../shared/types';
import { App } from './App';

function mount( host: WidgetHost ): void {
	const container = document.createElement( 'div' );
	container.className = 'docent-app';
	host.root.appendChild( container );
	createRoot( container ).render( <App host={ host } /> );
}

window.docentMount?.( mount );
