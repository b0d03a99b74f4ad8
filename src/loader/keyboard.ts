/**
 * Escape closes the open panel while focus is in the widget, or has fallen to the page's body
 * (an element the panel removed while re-rendering).
 *
 * @param host   The widget's host element.
 * @param isOpen Whether the panel is open.
 * @param close  Closes the panel (and returns focus to the bubble).
 */
export function closeOnEscape( host: HTMLElement, isOpen: () => boolean, close: () => void ): void {
	document.addEventListener( 'keydown', ( event ) => {
		const inside = event.composedPath().includes( host );
		const focused = host.ownerDocument.activeElement;
		const fallen = focused === null || focused === document.body;
		if ( isOpen() && event.key === 'Escape' && ( inside || fallen ) ) {
			close();
		}
	} );
}
