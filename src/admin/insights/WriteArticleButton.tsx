import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { errorMessage, INSIGHTS_PATH } from '../store/api';
import type { InsightDraft, QueryInsight } from '../types';

interface Props {
	insight: QueryInsight;
	/** Where to go once the draft exists (the block editor); replaced in tests. */
	open?: ( url: string ) => void;
}

const openInEditor = ( url: string ) => window.location.assign( url );

/**
 * "Write this article": a new draft doc titled from the query, opened in the editor. Once
 * written, the row links to that draft instead (the server also reuses it on a second click).
 */
export function WriteArticleButton( { insight, open = openInEditor }: Props ) {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );

	if ( insight.draft ) {
		return (
			<a
				className="button"
				href={ insight.draft.edit_link }
				/* translators: %s: the draft's title. */
				aria-label={ sprintf( __( 'Edit “%s”', 'docent' ), insight.draft.title ) }
			>
				{ insight.draft.status === 'publish' ? __( 'Edit article', 'docent' ) : __( 'Edit draft', 'docent' ) }
			</a>
		);
	}

	const write = async () => {
		setBusy( true );
		setError( '' );
		try {
			const draft = await apiFetch< InsightDraft >( {
				path: `${ INSIGHTS_PATH }/drafts`,
				method: 'POST',
				// Rows that are not insights of their own (an unhelpful chat answer) have id 0.
				data: insight.id > 0 ? { title: insight.query, insight: insight.id } : { title: insight.query },
			} );
			open( draft.edit_link );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
			setBusy( false );
		}
	};

	return (
		<>
			<Button
				variant="primary"
				onClick={ write }
				isBusy={ busy }
				disabled={ busy }
				/* translators: %s: what visitors searched for or asked. */
				label={ sprintf( __( 'Write this article: %s', 'docent' ), insight.query ) }
				showTooltip={ false }
			>
				{ __( 'Write this article', 'docent' ) }
			</Button>
			{ error && (
				<p className="docent-error" role="alert">
					{ error }
				</p>
			) }
		</>
	);
}
