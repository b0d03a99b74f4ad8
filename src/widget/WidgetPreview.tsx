/**
 * The widget as a static picture for the settings screen's live preview: settings come in
 * as props (not from the page's boot JSON), no loader is needed, inputs are disabled unless
 * `frontendPreview` is on, and the panel renders in its own shadow root (the same isolation
 * as on the front end). Routes live in memory, so the admin page's URL never changes.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { HELP_ICON } from '../loader/icons';
import { LOADER_CSS } from '../loader/style';
import { rgba } from '../shared/colors';
import type { PublicSettings, TabKey } from '../shared/types';
import '../store';
import { ROUTER_FUTURE, WidgetRoutes } from './routes';
import { WIDGET_CSS } from './styles';
import { Widget } from './Widget';

export interface WidgetPreviewProps {
	settings: PublicSettings;
	/** The tab to show; when it is switched off, the fallback rules pick another. */
	activeTab?: TabKey;
	/** SPEC §1: off (the default here) gives a static preview with inputs disabled. */
	frontendPreview?: boolean;
}

/**
 * In a preview the host sits in the admin's layout instead of floating over the page, with the
 * bubble below the panel's end as on the site. `!important` throughout: the loader's
 * `all:initial!important` on the host would otherwise win.
 */
const PREVIEW_CSS = `:host{position:relative!important;inset:auto!important;display:flex!important;flex-direction:column!important;align-items:flex-end!important;gap:16px!important;max-width:100%!important}
.panel,.panel.is-static{position:relative;inset:auto;margin-inline:var(--docent-x);max-width:calc(100% - var(--docent-side))}
.bubble{cursor:default;margin-inline:var(--docent-x);margin-block-end:var(--docent-y)}`;

/**
 * The host's custom properties: the colours, and the bubble's corner and distances as
 * Boot_Data::position_style() writes them for the site; here they are the margins that put the
 * bubble and the panel on their side (auto margins win over the host's alignment).
 */
function hostStyle( settings: PublicSettings ): CSSProperties {
	const colors = settings.preference?.color_settings?.preview_colors ?? {};
	const { position, side_offset: side = 20, bottom_offset: bottom = 20 } = settings.placement ?? {};
	return {
		...Object.fromEntries( Object.entries( colors ).map( ( [ key, value ] ) => [ `--docent-${ key }`, rgba( value ) ] ) ),
		'--docent-x': position === 'left' ? `${ side }px auto` : `auto ${ side }px`,
		'--docent-y': `${ bottom }px`,
		'--docent-side': `${ side }px`,
	} as CSSProperties;
}

export function WidgetPreview( { settings, activeTab, frontendPreview = false }: WidgetPreviewProps ) {
	const host = useRef< HTMLDivElement >( null );
	const [ root, setRoot ] = useState< ShadowRoot | null >( null );
	const request = useMemo( () => ( { tab: activeTab } ), [ activeTab ] );

	useEffect( () => {
		const el = host.current;
		if ( ! el ) {
			return;
		}
		const shadow = el.shadowRoot ?? el.attachShadow( { mode: 'open' } );
		if ( ! shadow.querySelector( 'style' ) ) {
			const style = document.createElement( 'style' );
			style.textContent = LOADER_CSS + WIDGET_CSS + PREVIEW_CSS;
			shadow.append( style );
		}
		setRoot( shadow );
	}, [] );

	return (
		<div ref={ host } className="docent-preview" style={ hostStyle( settings ) }>
			{ root &&
				createPortal(
					<MemoryRouter future={ ROUTER_FUTURE }>
						<WidgetRoutes>
							<Widget settings={ settings } open request={ request } preview={ ! frontendPreview } />
						</WidgetRoutes>
						<span className="bubble" aria-hidden="true" dangerouslySetInnerHTML={ { __html: HELP_ICON } } />
					</MemoryRouter>,
					root
				) }
		</div>
	);
}
