import type { BootScript } from '../shared/types';

function appendScript( item: BootScript ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		if ( item.src ) {
			script.src = item.src;
			script.onload = () => resolve();
			script.onerror = () => reject( new Error( item.src ) );
		} else {
			script.text = item.code || '';
		}
		document.body.appendChild( script );
		if ( ! item.src ) {
			resolve();
		}
	} );
}

function hint( rel: string, items: BootScript[] ): void {
	for ( const item of items ) {
		if ( item.src ) {
			const link = document.createElement( 'link' );
			link.rel = rel;
			link.as = 'script';
			link.href = item.src;
			document.head.appendChild( link );
		}
	}
}

/**
 * Downloads the panel's scripts at low priority without running them: an idle page gets the
 * files ready, and the main thread stays free until the visitor actually asks for the panel.
 */
export function prefetchScripts( items: BootScript[] ): void {
	hint( 'prefetch', items );
}

/**
 * Runs the panel's scripts in order. Every file is requested at once (preload), then each
 * runs after the one before it, so inline set-up code always finds the library it configures.
 */
export async function loadScripts( items: BootScript[] ): Promise< void > {
	hint( 'preload', items );
	for ( const item of items ) {
		await appendScript( item );
	}
}
