/**
 * Moving a doc in the tree: the depth rule (the server's Depth_Rule, said the same way, so a
 * refused drop is explained before any request) and the new places a move gives its siblings.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Move, Target, TreeDoc } from '../types';
import { byId, childrenOf, heightOf, levelOf, MAX_LEVEL } from './tree';

/** Why a doc may not go under a parent, or null when it may. */
export function refusal( docs: TreeDoc[], id: number, parent: number ): string | null {
	if ( parent === 0 ) {
		return null;
	}
	const index = byId( docs );
	const doc = index.get( id );
	const target = index.get( parent );
	if ( ! doc || ! target ) {
		return __( 'That doc is no longer in the tree.', 'docent' );
	}
	for ( let at: TreeDoc | undefined = target; at; at = at.parent ? index.get( at.parent ) : undefined ) {
		if ( at.id === id ) {
			/* translators: %s: a doc's title. */
			return sprintf( __( '“%s” cannot go inside itself or one of its own docs.', 'docent' ), doc.title );
		}
	}
	const parentLevel = levelOf( index, parent );
	const height = heightOf( childrenOf( docs ), id );
	if ( parentLevel + height <= MAX_LEVEL ) {
		return null;
	}
	if ( parentLevel >= MAX_LEVEL ) {
		return sprintf(
			/* translators: 1: the doc being moved, 2: the article it was put under. */
			__( '“%1$s” cannot go under “%2$s”: that is an article, and nothing goes under an article (documentation › section › article).', 'docent' ),
			doc.title,
			target.title
		);
	}
	if ( parentLevel === 2 ) {
		return sprintf(
			/* translators: 1: the doc being moved, 2: the section it was put under. */
			__( '“%1$s” has articles under it, so it cannot go under the section “%2$s”: docs have three levels (documentation › section › article).', 'docent' ),
			doc.title,
			target.title
		);
	}
	return sprintf(
		/* translators: 1: the doc being moved, 2: the documentation it was put under. */
		__( '“%1$s” has sections with articles under it, so it cannot go under “%2$s”: it can only be a documentation of its own.', 'docent' ),
		doc.title,
		target.title
	);
}

export interface Placed {
	docs: TreeDoc[];
	/** Only the docs whose parent or order changed. */
	moves: Move[];
}

/**
 * The tree after putting a doc at `target` (index counted among the parent's other children):
 * the new siblings are numbered 0, 1, 2… and every doc whose place changed is a move.
 */
export function place( docs: TreeDoc[], id: number, target: Target ): Placed {
	const moving = docs.find( ( doc ) => doc.id === id );
	if ( ! moving ) {
		return { docs, moves: [] };
	}
	const siblings = ( childrenOf( docs ).get( target.parent ) ?? [] ).filter( ( doc ) => doc.id !== id );
	const at = Math.max( 0, Math.min( target.index, siblings.length ) );
	siblings.splice( at, 0, moving );
	const next = new Map< number, Move >();
	siblings.forEach( ( doc, order ) => {
		if ( doc.parent !== target.parent || doc.menu_order !== order || doc.id === id ) {
			next.set( doc.id, { id: doc.id, parent: target.parent, menu_order: order } );
		}
	} );
	const moves = [ ...next.values() ].filter( ( move ) => {
		const doc = docs.find( ( d ) => d.id === move.id );
		return doc && ( doc.parent !== move.parent || doc.menu_order !== move.menu_order );
	} );
	return {
		docs: docs.map( ( doc ) => {
			const move = next.get( doc.id );
			return move ? { ...doc, parent: move.parent, menu_order: move.menu_order } : doc;
		} ),
		moves,
	};
}

/** Where a doc sits now: its parent and its index among its siblings. */
export function whereIs( docs: TreeDoc[], id: number ): Target {
	const doc = docs.find( ( d ) => d.id === id );
	const parent = doc?.parent ?? 0;
	const siblings = childrenOf( docs ).get( parent ) ?? [];
	return { parent, index: Math.max( 0, siblings.findIndex( ( d ) => d.id === id ) ) };
}
