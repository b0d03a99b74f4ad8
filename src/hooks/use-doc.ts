import { useDispatch, useSelect } from '@wordpress/data';
import { store } from '../store';
import type { DocEntry } from '../store/docs/types';
import { LOADING_DELAY_MS } from './use-doc-list';
import { useDelayedFlag } from './use-delayed-flag';

export interface DocView {
	entry: DocEntry | undefined;
	loading: boolean;
	slow: boolean;
	retry: () => void;
}

/** One document from GET /docent/v1/docs/{id}, loaded on first ask and kept. */
export function useDoc( id: number ): DocView {
	const entry = useSelect( ( select ) => select( store ).getDoc( id ), [ id ] );
	const { retryDoc } = useDispatch( store );
	const loading = ! entry || entry.status === 'loading';
	return { entry, loading, slow: useDelayedFlag( loading, LOADING_DELAY_MS ), retry: () => retryDoc( id ) };
}
