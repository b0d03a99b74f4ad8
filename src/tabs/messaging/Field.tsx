/**
 * One text field of the contact form. A flagged field (SPEC §5) shows a red border and an icon,
 * no visible text; screen readers get `aria-invalid` and a description saying what to fix.
 */
import { useId } from 'react';
import { AlertIcon } from './icons';

interface Props {
	name: string;
	label: string;
	/** What to fix, read by screen readers when the field is flagged. */
	hint: string;
	value: string;
	invalid: boolean;
	disabled: boolean;
	onChange: ( value: string ) => void;
	type?: 'text' | 'email';
	autoComplete?: string;
	maxLength?: number;
	/** A textarea with this many rows instead of an input. */
	rows?: number;
}

export function Field( { name, label, hint, value, invalid, disabled, onChange, type = 'text', autoComplete, maxLength, rows }: Props ) {
	const id = useId();
	const common = {
		id,
		name,
		value,
		disabled,
		placeholder: label,
		'aria-invalid': invalid,
		'aria-describedby': invalid ? id + '-hint' : undefined,
	};
	return (
		<p className={ `field${ invalid ? ' is-invalid' : '' }` }>
			<label className="sr" htmlFor={ id }>
				{ label }
			</label>
			{ rows ? (
				<textarea { ...common } rows={ rows } onChange={ ( event ) => onChange( event.target.value ) } />
			) : (
				<input
					{ ...common }
					type={ type }
					autoComplete={ autoComplete }
					maxLength={ maxLength }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) }
			{ invalid && (
				<>
					<AlertIcon />
					<span className="sr" id={ id + '-hint' }>
						{ hint }
					</span>
				</>
			) }
		</p>
	);
}
