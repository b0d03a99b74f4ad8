/**
 * The docs manager's data: GET /docent/v1/docs/tree and POST /docent/v1/docs/order (snake_case,
 * as the REST schema says).
 */

export type DocStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private';

/** One doc of the tree. */
export interface TreeDoc {
	id: number;
	/** 0 for a documentation. */
	parent: number;
	menu_order: number;
	title: string;
	status: DocStatus;
	link: string;
	edit_link: string;
}

export interface DocsTree {
	/** Named by a reorder, so a reorder made on an older tree is refused (409). */
	version: string;
	docs: TreeDoc[];
}

/** A doc's new place, as POST /docent/v1/docs/order takes it. */
export interface Move {
	id: number;
	parent: number;
	menu_order: number;
}

/** Where a doc goes: under `parent`, at `index` among its other children. */
export interface Target {
	parent: number;
	index: number;
}

/** The boot data of the screen. */
export interface ManagerBoot {
	screen: 'docs';
	/** post.php?action=edit&post= — the doc's id is appended. */
	edit_base: string;
}
