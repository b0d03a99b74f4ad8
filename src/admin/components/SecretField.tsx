import { Button, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { store } from '../store';
import type { SecretKey } from '../types';

interface Props {
	label: string;
	secret: SecretKey;
	/** Whether the server holds one (`{key}_set`). */
	isSet: boolean;
	help?: string;
}

/**
 * A write-only secret: the screen never sees it, only whether one is stored. It can be
 * replaced (typed anew) or cleared; either happens on save.
 */
export function SecretField( { label, secret, isSet, help }: Props ) {
	const pending = useSelect( ( select ) => select( store ).getPendingSecret( secret ), [ secret ] );
	const { setSecret } = useDispatch( store );
	const [ editing, setEditing ] = useState( false );

	let status: string;
	if ( pending === '' ) {
		status = __( 'will be cleared when you save', 'docent' );
	} else if ( pending !== undefined ) {
		status = __( 'a new one will be saved', 'docent' );
	} else {
		status = isSet ? __( 'set', 'docent' ) : __( 'not set', 'docent' );
	}

	/* translators: %s: "set", "not set", or what will happen on save. */
	const statusText = sprintf( __( 'Status: %s', 'docent' ), status );

	const cancel = () => {
		setSecret( secret, undefined );
		setEditing( false );
	};

	return (
		<fieldset className="docent-fieldset docent-secret">
			<legend>{ label }</legend>
			<p className="docent-secret__status">{ statusText }</p>
			{ editing && (
				<TextControl
					__nextHasNoMarginBottom
					type="password"
					autoComplete="new-password"
					spellCheck={ false }
					/* translators: %s: the secret's name, e.g. "API key". */
					label={ sprintf( __( 'New %s', 'docent' ), label ) }
					help={ help }
					value={ pending ?? '' }
					onChange={ ( value: string ) => setSecret( secret, value === '' ? undefined : value ) }
				/>
			) }
			<div className="docent-buttons">
				{ editing || pending !== undefined ? (
					<Button variant="secondary" onClick={ cancel }>
						{ __( 'Cancel', 'docent' ) }
					</Button>
				) : (
					<>
						<Button variant="secondary" onClick={ () => setEditing( true ) }>
							{ isSet ? __( 'Replace', 'docent' ) : __( 'Set', 'docent' ) }
						</Button>
						{ isSet && (
							<Button variant="tertiary" isDestructive onClick={ () => setSecret( secret, '' ) }>
								{ __( 'Clear', 'docent' ) }
							</Button>
						) }
					</>
				) }
			</div>
		</fieldset>
	);
}
