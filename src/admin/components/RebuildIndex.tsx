import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, REBUILD_PATH } from '../store/api';

interface Progress {
	done: number;
	total: number;
	finished: boolean;
}

type Run =
	| { status: 'idle' }
	| { status: 'running'; done: number; total: number }
	| { status: 'done'; total: number }
	| { status: 'error'; message: string };

/** Safety stop for a server that never says it finished. */
const MAX_BATCHES = 10000;

/**
 * "Rebuild search index": one batch per request (the route's contract), with progress, until
 * the server says it finished.
 */
export function RebuildIndex() {
	const [ run, setRun ] = useState< Run >( { status: 'idle' } );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const start = async () => {
		setRun( { status: 'running', done: 0, total: 0 } );
		try {
			for ( let batch = 0; batch < MAX_BATCHES && mounted.current; batch++ ) {
				const progress = await apiFetch< Progress >( {
					path: REBUILD_PATH,
					method: 'POST',
					data: { restart: batch === 0 },
				} );
				if ( ! mounted.current ) {
					return;
				}
				if ( progress.finished ) {
					setRun( { status: 'done', total: progress.total } );
					return;
				}
				setRun( { status: 'running', done: progress.done, total: progress.total } );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setRun( { status: 'error', message: errorMessage( error ) } );
			}
		}
	};

	return (
		<div className="docent-rebuild">
			<Button variant="secondary" onClick={ start } isBusy={ run.status === 'running' } disabled={ run.status === 'running' }>
				{ __( 'Rebuild search index', 'docent' ) }
			</Button>
			{ run.status === 'running' && (
				<span className="docent-rebuild__progress">
					<progress
						max={ Math.max( 1, run.total ) }
						value={ run.done }
						aria-label={ __( 'Rebuilding the search index', 'docent' ) }
					/>
					{ run.total > 0 &&
						/* translators: 1: docs indexed so far, 2: all docs. */
						sprintf( __( '%1$d of %2$d docs', 'docent' ), run.done, run.total ) }
				</span>
			) }
			<p className="docent-rebuild__status" aria-live="polite">
				{ run.status === 'done' &&
					/* translators: %d: number of docs. */
					sprintf( __( 'The search index is rebuilt: %d docs.', 'docent' ), run.total ) }
			</p>
			{ run.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ run.message }
				</Notice>
			) }
		</div>
	);
}
