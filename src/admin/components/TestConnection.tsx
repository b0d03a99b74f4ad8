import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { store } from '../store';
import { CHAT_TEST_PATH, errorMessage } from '../store/api';

type Result = { status: 'idle' | 'running' } | { status: 'done'; ok: boolean; message: string };

/** Asks the server to call the saved A.I. provider once (so unsaved changes must be saved first). */
export function TestConnection() {
	const unsaved = useSelect(
		( select ) =>
			select( store ).hasGroupChanges( 'integrate_ai' ) ||
			select( store ).getPendingSecret( 'integrate_ai.api_key' ) !== undefined,
		[]
	);
	const [ result, setResult ] = useState< Result >( { status: 'idle' } );

	const test = async () => {
		setResult( { status: 'running' } );
		try {
			const answer = await apiFetch< { ok: boolean; message: string } >( { path: CHAT_TEST_PATH, method: 'POST' } );
			setResult( { status: 'done', ok: !! answer.ok, message: answer.message } );
		} catch ( error ) {
			setResult( { status: 'done', ok: false, message: errorMessage( error ) } );
		}
	};

	return (
		<div className="docent-test-connection">
			<Button
				variant="secondary"
				onClick={ test }
				isBusy={ result.status === 'running' }
				disabled={ unsaved || result.status === 'running' }
				aria-describedby={ unsaved ? 'docent-test-connection-help' : undefined }
			>
				{ __( 'Test connection', 'docent' ) }
			</Button>
			{ unsaved && (
				<p className="description" id="docent-test-connection-help">
					{ __( 'Save your changes first: the test uses the saved settings.', 'docent' ) }
				</p>
			) }
			{ result.status === 'done' && (
				<Notice status={ result.ok ? 'success' : 'error' } isDismissible={ false }>
					{ result.message }
				</Notice>
			) }
		</div>
	);
}
