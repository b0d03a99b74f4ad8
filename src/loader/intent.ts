/**
 * Signs of intent: pointing at, focusing or touching the bubble or a widget link gets the panel
 * ready (prepare); the first use of a docs search form runs its as-you-type code (build/suggest.js).
 */
import { runScript } from './scripts';
import { widgetLink } from './links';

/**
 * @param button  The bubble.
 * @param prepare Fetches what opening needs, running nothing.
 * @param suggest build/suggest.js's address.
 */
export function watchIntent( button: HTMLElement, prepare: () => void, suggest: string ): void {
	for ( const name of [ 'pointerenter', 'focus', 'touchstart' ] ) {
		button.addEventListener( name, prepare, { once: true, passive: true } );
	}
	let suggesting: Promise< void > | null = null;
	const intent = ( event: Event ) => {
		if ( widgetLink( event.target ) ) {
			prepare();
		} else if ( event.target instanceof Element && event.target.closest( 'form[data-docent-suggest]' ) ) {
			suggesting ||= runScript( { src: suggest } ).catch( () => {
				suggesting = null;
			} );
		}
	};
	for ( const name of [ 'pointerover', 'focusin', 'touchstart', 'input' ] ) {
		document.addEventListener( name, intent, { passive: true } );
	}
}
