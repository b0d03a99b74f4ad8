import { __ } from '@wordpress/i18n';
import type { RateLimit } from '../types';
import { NumberField } from './NumberField';

interface Props {
	legend: string;
	value: RateLimit;
	onChange: ( value: Partial< RateLimit > ) => void;
}

/** Requests allowed per visitor address, per window of seconds. */
export function RateLimitFields( { legend, value, onChange }: Props ) {
	return (
		<fieldset className="docent-fieldset docent-row">
			<legend>{ legend }</legend>
			<NumberField
				label={ __( 'Requests allowed', 'docent' ) }
				min={ 1 }
				max={ 1000 }
				value={ value.count }
				onChange={ ( count ) => onChange( { count } ) }
			/>
			<NumberField
				label={ __( 'Per window of (seconds)', 'docent' ) }
				min={ 10 }
				max={ 86400 }
				value={ value.window }
				onChange={ ( window ) => onChange( { window } ) }
			/>
		</fieldset>
	);
}
