/**
 * Signs of intent: the bubble and widget links get the panel ready; a docs search form's first
 * use runs its as-you-type code.
 */
import { watchIntent } from '../intent';

const prepare = vi.fn();
const button = document.createElement( 'button' );
const suggestScripts = () => [ ...document.querySelectorAll< HTMLScriptElement >( 'script[src$="/suggest.js"]' ) ];
const on = ( el: Element, type: string ) => el.dispatchEvent( new Event( type, { bubbles: true } ) );

beforeAll( () => watchIntent( button, prepare, 'https://example.org/build/suggest.js' ) );
beforeEach( () => {
	prepare.mockClear();
	document.body.innerHTML = `<a id="plain" href="/">Home</a><a id="link" rel="docent-widget" href="/docs/"><b id="inner">Help</b></a>
		<form data-docent-suggest="/wp-json/docent/v1/search"><input id="q" type="search"></form>`;
} );

describe( 'watchIntent', () => {
	it( 'gets the panel ready when the bubble is pointed at, focused or touched, once for each', () => {
		on( button, 'pointerenter' );
		on( button, 'pointerenter' );
		expect( prepare ).toHaveBeenCalledTimes( 1 );
		on( button, 'focus' );
		on( button, 'touchstart' );
		expect( prepare ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'gets the panel ready when a widget link is pointed at, focused or touched, not another link', () => {
		on( document.getElementById( 'plain' ) as Element, 'pointerover' );
		expect( prepare ).not.toHaveBeenCalled();
		on( document.getElementById( 'inner' ) as Element, 'pointerover' );
		on( document.getElementById( 'link' ) as Element, 'focusin' );
		on( document.getElementById( 'link' ) as Element, 'touchstart' );
		expect( prepare ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'runs the docs search code once a form is used, once, and again after a failed download', async () => {
		on( document.getElementById( 'plain' ) as Element, 'focusin' );
		expect( suggestScripts() ).toHaveLength( 0 );
		const input = document.getElementById( 'q' ) as HTMLInputElement;
		on( input, 'focusin' );
		on( input, 'input' );
		expect( suggestScripts() ).toHaveLength( 1 );
		suggestScripts()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		on( input, 'input' );
		expect( suggestScripts() ).toHaveLength( 2 );
		suggestScripts()[ 1 ].dispatchEvent( new Event( 'load' ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		on( input, 'pointerover' );
		expect( suggestScripts() ).toHaveLength( 2 );
		expect( prepare ).not.toHaveBeenCalled();
	} );
} );
