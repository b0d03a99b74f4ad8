import { RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BubbleSide, TabKey } from '../../shared/types';
import { tabTexts } from '../../tabs/registry';
import { NumberField } from '../components/NumberField';
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
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Bubble position', 'docent' ) }</legend>
				<RadioControl
					label={ __( 'Corner (the sides swap on right-to-left pages)', 'docent' ) }
					selected={ settings.placement.position ?? 'right' }
					options={ [
						{ label: __( 'Bottom right', 'docent' ), value: 'right' },
						{ label: __( 'Bottom left', 'docent' ), value: 'left' },
					] }
					onChange={ ( position ) => edit( { placement: { position: position as BubbleSide } } ) }
				/>
				<NumberField
					label={ __( 'Distance from the side (px)', 'docent' ) }
					value={ settings.placement.side_offset ?? 20 }
					min={ 0 }
					max={ 200 }
					onChange={ ( value ) => edit( { placement: { side_offset: value } } ) }
				/>
				<NumberField
					label={ __( 'Distance from the bottom (px)', 'docent' ) }
					value={ settings.placement.bottom_offset ?? 20 }
					min={ 0 }
					max={ 200 }
					onChange={ ( value ) => edit( { placement: { bottom_offset: value } } ) }
				/>
			</fieldset>
		</div>
	);
}
