/**
 * The bubble: a button in the shadow root of #docent-assistant, in the site's colours (custom
 * properties on the host), named and drawn for the panel's state. The host joins the page when
 * showBubble() is first called.
 *
 * The loader runs once per page, so its parts keep their state in their modules: the build makes
 * plain variables of them, where objects passed around would cost bytes every page downloads.
 */
import type { PageBoot } from '../shared/types';
import { CLOSE_ICON, HELP_ICON } from './icons';
import { LOADER_CSS } from './style';

export let host: HTMLElement;
export let root: ShadowRoot;
export let button: HTMLButtonElement;
let page: PageBoot;
let shown = false;

/** @param boot The page's boot data: the host's custom properties, the bubble's names. */
export function createBubble( boot: PageBoot ): void {
	page = boot;
	host = document.createElement( 'div' );
	host.id = 'docent-assistant';
	host.setAttribute( 'style', page.style );
	root = host.attachShadow( { mode: 'open' } );
	const css = document.createElement( 'style' );
	css.textContent = LOADER_CSS;
	button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'bubble';
	button.setAttribute( 'part', 'bubble' );
	root.append( css, button );
	shown = false;
}

/** Adds the bubble to the page, once. */
export function showBubble(): void {
	if ( ! shown ) {
		shown = true;
		document.body.appendChild( host );
	}
}

/**
 * Icon, name and aria-expanded for an open or closed panel. The names are read each time: the
 * rest of the boot data, merged into the page's part, may have brought new ones.
 */
export function drawBubble( open: boolean ): void {
	button.innerHTML = open ? CLOSE_ICON : HELP_ICON;
	button.setAttribute( 'aria-label', open ? page.i18n.close : page.i18n.open );
	button.setAttribute( 'aria-expanded', String( open ) );
}

/**
 * Focuses the bubble after the panel closed. The panel may render once more after closing (Back,
 * then Escape at once) and place focus inside it: the bubble takes focus back.
 *
 * @param isOpen Whether the panel is open (again).
 */
export function refocusBubble( isOpen: () => boolean ): void {
	button.focus();
	const reclaim = () => {
		if ( ! isOpen() && root.activeElement !== button && host.ownerDocument.activeElement === host ) {
			button.focus();
		}
	};
	requestAnimationFrame( reclaim );
	setTimeout( reclaim, 200 );
}
