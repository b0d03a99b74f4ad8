import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useSettings } from '../hooks';

export function GeneralSection() {
	const { settings, edit } = useSettings();
	return (
		<div className="docent-section">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show the help assistant on the site', 'docent' ) }
				help={ __( 'Off: no visitor sees the widget, and widget links on your pages become plain links.', 'docent' ) }
				checked={ settings.assist_enable === 'on' }
				onChange={ ( on: boolean ) => edit( { assist_enable: on ? 'on' : 'off' } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Delete all docs when Docent is uninstalled', 'docent' ) }
				help={ __( 'Off: uninstalling removes Docent’s settings and tables but keeps your docs.', 'docent' ) }
				checked={ settings.remove_all_data }
				onChange={ ( remove_all_data: boolean ) => edit( { remove_all_data } ) }
			/>
		</div>
	);
}
