/**
 * The panel's frame, drawn by the loader the moment the visitor asks for help: the header with
 * the tab pills, title and description, and the search box or chat input, in the site's colours
 * and with the panel's own CSS (src/shared/panel-css.ts). The React panel renders onto the same
 * pixels and removes the frame when it first commits, so the switch shows no flash.
 *
 * The frame is a picture, not a control: hidden from assistive technology and never focused,
 * so focus moves once, from the bubble into the real panel.
 */
import { isDark, schemeVars } from '../shared/dark-palette';
import { PANEL_CSS } from '../shared/panel-css';
import { ICON_PATHS } from '../shared/icon-paths';
import type { BootData, PublicSettings, TabKey } from '../shared/types';
import { CUT, cut } from '../utils/cut';
import { resolveTab, enabledTabs } from '../utils/tabs';
import { svg } from './icons';

const ICONS: Record< TabKey, string > = { integrate_ai: ICON_PATHS.chat, explore: ICON_PATHS.explore, message: ICON_PATHS.message };

const escapeHtml = ( text: string ) =>
	text.replace( /[&<>"']/g, ( char ) => `&#${ char.charCodeAt( 0 ) };` );

function text( settings: PublicSettings, tab: TabKey, key: string ): string {
	const group = ( settings[ tab ] ?? {} ) as unknown as Record< string, unknown >;
	const value = group[ `${ tab }_${ key }` ];
	return typeof value === 'string' ? value.trim() : '';
}

function icon( settings: PublicSettings, tab: TabKey ): string {
	const group = ( settings[ tab ] ?? {} ) as unknown as Record< string, { src?: string } | undefined >;
	const src = group[ `${ tab }_tab_icon` ]?.src || '';
	return /^https?:\/\//i.test( src )
		? `<img class="icon" src="${ escapeHtml( src ) }" alt="" width="18" height="18">`
		: svg( ICONS[ tab ], 'icon' );
}

/** The panel's fonts, and its dark colours where the visitor gets dark mode (as the React panel's). */
function panelStyle( settings: PublicSettings ): string {
	const title = settings.preference?.widget_title_font;
	const desc = settings.preference?.widget_description_font;
	const dark = isDark( settings.preference?.color_mode, !! window.matchMedia?.( '(prefers-color-scheme: dark)' ).matches );
	return [
		title?.size && `--docent-title-size:${ Number( title.size ) }px`,
		title?.weight && `--docent-title-weight:${ Number( title.weight ) }`,
		desc?.size && `--docent-desc-size:${ Number( desc.size ) }px`,
		desc?.weight && `--docent-desc-weight:${ Number( desc.weight ) }`,
		dark && 'color-scheme:dark',
		...Object.entries( schemeVars( settings, dark ) ).map( ( [ key, value ] ) => `${ key }:${ value }` ),
	]
		.filter( Boolean )
		.join( ';' );
}

function body( boot: BootData, tab: TabKey ): string {
	if ( tab === 'explore' ) {
		return `<div class="explore"><div class="search">${ svg( ICON_PATHS.explore, 'icon' ) }<input type="search" tabindex="-1" readonly placeholder="${ escapeHtml(
			boot.i18n.search
		) }"></div></div>`;
	}
	if ( tab === 'integrate_ai' ) {
		return `<div class="chat"><div class="chat-log"></div><div class="chat-form"><input type="text" tabindex="-1" readonly placeholder="${ escapeHtml(
			boot.i18n.ask
		) }"><span class="icon-btn send">${ svg( ICON_PATHS.send, 'icon' ) }</span></div></div>`;
	}
	return '';
}

/**
 * Draws the frame into the shadow root, or returns null when no tab is enabled.
 *
 * @param root   The widget's shadow root.
 * @param boot   The page's boot data.
 * @param wanted The tab the open request asked for, if any.
 */
export function drawFrame( root: ShadowRoot, boot: BootData, wanted: TabKey | null ): HTMLElement | null {
	const { settings } = boot;
	const active = resolveTab( settings, wanted );
	if ( ! active ) {
		return null;
	}
	const pills = enabledTabs( settings )
		.map( ( tab ) => {
			const label = text( settings, tab, 'title' );
			return `<span class="tab" aria-selected="${ tab === active }">${ icon( settings, tab ) }<span>${ escapeHtml( label ) }</span></span>`;
		} )
		.join( '' );
	const frame = document.createElement( 'div' );
	frame.className = 'frame';
	frame.setAttribute( 'aria-hidden', 'true' );
	frame.innerHTML = `<style>${ PANEL_CSS }</style><div class="panel" style="${ panelStyle( settings ) }"><div class="head"><div class="tabs">${ pills }</div><h2 class="title">${ escapeHtml(
		cut( text( settings, active, 'subtitle_one' ), CUT.subtitleOne )
	) }</h2><p class="desc">${ escapeHtml( cut( text( settings, active, 'subtitle_two' ), CUT.subtitleTwo ) ) }</p><span class="icon-btn head-close">${ svg(
		ICON_PATHS.close,
		'icon'
	) }</span></div><div class="body">${ body( boot, active ) }</div></div>`;
	root.append( frame );
	return frame;
}
