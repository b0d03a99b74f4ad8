import { Button, ColorIndicator, ColorPicker, Dropdown, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { rgba } from '../../shared/colors';
import type { Rgba } from '../../shared/types';
import { parseColor, sameColor, toHex, toRgbaText } from '../utils/color';

interface Props {
	label: string;
	value: Rgba;
	onChange: ( value: Rgba ) => void;
}

/**
 * One colour: a swatch opening an RGBA picker (with alpha), and a text field taking
 * rgba(), rgb() or hex for those who prefer to type.
 */
export function ColorField( { label, value, onChange }: Props ) {
	const [ text, setText ] = useState( toRgbaText( value ) );
	useEffect( () => {
		setText( ( current ) => {
			const shown = parseColor( current );
			return shown && sameColor( shown, value ) ? current : toRgbaText( value );
		} );
	}, [ value ] );
	const valid = parseColor( text ) !== null;

	return (
		<div className="docent-color">
			<Dropdown
				className="docent-color__dropdown"
				contentClassName="docent-color__popover"
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						className="docent-color__swatch"
						onClick={ onToggle }
						aria-expanded={ isOpen }
						/* translators: %s: colour name, e.g. "Bubble background". */
						label={ sprintf( __( 'Pick a colour: %s', 'docent' ), label ) }
						showTooltip={ false }
					>
						<ColorIndicator colorValue={ rgba( value ) } />
					</Button>
				) }
				renderContent={ () => (
					<ColorPicker
						color={ toHex( value ) }
						enableAlpha
						onChange={ ( hex: string ) => {
							const color = parseColor( hex );
							if ( color ) {
								onChange( color );
							}
						} }
					/>
				) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				className="docent-color__text"
				label={ label }
				value={ text }
				spellCheck={ false }
				aria-invalid={ ! valid }
				help={ valid ? undefined : __( 'Use rgba(r, g, b, a), rgb(r, g, b) or #rrggbb.', 'docent' ) }
				onChange={ ( next: string ) => {
					setText( next );
					const color = parseColor( next );
					if ( color ) {
						onChange( color );
					}
				} }
			/>
		</div>
	);
}
