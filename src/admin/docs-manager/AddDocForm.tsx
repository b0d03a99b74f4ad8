import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';

interface Props {
	/** "Section title", "Article title"… */
	label: string;
	onCreate: ( title: string ) => Promise< void >;
	onCancel: () => void;
}

/**
 * "Add section" / "Add article" in place: a title, then the draft is created at its level and
 * opened in the editor.
 */
export function AddDocForm( { label, onCreate, onCancel }: Props ) {
	const [ title, setTitle ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! title.trim() ) {
			return;
		}
		setBusy( true );
		try {
			await onCreate( title.trim() );
		} finally {
			setBusy( false );
		}
	};
	return (
		<form className="docent-tree__add" onSubmit={ submit }>
			<TextControl
				__nextHasNoMarginBottom
				label={ label }
				value={ title }
				onChange={ setTitle }
				// The form opens on a click meant to type here.
				// eslint-disable-next-line jsx-a11y/no-autofocus
				autoFocus
				onKeyDown={ ( event ) => event.key === 'Escape' && onCancel() }
			/>
			<Button variant="primary" type="submit" isBusy={ busy } disabled={ busy || ! title.trim() }>
				{ __( 'Create and edit', 'docent' ) }
			</Button>
			<Button variant="tertiary" onClick={ onCancel }>
				{ __( 'Cancel', 'docent' ) }
			</Button>
		</form>
	);
}
