import { __ } from '@wordpress/i18n';
import { forwardRef } from 'react';
import { ExploreIcon } from '../../components/icons';

interface Props {
	value: string;
	onChange: ( value: string ) => void;
	disabled?: boolean;
}

export const SearchBox = forwardRef< HTMLInputElement, Props >( function SearchBox( { value, onChange, disabled }, ref ) {
	return (
		<div className="search" role="search">
			<ExploreIcon />
			<input
				ref={ ref }
				type="search"
				value={ value }
				placeholder={ __( 'Search', 'docent' ) }
				aria-label={ __( 'Search articles', 'docent' ) }
				disabled={ disabled }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
} );
