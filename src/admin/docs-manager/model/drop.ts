/**
 * Where a dragged doc lands: before a row, inside it (last among its children) or after it.
 */
import type { Target, TreeDoc } from '../types';
import { childrenOf } from './tree';

export type Zone = 'before' | 'inside' | 'after';

/** The zone of a row under the pointer: its top quarter, its bottom quarter, or between. */
export function zoneAt( offsetY: number, height: number ): Zone {
	if ( offsetY < height / 4 ) {
		return 'before';
	}
	return offsetY > ( height * 3 ) / 4 ? 'after' : 'inside';
}

/** The place a doc dropped on a row's zone goes to. */
export function dropTarget( docs: TreeDoc[], dragged: number, over: TreeDoc, zone: Zone ): Target {
	const children = childrenOf( docs );
	if ( zone === 'inside' ) {
		return { parent: over.id, index: ( children.get( over.id ) ?? [] ).filter( ( doc ) => doc.id !== dragged ).length };
	}
	const siblings = ( children.get( over.parent ) ?? [] ).filter( ( doc ) => doc.id !== dragged );
	const index = siblings.findIndex( ( doc ) => doc.id === over.id );
	return { parent: over.parent, index: zone === 'before' ? index : index + 1 };
}
