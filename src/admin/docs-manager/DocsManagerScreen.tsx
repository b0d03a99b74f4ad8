import { Notice as NoticeBox, SelectControl, TextControl, Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../store/api';
import { AddDocForm } from './AddDocForm';
import { createDraft } from './api';
import { dropTarget, zoneAt, type Zone } from './model/drop';
import { keyAction } from './model/keyboard';
import { childrenOf, visibleRows, NO_FILTER, type Filter } from './model/tree';
import { statusLabel, TreeRow } from './TreeRow';
import type { DocsTree, DocStatus } from './types';
import { useDocsTree } from './useDocsTree';
import './docs-manager.css';

interface Props {
	initial: DocsTree;
	/** post.php?action=edit&post= */
	editBase: string;
	/** Where to go once a draft exists (the block editor); replaced in tests. */
	open?: ( url: string ) => void;
}

const STATUSES: DocStatus[] = [ 'publish', 'draft', 'pending', 'private', 'future' ];

/** Above this many docs the tree opens folded to its sections ("Expand all" shows every article). */
export const FOLD_ABOVE = 300;

function initiallyFolded( docs: DocsTree[ 'docs' ] ): Set< number > {
	if ( docs.length <= FOLD_ABOVE ) {
		return new Set();
	}
	const tops = new Set( docs.filter( ( doc ) => doc.parent === 0 ).map( ( doc ) => doc.id ) );
	return new Set( docs.filter( ( doc ) => tops.has( doc.parent ) ).map( ( doc ) => doc.id ) );
}
const openInEditor = ( url: string ) => window.location.assign( url );

/**
 * Docs > Docs manager: the whole knowledge base as one tree. Drag a doc, or move it with
 * Alt+arrows; add a section or an article in place; filter by title and status.
 */
export function DocsManagerScreen( { initial, editBase, open = openInEditor }: Props ) {
	const { tree, notice, saving, move, setNotice } = useDocsTree( initial );
	const [ collapsed, setCollapsed ] = useState< ReadonlySet< number > >( () => initiallyFolded( tree.docs ) );
	const [ filter, setFilter ] = useState< Filter >( NO_FILTER );
	const [ focused, setFocused ] = useState( () => tree.docs.find( ( doc ) => doc.parent === 0 )?.id ?? 0 );
	const [ adding, setAdding ] = useState< number | null >( null );
	const [ dragged, setDragged ] = useState< number | null >( null );
	const [ drop, setDrop ] = useState< { id: number; zone: Zone } | null >( null );
	const list = useRef< HTMLUListElement >( null );
	const rows = useMemo( () => visibleRows( tree.docs, collapsed, filter ), [ tree.docs, collapsed, filter ] );
	const filtering = filter.text.trim() !== '' || filter.status !== '';
	// The row Tab reaches: the focused one, or the first when that one is filtered out.
	const tabStop = rows.some( ( row ) => row.doc.id === focused ) ? focused : rows[ 0 ]?.doc.id;

	const focusRow = ( id: number ) => {
		setFocused( id );
		window.requestAnimationFrame( () => list.current?.querySelector< HTMLElement >( `[data-id="${ id }"]` )?.focus() );
	};
	const toggle = ( id: number, open_?: boolean ) =>
		setCollapsed( ( was ) => {
			const next = new Set( was );
			if ( open_ ?? next.has( id ) ) {
				next.delete( id );
			} else {
				next.add( id );
			}
			return next;
		} );
	const toggleRef = useRef( toggle );
	toggleRef.current = toggle;
	const moveDoc = async ( id: number, target: { parent: number; index: number } ) => {
		if ( saving ) {
			return;
		}
		if ( filtering ) {
			setNotice( { status: 'info', message: __( 'Clear the filter to move docs: the tree must show every doc.', 'docent' ) } );
			return;
		}
		if ( target.parent ) {
			toggle( target.parent, true );
		}
		await move( id, target );
		focusRow( id );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLUListElement > ) => {
		if ( ! ( event.target as HTMLElement ).matches( '[role="treeitem"]' ) ) {
			return;
		}
		const action = keyAction( event, rows, focused );
		if ( ! action ) {
			return;
		}
		event.preventDefault();
		if ( action.type === 'focus' ) {
			focusRow( action.id );
		} else if ( action.type === 'expand' || action.type === 'collapse' ) {
			toggle( action.id, action.type === 'expand' );
		} else if ( action.type === 'open' ) {
			open( editBase + action.id );
		} else {
			void moveDoc( action.id, action.target );
		}
	};

	// The rows' handlers are made once (rows are memoised): they read the latest state here.
	const latest = useRef( { dragged, drop, docs: tree.docs, moveDoc } );
	latest.current = { dragged, drop, docs: tree.docs, moveDoc };

	const onDragOver = useCallback( ( id: number, event: DragEvent< HTMLElement > ) => {
		const now = latest.current;
		if ( now.dragged === null || now.dragged === id ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		const box = ( event.currentTarget.firstElementChild as HTMLElement ).getBoundingClientRect();
		const zone = zoneAt( event.clientY - box.top, box.height );
		if ( now.drop?.id !== id || now.drop.zone !== zone ) {
			setDrop( { id, zone } );
		}
	}, [] );
	const onDrop = useCallback( ( id: number, event: DragEvent< HTMLElement > ) => {
		const now = latest.current;
		event.preventDefault();
		event.stopPropagation();
		const over = now.docs.find( ( doc ) => doc.id === id );
		if ( now.dragged !== null && over && now.drop ) {
			void now.moveDoc( now.dragged, dropTarget( now.docs, now.dragged, over, now.drop.zone ) );
		}
		setDragged( null );
		setDrop( null );
	}, [] );
	const onDragEnd = useCallback( () => {
		setDragged( null );
		setDrop( null );
	}, [] );
	const onToggle = useCallback( ( id: number ) => toggleRef.current( id ), [] );

	const create = async ( parent: number, title: string ) => {
		try {
			const siblings = childrenOf( tree.docs ).get( parent ) ?? [];
			const draft = await createDraft( title, parent, siblings.length );
			open( editBase + draft.id );
		} catch ( failure ) {
			setNotice( { status: 'error', message: errorMessage( failure ) } );
		}
	};
	const addLabel = ( parent: number ) => {
		const doc = tree.docs.find( ( d ) => d.id === parent );
		if ( ! doc ) {
			return __( 'New documentation title', 'docent' );
		}
		return doc.parent === 0
			? /* translators: %s: a documentation's title. */ sprintf( __( 'New section in “%s”', 'docent' ), doc.title )
			: /* translators: %s: a section's title. */ sprintf( __( 'New article in “%s”', 'docent' ), doc.title );
	};

	return (
		<div className="docent-docs-manager">
			<div className="docent-docs-manager__bar">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Filter by title', 'docent' ) }
					type="search"
					value={ filter.text }
					onChange={ ( text ) => setFilter( { ...filter, text } ) }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'docent' ) }
					value={ filter.status }
					options={ [ { value: '', label: __( 'Any status', 'docent' ) }, ...STATUSES.map( ( status ) => ( { value: status, label: statusLabel( status ) } ) ) ] }
					onChange={ ( status ) => setFilter( { ...filter, status: status as Filter[ 'status' ] } ) }
				/>
				<Button variant="secondary" onClick={ () => setCollapsed( new Set( tree.docs.filter( ( d ) => d.parent === 0 ).map( ( d ) => d.id ) ) ) }>
					{ __( 'Collapse all', 'docent' ) }
				</Button>
				<Button variant="secondary" onClick={ () => setCollapsed( new Set() ) }>
					{ __( 'Expand all', 'docent' ) }
				</Button>
				<Button variant="primary" onClick={ () => setAdding( 0 ) }>
					{ __( 'Add documentation', 'docent' ) }
				</Button>
			</div>
			{ adding === 0 && <AddDocForm label={ addLabel( 0 ) } onCreate={ ( title ) => create( 0, title ) } onCancel={ () => setAdding( null ) } /> }
			<div className="docent-docs-manager__status" aria-live="off">
				{ notice && (
					<NoticeBox status={ notice.status } onRemove={ () => setNotice( null ) } className="docent-docs-manager__notice" spokenMessage={ null }>
						{ notice.message }
					</NoticeBox>
				) }
			</div>
			<p className="description" id="docent-tree-help">
				{ __( 'Drag a doc to move it, or use the keyboard: arrows to go through the tree, Alt+↑ and Alt+↓ to move a doc among its siblings, Alt+→ to put it under the doc above, Alt+← to put it after its parent, Enter to edit.', 'docent' ) }
			</p>
			{ rows.length === 0 ? (
				<p>{ filtering ? __( 'No doc matches the filter.', 'docent' ) : __( 'No docs yet: add a documentation to start.', 'docent' ) }</p>
			) : (
				<ul
					ref={ list }
					role="tree"
					className={ `docent-tree${ saving ? ' is-saving' : '' }` }
					aria-label={ __( 'Knowledge base', 'docent' ) }
					aria-describedby="docent-tree-help"
					aria-busy={ saving }
					onKeyDown={ onKeyDown }
				>
					{ rows.map( ( row ) => (
						<TreeRow
							key={ row.doc.id }
							row={ row }
							focused={ row.doc.id === tabStop }
							dropZone={ drop?.id === row.doc.id ? drop.zone : null }
							onFocus={ setFocused }
							onToggle={ onToggle }
							onAdd={ setAdding }
							onDragStart={ setDragged }
							onDragOver={ onDragOver }
							onDrop={ onDrop }
							onDragEnd={ onDragEnd }
						>
							{ adding === row.doc.id && (
								<AddDocForm label={ addLabel( row.doc.id ) } onCreate={ ( title ) => create( row.doc.id, title ) } onCancel={ () => setAdding( null ) } />
							) }
						</TreeRow>
					) ) }
				</ul>
			) }
		</div>
	);
}
