import { useLocation, useNavigate } from 'react-router-dom';

/** The history state of an article address the panel pushed itself. */
export const ARTICLE_STATE = { docent: 'article' } as const;

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
	return {
		open: ( id: number ) => navigate( `/${ id }`, { state: ARTICLE_STATE } ),
		leave: () => ( pushed ? navigate( -1 ) : navigate( '/', { replace: true } ) ),
	};
}
