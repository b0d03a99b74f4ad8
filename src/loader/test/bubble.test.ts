/**
 * The bubble alone: its host and shadow root, its names, showing once, taking focus back.
 */
import type { PageBoot } from '../../shared/types';
import { button, createBubble, drawBubble, host, refocusBubble, root, showBubble } from '../bubble';

const page = (): PageBoot => ( {
	style: '--docent-bubbleBg:rgba(30,58,138,1);',
	i18n: { open: 'Open help', close: 'Close help' },
	frame: '/frame.js',
	suggest: '/suggest.js',
} );

afterEach( () => document.querySelectorAll( '#docent-assistant' ).forEach( ( el ) => el.remove() ) );

describe( 'the bubble', () => {
	it( 'is a button in the open shadow root of #docent-assistant, coloured by custom properties', () => {
		createBubble( page() );
		expect( host.id ).toBe( 'docent-assistant' );
		expect( host.style.getPropertyValue( '--docent-bubbleBg' ) ).toBe( 'rgba(30,58,138,1)' );
		expect( host.shadowRoot ).toBe( root );
		expect( root.querySelector( 'button.bubble' ) ).toBe( button );
		expect( button.getAttribute( 'part' ) ).toBe( 'bubble' );
		expect( button.type ).toBe( 'button' );
	} );

	it( 'joins the page once, however often it is shown', () => {
		createBubble( page() );
		expect( host.isConnected ).toBe( false );
		showBubble();
		showBubble();
		expect( document.querySelectorAll( '#docent-assistant' ) ).toHaveLength( 1 );
		expect( host.parentElement ).toBe( document.body );
	} );

	it( 'is named for the panel’s state, with the texts of the moment', () => {
		const boot = page();
		createBubble( boot );
		drawBubble( false );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Open help' );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		const closed = button.innerHTML;
		// The rest of the boot data is merged into the page's part, with its own texts.
		Object.assign( boot, { i18n: { open: 'Hilfe öffnen', close: 'Hilfe schließen' } } );
		drawBubble( true );
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Hilfe schließen' );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( button.innerHTML ).not.toBe( closed );
	} );

	it( 'takes focus back from a panel that places it inside after closing, unless it opened again', async () => {
		createBubble( page() );
		showBubble();
		const inside = document.createElement( 'button' );
		root.append( inside );
		let open = false;
		refocusBubble( () => open );
		expect( root.activeElement ).toBe( button );
		// The closing panel renders once more and focuses something inside it.
		inside.focus();
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		expect( root.activeElement ).toBe( button );
		refocusBubble( () => open );
		open = true;
		inside.focus();
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
		expect( root.activeElement ).toBe( inside );
	} );
} );
