import { __ } from '@wordpress/i18n';
import type { TabKey } from '../../shared/types';
import { tabTexts } from '../../tabs/registry';
import { TabOrder } from '../components/TabOrder';
import { useSettings } from '../hooks';
import { TAB_KEYS } from '../types';

export function PlacementSection() {
	const { settings, edit } = useSettings();
	const labels = Object.fromEntries( TAB_KEYS.map( ( key ) => [ key, tabTexts( settings, key ).title ] ) ) as Record<
		TabKey,
		string
	>;
	return (
		<div className="docent-section">
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Tab order', 'docent' ) }</legend>
				<TabOrder
					order={ settings.placement.order }
					labels={ labels }
					onChange={ ( order ) => edit( { placement: { order } } ) }
				/>
			</fieldset>
		</div>
	);
}
