import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from 'react';
import { store } from '../store';
import type { DocList } from '../store/docs/types';
import { normalizeQuery } from '../utils/query';
import { emit } from '../widget/api/events';
import { useDebouncedValue } from './use-debounced-value';
import { useDelayedFlag } from './use-delayed-flag';

// Fast typing makes one request; a pause this long asks. A phone's 150 ms round trip comes on top,
// and the visitor should see results within 400 ms of the last key (npm run bench widget times it).
export const SEARCH_DEBOUNCE_MS = 100;
export const LOADING_DELAY_MS = 200;

export interface DocListView {
	/** The query whose answer is wanted now ('' for the Explore list). */
	query: string;
	/** What to show: the wanted answer, or while it loads the last answer shown. */
	list: DocList | undefined;
	/** The query `list` answers. */
	listQuery: string;
	loading: boolean;
	/** The request has taken longer than LOADING_DELAY_MS: time for a skeleton. */
	slow: boolean;
	failed: boolean;
	retry: () => void;
}

/** The search the page last heard of ('' once the search box is emptied): one panel, one box. */
const lastSearch = { query: '' };

/**
 * The Explore list or a search's answer for what the visitor typed: requests are debounced,
 * answers cached by the store, and an answer to an older query is never shown for a newer one.
 */
export function useDocList( term: string ): DocListView {
	const typed = normalizeQuery( term );
	const { retryList, loadList } = useDispatch( store );
	// The search request leaves the moment the pause ends, not after the render that follows.
	const query = useDebouncedValue( typed, typed === '' ? 0 : SEARCH_DEBOUNCE_MS, loadList );
	const wanted = useSelect( ( select ) => select( store ).getList( query ), [ query ] );
	const shown = useRef< { query: string; list: DocList } | null >( null );

	// The page hears of each search as it leaves (window.docent.on( 'search' )); the list shown
	// again with its kept search (the panel reopened) is not a new search.
	useEffect( () => {
		if ( query !== lastSearch.query ) {
			lastSearch.query = query;
			if ( query ) {
				emit( 'search', { query } );
			}
		}
	}, [ query ] );

	// While the visitor types, the last answer stays; the request itself is what counts as loading.
	const settling = typed !== query;
	const pending = ! wanted || wanted.status === 'loading';
	if ( wanted?.status === 'ready' && ! settling ) {
		shown.current = { query, list: wanted };
	}
	const showWanted = ! pending && ! settling;
	const slow = useDelayedFlag( pending, LOADING_DELAY_MS );
	return {
		query,
		list: showWanted ? wanted : shown.current?.list,
		listQuery: showWanted ? query : shown.current?.query ?? '',
		loading: pending || settling,
		slow,
		failed: showWanted && wanted?.status === 'error',
		retry: () => retryList( query ),
	};
}
