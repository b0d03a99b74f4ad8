import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FontSetting } from '../../shared/types';
import { NumberField } from './NumberField';

interface Props {
	legend: string;
	value: FontSetting;
	onChange: ( value: Partial< FontSetting > ) => void;
}

function weights(): Array< { value: string; label: string } > {
	return [
		{ value: '100', label: __( 'Thin (100)', 'docent' ) },
		{ value: '200', label: __( 'Extra light (200)', 'docent' ) },
		{ value: '300', label: __( 'Light (300)', 'docent' ) },
		{ value: '400', label: __( 'Regular (400)', 'docent' ) },
		{ value: '500', label: __( 'Medium (500)', 'docent' ) },
		{ value: '600', label: __( 'Semi-bold (600)', 'docent' ) },
		{ value: '700', label: __( 'Bold (700)', 'docent' ) },
		{ value: '800', label: __( 'Extra bold (800)', 'docent' ) },
		{ value: '900', label: __( 'Black (900)', 'docent' ) },
	];
}

/** A font's size in pixels and its weight. */
export function FontFields( { legend, value, onChange }: Props ) {
	const options = weights();
	if ( ! options.some( ( option ) => Number( option.value ) === value.weight ) ) {
		options.push( { value: String( value.weight ), label: String( value.weight ) } );
	}
	return (
		<fieldset className="docent-fieldset docent-row">
			<legend>{ legend }</legend>
			<NumberField
				label={ __( 'Size (pixels)', 'docent' ) }
				min={ 8 }
				max={ 96 }
				value={ value.size }
				onChange={ ( size ) => onChange( { size } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Weight', 'docent' ) }
				value={ String( value.weight ) }
				options={ options }
				onChange={ ( weight: string ) => onChange( { weight: Number( weight ) } ) }
			/>
		</fieldset>
	);
}
