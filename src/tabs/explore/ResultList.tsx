import { __, _n, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { ErrorRetry } from '../../components/ErrorRetry';
import { Skeleton } from '../../components/Skeleton';
import { useDocList } from '../../hooks/use-doc-list';
import { Card } from './Card';
import { NotFoundActions } from './NotFoundActions';

interface Props {
	term: string;
	/** The article the visitor opened from this list: its link gets focus back on return. */
	returnTo: MutableRefObject< number | null >;
}

/** The Explore list, or the answer to the search term; loading, empty and failed states. */
export function ResultList( { term, returnTo }: Props ) {
	const { list, listQuery, loading, slow, failed, retry } = useDocList( term );
	const listRef = useRef< HTMLDivElement >( null );
	// Stable, so the memoised cards skip the renders that typing causes.
	const remember = useCallback( ( id: number ) => ( returnTo.current = id ), [ returnTo ] );

	useEffect( () => {
		if ( returnTo.current !== null && list ) {
			listRef.current?.querySelector< HTMLElement >( `[data-doc="${ returnTo.current }"]` )?.focus();
			returnTo.current = null;
		}
	}, [ list, returnTo ] );

	let body = null;
	let status = '';
	if ( failed ) {
		body = <ErrorRetry message={ __( 'The articles could not be loaded.', 'docent' ) } onRetry={ retry } />;
	} else if ( slow || ! list || ( loading && list.items.length === 0 ) ) {
		body = slow ? <Skeleton /> : null;
		status = loading ? __( 'Loading…', 'docent' ) : '';
	} else if ( list.items.length === 0 ) {
		body = (
			<>
				<p className="empty">
					{ listQuery ? __( 'Search result not found', 'docent' ) : __( 'Data not found', 'docent' ) }
				</p>
				{ listQuery && <NotFoundActions query={ listQuery } /> }
			</>
		);
	} else {
		body = (
			<ul className="cards">
				{ list.items.map( ( item ) => (
					<Card
						key={ item.id }
						item={ item }
						snippet={ listQuery !== '' }
						onOpen={ remember }
					/>
				) ) }
			</ul>
		);
		if ( listQuery && ! loading ) {
			/* translators: %d: number of articles found. */
			status = sprintf( _n( '%d result', '%d results', list.total, 'docent' ), list.total );
		}
	}
	return (
		<div className="results" ref={ listRef } aria-busy={ loading }>
			{ body }
			<p className="sr" role="status">
				{ status }
			</p>
		</div>
	);
}
