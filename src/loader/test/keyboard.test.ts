/**
 * Escape closes the open panel from inside the widget, or when focus has fallen to the body.
 */
import { closeOnEscape } from '../keyboard';

let open = true;
const close = vi.fn();
const host = document.createElement( 'div' );
const root = host.attachShadow( { mode: 'open' } );
const inside = document.createElement( 'button' );
root.append( inside );

const escape = ( from: Element, key = 'Escape' ) =>
	from.dispatchEvent( new KeyboardEvent( 'keydown', { key, bubbles: true, composed: true } ) );

beforeAll( () => {
	document.body.innerHTML = '<input id="page">';
	document.body.append( host );
	closeOnEscape( host, () => open, close );
} );
beforeEach( () => {
	open = true;
	close.mockClear();
} );

describe( 'closeOnEscape', () => {
	it( 'closes on Escape from inside the widget', () => {
		inside.focus();
		escape( inside, 'Enter' );
		expect( close ).not.toHaveBeenCalled();
		escape( inside );
		expect( close ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes on Escape when focus has fallen to the page’s body', () => {
		inside.focus();
		inside.blur();
		expect( host.ownerDocument.activeElement ).toBe( document.body );
		escape( document.body );
		expect( close ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves Escape alone in the page’s own fields, and while the panel is closed', () => {
		const field = document.getElementById( 'page' ) as HTMLInputElement;
		field.focus();
		escape( field );
		open = false;
		inside.focus();
		escape( inside );
		expect( close ).not.toHaveBeenCalled();
	} );
} );
