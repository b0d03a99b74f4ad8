/**
 * A finger lifted from the closed bubble opens the panel without waiting for a click.
 */
import { openOnTouchEnd } from '../touch';

/** Lifts a finger at (x, 0); jsdom lays nothing out, so the bubble's box is the point (0, 0). */
function lift( button: HTMLElement, x: number, cancelable = true ) {
	const event = new Event( 'touchend', { bubbles: true, cancelable } );
	Object.defineProperty( event, 'changedTouches', { value: [ { clientX: x, clientY: 0 } ] } );
	button.dispatchEvent( event );
	return event;
}

describe( 'openOnTouchEnd', () => {
	it( 'opens as the finger lifts on the bubble, and keeps the browser from making a click of it', () => {
		const button = document.createElement( 'button' );
		const open = vi.fn();
		openOnTouchEnd( button, () => false, open );
		expect( lift( button, 0 ).defaultPrevented ).toBe( true );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'opens nothing after a scroll, off the bubble, or while the panel is open (its click closes it)', () => {
		const button = document.createElement( 'button' );
		let isOpen = false;
		const open = vi.fn();
		openOnTouchEnd( button, () => isOpen, open );
		expect( lift( button, 0, false ).defaultPrevented ).toBe( false );
		expect( lift( button, 40 ).defaultPrevented ).toBe( false );
		isOpen = true;
		expect( lift( button, 0 ).defaultPrevented ).toBe( false );
		expect( open ).not.toHaveBeenCalled();
	} );
} );
