import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The history state of an article address the panel pushed itself. */
export const ARTICLE_STATE = { docent: 'article' } as const;

/**
 * The key of the article entry a step back was asked from, until the address changes: Back
 * followed at once by Escape (or any two ways of leaving) must step back once, not twice, which
 * would leave the page. The step back lands a moment later, so this is shared by every user of
 * the hook and cleared only when the address moves on.
 */
let leavingFrom: string | null = null;

/**
 * The article address "#/{id}" as one history entry the panel owns. Opening an article pushes
 * it (marked in the entry's state); Back inside the panel and closing the panel pop it again, so
 * the browser's Back and the panel's agree, and a closed panel leaves no article address behind
 * for a reload to open. An article the page was opened at (a shared "#/{id}" link) has no entry
 * of ours under it: leaving it replaces the address with the list's ("#/").
 */
export function useArticleRoute() {
	const navigate = useNavigate();
	const location = useLocation();
	const pushed = ( location.state as { docent?: string } | null )?.docent === ARTICLE_STATE.docent;
	useEffect( () => {
		if ( leavingFrom !== location.key ) {
			leavingFrom = null;
		}
	}, [ location.key ] );
	return {
		open: ( id: number ) => navigate( `/${ id }`, { state: ARTICLE_STATE } ),
		leave: () => {
			if ( ! pushed ) {
				navigate( '/', { replace: true } );
			} else if ( leavingFrom !== location.key ) {
				leavingFrom = location.key;
				navigate( -1 );
			}
		},
	};
}
