/**
 * The tree's keyboard, as the WAI-ARIA tree pattern has it, plus moves:
 * ↑ ↓ Home End move the focus; → opens a doc or goes to its first child; ← closes it or goes to
 * its parent; Enter opens the doc in the editor. Alt+↑ / Alt+↓ move the doc among its siblings,
 * Alt+→ puts it under the doc above it (last), Alt+← puts it after its parent.
 */
import type { Target } from '../types';
import type { Row } from './tree';

export type KeyAction =
	| { type: 'focus'; id: number }
	| { type: 'expand'; id: number }
	| { type: 'collapse'; id: number }
	| { type: 'open'; id: number }
	| { type: 'move'; id: number; target: Target };

export interface KeyPress {
	key: string;
	altKey?: boolean;
	ctrlKey?: boolean;
	metaKey?: boolean;
}

/** What a key does on the focused row; null for keys the tree leaves alone. */
export function keyAction( press: KeyPress, rows: Row[], focused: number ): KeyAction | null {
	const at = rows.findIndex( ( row ) => row.doc.id === focused );
	if ( at < 0 || press.ctrlKey || press.metaKey ) {
		return null;
	}
	const row = rows[ at ];
	if ( press.altKey ) {
		return moveAction( press.key, rows, at );
	}
	const focus = ( index: number ): KeyAction | null => ( rows[ index ] ? { type: 'focus', id: rows[ index ].doc.id } : null );
	switch ( press.key ) {
		case 'ArrowDown':
			return focus( at + 1 );
		case 'ArrowUp':
			return focus( at - 1 );
		case 'Home':
			return focus( 0 );
		case 'End':
			return focus( rows.length - 1 );
		case 'ArrowRight':
			if ( ! row.hasChildren ) {
				return null;
			}
			return row.expanded ? focus( at + 1 ) : { type: 'expand', id: row.doc.id };
		case 'ArrowLeft':
			if ( row.expanded ) {
				return { type: 'collapse', id: row.doc.id };
			}
			return row.doc.parent ? { type: 'focus', id: row.doc.parent } : null;
		case 'Enter':
			return { type: 'open', id: row.doc.id };
		default:
			return null;
	}
}

/** The sibling rows of a row (same parent), in order. */
function siblingsOf( rows: Row[], at: number ): Row[] {
	const parent = rows[ at ].doc.parent;
	return rows.filter( ( row ) => row.doc.parent === parent );
}

function moveAction( key: string, rows: Row[], at: number ): KeyAction | null {
	const row = rows[ at ];
	const id = row.doc.id;
	const siblings = siblingsOf( rows, at );
	const index = siblings.findIndex( ( sibling ) => sibling.doc.id === id );
	switch ( key ) {
		case 'ArrowUp':
			return index > 0 ? { type: 'move', id, target: { parent: row.doc.parent, index: index - 1 } } : null;
		case 'ArrowDown':
			return index < siblings.length - 1 ? { type: 'move', id, target: { parent: row.doc.parent, index: index + 1 } } : null;
		case 'ArrowRight': {
			const above = siblings[ index - 1 ];
			// Last among the children of the doc above (all of them, shown or not).
			return above ? { type: 'move', id, target: { parent: above.doc.id, index: Number.MAX_SAFE_INTEGER } } : null;
		}
		case 'ArrowLeft': {
			const parent = rows.find( ( r ) => r.doc.id === row.doc.parent );
			if ( ! parent ) {
				return null;
			}
			const uncles = rows.filter( ( r ) => r.doc.parent === parent.doc.parent );
			return { type: 'move', id, target: { parent: parent.doc.parent, index: uncles.findIndex( ( r ) => r.doc.id === parent.doc.id ) + 1 } };
		}
		default:
			return null;
	}
}
