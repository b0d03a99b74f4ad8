import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store } from '../store';

/** Save and discard, with the form's state in words. The form's submit runs the save. */
export function SaveBar() {
	const { dirty, saving } = useSelect(
		( select ) => ( { dirty: select( store ).hasChanges(), saving: select( store ).isSaving() } ),
		[]
	);
	const { discard } = useDispatch( store );
	let state = __( 'No unsaved changes.', 'docent' );
	if ( saving ) {
		state = __( 'Saving…', 'docent' );
	} else if ( dirty ) {
		state = __( 'You have unsaved changes.', 'docent' );
	}
	return (
		<div className="docent-savebar">
			<Button variant="primary" type="submit" isBusy={ saving } disabled={ ! dirty || saving }>
				{ __( 'Save changes', 'docent' ) }
			</Button>
			<Button variant="tertiary" onClick={ () => discard() } disabled={ ! dirty || saving }>
				{ __( 'Discard changes', 'docent' ) }
			</Button>
			<span className="docent-savebar__state">{ state }</span>
		</div>
	);
}
