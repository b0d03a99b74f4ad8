/**
 * The tree the screen shows and its saving: a move is shown at once, sent as one request, and
 * either confirmed by the fresh tree the server answers, or undone with the server's reason
 * (409: someone else changed the docs; the tree is then theirs).
 */
import { speak } from '@wordpress/a11y';
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../store/api';
import { saveOrder, treeOfConflict } from './api';
import { place, refusal, whereIs } from './model/moves';
import { byId, childrenOf } from './model/tree';
import type { DocsTree, Target } from './types';

export interface Notice {
	status: 'error' | 'success' | 'info';
	message: string;
}

export interface TreeState {
	tree: DocsTree;
	notice: Notice | null;
	saving: boolean;
	move: ( id: number, target: Target ) => Promise< boolean >;
	setNotice: ( notice: Notice | null ) => void;
}

/** "“Install” moved: 2 of 3 in “Getting started”." */
function movedText( tree: DocsTree, id: number ): string {
	const index = byId( tree.docs );
	const doc = index.get( id );
	const where = whereIs( tree.docs, id );
	const count = ( childrenOf( tree.docs ).get( where.parent ) ?? [] ).length;
	const parent = index.get( where.parent );
	if ( parent ) {
		/* translators: 1: doc title, 2: its position, 3: how many docs are there, 4: the doc it is under. */
		return sprintf( __( '“%1$s” moved: %2$d of %3$d in “%4$s”.', 'docent' ), doc?.title ?? '', where.index + 1, count, parent.title );
	}
	/* translators: 1: doc title, 2: its position, 3: how many documentations there are. */
	return sprintf( __( '“%1$s” moved: documentation %2$d of %3$d.', 'docent' ), doc?.title ?? '', where.index + 1, count );
}

export function useDocsTree( initial: DocsTree ): TreeState {
	const [ tree, setTree ] = useState( initial );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ saving, setSaving ] = useState( false );
	// The tree as last confirmed by the server (a failed move goes back to it).
	const confirmed = useRef( initial );
	const current = useRef( initial );
	current.current = tree;

	const refuse = useCallback( ( message: string ) => {
		setNotice( { status: 'error', message } );
		speak( message, 'assertive' );
	}, [] );

	const move = useCallback(
		async ( id: number, target: Target ): Promise< boolean > => {
			const before = current.current;
			const reason = refusal( before.docs, id, target.parent );
			if ( reason ) {
				refuse( reason );
				return false;
			}
			const placed = place( before.docs, id, target );
			if ( ! placed.moves.length ) {
				return false;
			}
			const shown = { ...before, docs: placed.docs };
			setTree( shown );
			current.current = shown;
			setSaving( true );
			try {
				const fresh = await saveOrder( before.version, placed.moves );
				confirmed.current = fresh;
				current.current = fresh;
				setTree( fresh );
				const text = movedText( fresh, id );
				setNotice( { status: 'success', message: text } );
				speak( text, 'polite' );
				return true;
			} catch ( failure ) {
				const theirs = treeOfConflict( failure );
				const back = theirs ?? confirmed.current;
				confirmed.current = back;
				current.current = back;
				setTree( back );
				refuse( errorMessage( failure ) );
				return false;
			} finally {
				setSaving( false );
			}
		},
		[ refuse ]
	);

	const replace = useCallback( ( next: Notice | null ) => setNotice( next ), [] );
	return { tree, notice, saving, move, setNotice: replace };
}
