import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useMemo } from 'react';
import type { TabKey } from '../../shared/types';
import { enabledTabs } from '../../utils/tabs';
import { WidgetPreview } from '../../widget/WidgetPreview';
import type { AdminSettings } from '../types';

interface Props {
	settings: AdminSettings;
	/** The tab the form is editing; the preview switches to it. */
	tab: TabKey | null;
	/** Changes when the same tab is asked for again (one may have been clicked inside the preview meanwhile). */
	request: number;
}

/**
 * The real widget, drawn from the unsaved working copy: static (frontendPreview off: inputs
 * disabled), its own tabs clickable. With the assistant switched off it still draws, under a warning.
 */
export function Preview( { settings, tab, request }: Props ) {
	const shown = useMemo< AdminSettings >( () => ( { ...settings, assist_enable: 'on' } ), [ settings ] );
	return (
		<div className="docent-preview-pane">
			<h2>{ __( 'Live preview', 'docent' ) }</h2>
			<p className="description">
				{ __( 'Shows your changes as you make them; visitors see them once you save.', 'docent' ) }
			</p>
			{ settings.assist_enable === 'off' && (
				<Notice status="warning" isDismissible={ false }>
					{ __( 'The assistant is switched off: visitors see no widget.', 'docent' ) }
				</Notice>
			) }
			{ tab && enabledTabs( shown ).length > 0 && ! enabledTabs( shown ).includes( tab ) && (
				<p className="description">
					{ __( 'This tab is switched off, so the widget does not show it.', 'docent' ) }
				</p>
			) }
			{ enabledTabs( shown ).length ? (
				<WidgetPreview key={ request } settings={ shown } activeTab={ tab ?? undefined } />
			) : (
				<p className="docent-preview-pane__empty">
					{ __( 'A.I. Chat, Explore and Messaging are all off: visitors see no widget.', 'docent' ) }
				</p>
			) }
		</div>
	);
}
