/**
 * A finger opens the panel as it lifts from the bubble, without waiting for the browser to make a
 * click of the touch (which then does not come). A scroll that began on the bubble is not
 * cancelable, and a finger lifted away from it opens nothing; an open panel closes through the
 * click as usual.
 *
 * @param button The bubble.
 * @param isOpen Whether the panel is open.
 * @param open   Opens the panel.
 */
export function openOnTouchEnd( button: HTMLElement, isOpen: () => boolean, open: () => void ): void {
	button.addEventListener( 'touchend', ( event ) => {
		const touch = event.changedTouches[ 0 ];
		const box = button.getBoundingClientRect();
		if (
			! isOpen() &&
			event.cancelable &&
			touch &&
			touch.clientX >= box.left &&
			touch.clientX <= box.right &&
			touch.clientY >= box.top &&
			touch.clientY <= box.bottom
		) {
			event.preventDefault();
			open();
		}
	} );
}
