import apiFetch from '@wordpress/api-fetch';
import { Button, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { loadTree } from '../docs-manager/api';
import { placeOptions, type PlaceOption } from '../editor-panel/place';
import { errorMessage, INSIGHTS_PATH } from '../store/api';
import type { InsightDraft, QueryInsight } from '../types';

/** The first section (where an article belongs), else the first documentation, else the top. */
function firstPlace( options: PlaceOption[] ): string {
	const section = options.find( ( option ) => option.label.startsWith( '— ' ) && ! option.disabled );
	return ( section ?? options[ 1 ] ?? options[ 0 ] ).value;
}

interface Props {
	insight: QueryInsight;
	/** Where to go once the draft exists (the block editor); replaced in tests. */
	open?: ( url: string ) => void;
}

const openInEditor = ( url: string ) => window.location.assign( url );

/**
 * "Write this article": asks where the draft goes (a section of a documentation, by default the
 * first), then makes a draft doc titled from the query there and opens it in the editor. Once
 * written, the row links to that draft instead (the server also reuses it on a second click).
 */
export function WriteArticleButton( { insight, open = openInEditor }: Props ) {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ places, setPlaces ] = useState< PlaceOption[] | null >( null );
	const [ parent, setParent ] = useState( '0' );

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

	const choose = async () => {
		setBusy( true );
		let options: PlaceOption[];
		try {
			options = placeOptions( ( await loadTree() ).docs, 0 );
		} catch {
			options = placeOptions( [], 0 );
		}
		setPlaces( options );
		setParent( firstPlace( options ) );
		setBusy( false );
	};

	const write = async () => {
		setBusy( true );
		setError( '' );
		try {
			const where = { parent: Number( parent ) };
			const draft = await apiFetch< InsightDraft >( {
				path: `${ INSIGHTS_PATH }/drafts`,
				method: 'POST',
				// Rows that are not insights of their own (an unhelpful chat answer) have id 0.
				data: insight.id > 0 ? { title: insight.query, insight: insight.id, ...where } : { title: insight.query, ...where },
			} );
			open( draft.edit_link );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
			setBusy( false );
		}
	};

	if ( places ) {
		return (
			<div className="docent-write-article">
				<SelectControl
					__nextHasNoMarginBottom
					/* translators: %s: what visitors searched for or asked. */
					label={ sprintf( __( 'Where does “%s” go?', 'docent' ), insight.query ) }
					value={ parent }
					options={ places }
					onChange={ setParent }
				/>
				<Button variant="primary" onClick={ write } isBusy={ busy } disabled={ busy }>
					{ __( 'Create draft', 'docent' ) }
				</Button>
				<Button variant="tertiary" onClick={ () => setPlaces( null ) }>
					{ __( 'Cancel', 'docent' ) }
				</Button>
				{ error && (
					<p className="docent-error" role="alert">
						{ error }
					</p>
				) }
			</div>
		);
	}

	return (
		<>
			<Button
				variant="primary"
				onClick={ choose }
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
