import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from 'react';

interface Props {
	label: string;
	value: number;
	min: number;
	max: number;
	onChange: ( value: number ) => void;
	help?: string;
}

const isWhole = ( text: string ) => /^\d+$/.test( text.trim() );

/**
 * A whole number within a range. What is typed stays in the field; only valid numbers reach
 * the settings, and an invalid one says what is expected.
 */
export function NumberField( { label, value, min, max, onChange, help }: Props ) {
	const [ text, setText ] = useState( String( value ) );
	useEffect( () => {
		// The value changed from outside (discard, save): show it.
		setText( ( current ) => ( isWhole( current ) && Number( current ) === value ? current : String( value ) ) );
	}, [ value ] );
	const valid = isWhole( text ) && Number( text ) >= min && Number( text ) <= max;
	/* translators: 1: lowest value, 2: highest value. */
	const rangeHelp = sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'docent' ), min, max );
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			min={ min }
			max={ max }
			value={ text }
			aria-invalid={ ! valid }
			className={ valid ? undefined : 'docent-invalid' }
			help={ valid ? help : rangeHelp }
			onChange={ ( next: string ) => {
				setText( next );
				if ( isWhole( next ) && Number( next ) >= min && Number( next ) <= max ) {
					onChange( Number( next ) );
				}
			} }
		/>
	);
}
