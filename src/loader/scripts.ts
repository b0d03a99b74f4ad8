import type { BootScript } from '../shared/types';

/**
 * Whether the browser already has what a polyfill script provides. "es": the newest language
 * and DOM features WordPress's core-js build (wp-polyfill) and regenerator-runtime fill in for
 * the scripts the panel runs; "inert": the `inert` attribute.
 */
const HAS: Record< NonNullable< BootScript[ 'polyfill' ] >, () => boolean > = {
	// Array#at, Object.hasOwn, Promise.any, String#replaceAll and structuredClone: structuredClone
	// came last in every engine (Chrome 98, Firefox 94, Safari 15.4), so it stands for all five.
	es: () => 'structuredClone' in window,
	inert: () => 'inert' in HTMLElement.prototype,
};

/**
 * The scripts this page needs: not the ones it already has (WordPress printed them as
 * `#{handle}-js`), and polyfills only where a feature is missing.
 */
export function neededScripts( items: BootScript[] ): BootScript[] {
	return items.filter(
		( item ) => ! ( item.handle && document.getElementById( `${ item.handle }-js` ) ) && ! ( item.polyfill && HAS[ item.polyfill ]() )
	);
}

/**
 * Runs one script: a file, or inline code. `low`: at low priority, for the frame's code, which an
 * idle page runs while the page's own images may still be loading.
 */
export function runScript( item: BootScript, low = false ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		if ( low ) {
			script.setAttribute( 'fetchpriority', 'low' );
		}
		if ( item.src ) {
			script.src = item.src;
			script.onload = () => resolve();
			script.onerror = reject;
		} else {
			// An item without a file has code (Script_Manifest).
			script.text = item.code as string;
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
	hint( 'prefetch', neededScripts( items ) );
}

/** Requests every file the panel needs at once, at high priority, without running any. */
export function preloadScripts( items: BootScript[] ): void {
	hint( 'preload', neededScripts( items ) );
}

/**
 * Runs the panel's scripts in order. Every file is requested at once (preload), then each
 * runs after the one before it, so inline set-up code always finds the library it configures.
 */
export async function loadScripts( items: BootScript[] ): Promise< void > {
	const needed = neededScripts( items );
	hint( 'preload', needed );
	for ( const item of needed ) {
		await runScript( item );
	}
}
