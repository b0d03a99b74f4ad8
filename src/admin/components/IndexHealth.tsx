import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, REBUILD_PATH, SEARCH_REPAIR_PATH, SEARCH_STATUS_PATH } from '../store/api';

/** GET /docent/v1/search/status, as far as this panel reads it. */
export interface IndexStatus {
	ok: boolean;
	indexed?: number;
	expected?: number;
	queued?: number;
	problems: string[];
}

interface Progress {
	done: number;
	total: number;
	finished: boolean;
}

/** Safety stop for a server that never says it finished. */
const MAX_BATCHES = 10000;

/**
 * The index's health on the settings screen (Site Health links here): what the cheap check
 * found, and one button that repairs it (recreates tables, indexes queued docs, rebuilds).
 */
export function IndexHealth() {
	const [ status, setStatus ] = useState< IndexStatus | null >( null );
	const [ error, setError ] = useState( '' );
	const [ repairing, setRepairing ] = useState( false );
	const mounted = useRef( true );

	const load = useCallback( async () => {
		try {
			const next = await apiFetch< IndexStatus >( { path: SEARCH_STATUS_PATH } );
			if ( mounted.current ) {
				setStatus( next );
				setError( '' );
			}
		} catch ( failure ) {
			if ( mounted.current ) {
				setError( errorMessage( failure ) );
			}
		}
	}, [] );

	useEffect( () => {
		void load();
		return () => {
			mounted.current = false;
		};
	}, [ load ] );

	const repair = async () => {
		setRepairing( true );
		try {
			let progress = ( await apiFetch< { rebuild: Progress } >( { path: SEARCH_REPAIR_PATH, method: 'POST' } ) ).rebuild;
			for ( let batch = 0; ! progress.finished && batch < MAX_BATCHES && mounted.current; batch++ ) {
				progress = await apiFetch< Progress >( { path: REBUILD_PATH, method: 'POST', data: { restart: false } } );
			}
			await load();
		} catch ( failure ) {
			if ( mounted.current ) {
				setError( errorMessage( failure ) );
			}
		}
		if ( mounted.current ) {
			setRepairing( false );
		}
	};

	return (
		<div id="search-index" className="docent-index-health">
			{ status?.ok && (
				<p className="docent-index-health__ok" aria-live="polite">
					{ sprintf(
						/* translators: 1: docs in the index, 2: published docs. */
						__( 'The search index is up to date: %1$d of %2$d published docs.', 'docent' ),
						status.indexed ?? 0,
						status.expected ?? 0
					) }
					{ !! status.queued &&
						' ' +
							/* translators: %d: number of docs. */
							sprintf( __( '%d saved docs are being indexed.', 'docent' ), status.queued ) }
				</p>
			) }
			{ status && ! status.ok && (
				<Notice status="warning" isDismissible={ false }>
					<ul className="docent-index-health__problems">
						{ status.problems.map( ( problem ) => (
							<li key={ problem }>{ problem }</li>
						) ) }
					</ul>
				</Notice>
			) }
			{ status && ! status.ok && (
				<Button variant="primary" onClick={ repair } isBusy={ repairing } disabled={ repairing }>
					{ __( 'Repair search index', 'docent' ) }
				</Button>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</div>
	);
}
