/**
 * A small knowledge base for the docs manager's tests (not a test file).
 */
import type { DocsTree, TreeDoc } from '../types';

const doc = ( id: number, parent: number, menu_order: number, title: string, status: TreeDoc[ 'status' ] = 'publish' ): TreeDoc => ( {
	id,
	parent,
	menu_order,
	title,
	status,
	link: `https://example.org/docs/${ id }/`,
	edit_link: `/wp-admin/post.php?post=${ id }&action=edit`,
} );

/**
 * Guide (1) › Start (2) › Install (3), Upgrade (4); Guide › Use (5) › Search (6);
 * Reference (7) › Hooks (8); Notes (9), a draft documentation.
 */
export function knowledgeBase(): DocsTree {
	return {
		version: '0123456789abcdef',
		docs: [
			doc( 1, 0, 0, 'Guide' ),
			doc( 2, 1, 0, 'Start' ),
			doc( 3, 2, 0, 'Install' ),
			doc( 4, 2, 1, 'Upgrade', 'draft' ),
			doc( 5, 1, 1, 'Use' ),
			doc( 6, 5, 0, 'Search' ),
			doc( 7, 0, 1, 'Reference' ),
			doc( 8, 7, 0, 'Hooks' ),
			doc( 9, 0, 2, 'Notes', 'draft' ),
		],
	};
}
