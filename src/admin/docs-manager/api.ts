/**
 * The docs manager's requests: the tree, a reorder, a new draft at its place.
 */
import apiFetch from '@wordpress/api-fetch';
import type { DocsTree, Move } from './types';

export const TREE_PATH = '/docent/v1/docs/tree';
export const ORDER_PATH = '/docent/v1/docs/order';
export const CORE_DOCS_PATH = '/wp/v2/docs';

export const loadTree = () => apiFetch< DocsTree >( { path: TREE_PATH } );

/** One request for every move; answers the fresh tree. */
export const saveOrder = ( version: string, moves: Move[] ) => apiFetch< DocsTree >( { path: ORDER_PATH, method: 'POST', data: { version, moves } } );

/** A draft doc under `parent` (0: a documentation), last among its siblings. */
export const createDraft = ( title: string, parent: number, menuOrder: number ) =>
	apiFetch< { id: number } >( { path: CORE_DOCS_PATH, method: 'POST', data: { title, parent, menu_order: menuOrder, status: 'draft' } } );

/** The fresh tree a 409 carries, if the error is one. */
export function treeOfConflict( error: unknown ): DocsTree | null {
	const data = ( error as { code?: string; data?: { tree?: DocsTree } } | null ) ?? null;
	return data?.code === 'docent_tree_changed' && data.data?.tree ? data.data.tree : null;
}
