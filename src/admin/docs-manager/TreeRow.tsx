import { __, _n, sprintf } from '@wordpress/i18n';
import { memo, type DragEvent } from 'react';
import { CopyLinkButton } from './CopyLinkButton';
import type { Zone } from './model/drop';
import type { Row } from './model/tree';
import type { DocStatus } from './types';

interface Props {
	row: Row;
	focused: boolean;
	/** The zone a dragged doc would land in, when it is over this row. */
	dropZone: Zone | null;
	onFocus: ( id: number ) => void;
	onToggle: ( id: number ) => void;
	onAdd: ( id: number ) => void;
	onDragStart: ( id: number ) => void;
	onDragOver: ( id: number, event: DragEvent< HTMLElement > ) => void;
	onDrop: ( id: number, event: DragEvent< HTMLElement > ) => void;
	onDragEnd: () => void;
	children?: React.ReactNode;
}

export function kindLabel( level: number ): string {
	if ( level === 1 ) {
		return __( 'Documentation', 'docent' );
	}
	return level === 2 ? __( 'Section', 'docent' ) : __( 'Article', 'docent' );
}

export function statusLabel( status: DocStatus ): string {
	const labels: Record< DocStatus, string > = {
		publish: __( 'Published', 'docent' ),
		future: __( 'Scheduled', 'docent' ),
		draft: __( 'Draft', 'docent' ),
		pending: __( 'Pending review', 'docent' ),
		private: __( 'Private', 'docent' ),
	};
	return labels[ status ] ?? status;
}

function countsText( row: Row ): string {
	const parts: string[] = [];
	if ( row.level === 1 ) {
		/* translators: %d: number of sections. */
		parts.push( sprintf( _n( '%d section', '%d sections', row.counts.sections, 'docent' ), row.counts.sections ) );
	}
	if ( row.level < 3 ) {
		/* translators: %d: number of articles. */
		parts.push( sprintf( _n( '%d article', '%d articles', row.counts.articles, 'docent' ), row.counts.articles ) );
	}
	return parts.join( ' · ' );
}

/**
 * One doc of the tree: a treeitem with its level, place among its siblings and state, a handle
 * to drag it, and its actions (reachable by Tab once the row has the focus).
 */
export const TreeRow = memo( function TreeRow( props: Props ) {
	const { row, focused, dropZone, children } = props;
	const { doc, level } = row;
	const titleId = `docent-doc-title-${ doc.id }`;
	const actionTab = focused ? 0 : -1;
	return (
		<li
			role="treeitem"
			id={ `docent-doc-${ doc.id }` }
			data-id={ doc.id }
			aria-level={ level }
			aria-setsize={ row.siblings }
			aria-posinset={ row.position }
			aria-expanded={ row.hasChildren ? row.expanded : undefined }
			aria-selected={ focused }
			aria-labelledby={ titleId }
			aria-describedby={ `docent-doc-meta-${ doc.id }` }
			tabIndex={ focused ? 0 : -1 }
			className={ `docent-tree__item docent-tree__item--level-${ level }${ dropZone ? ` is-drop-${ dropZone }` : '' }` }
			draggable
			onFocus={ ( event ) => event.target === event.currentTarget && props.onFocus( doc.id ) }
			onDragStart={ ( event ) => {
				event.stopPropagation();
				event.dataTransfer.effectAllowed = 'move';
				event.dataTransfer.setData( 'text/plain', String( doc.id ) );
				props.onDragStart( doc.id );
			} }
			onDragOver={ ( event ) => props.onDragOver( doc.id, event ) }
			onDrop={ ( event ) => props.onDrop( doc.id, event ) }
			onDragEnd={ props.onDragEnd }
		>
			<div className="docent-tree__row" style={ { paddingInlineStart: `${ ( ( level - 1 ) * 24 ) + 4 }px` } }>
				<button
					type="button"
					className="docent-tree__toggle"
					tabIndex={ -1 }
					aria-hidden="true"
					disabled={ ! row.hasChildren }
					onClick={ () => props.onToggle( doc.id ) }
				>
					{ row.hasChildren && ( row.expanded ? '▾' : '▸' ) }
				</button>
				<span className="docent-tree__title" id={ titleId }>
					{ doc.title || __( '(no title)', 'docent' ) }
				</span>
				<span className="docent-tree__meta" id={ `docent-doc-meta-${ doc.id }` }>
					<span className="docent-tree__kind">{ kindLabel( level ) }</span>
					{ doc.status !== 'publish' && <span className={ `docent-tree__status is-${ doc.status }` }>{ statusLabel( doc.status ) }</span> }
					{ level < 3 && <span className="docent-tree__counts">{ countsText( row ) }</span> }
				</span>
				<span className="docent-tree__actions">
					{ /* Plain buttons in WordPress's look: a thousand rows render fast without the component's tooltip machinery. */ }
					{ level < 3 && (
						<button type="button" className="components-button is-small is-secondary" tabIndex={ actionTab } onClick={ () => props.onAdd( doc.id ) }>
							{ level === 1 ? __( 'Add section', 'docent' ) : __( 'Add article', 'docent' ) }
						</button>
					) }
					<CopyLinkButton title={ doc.title } link={ doc.link } focusable={ focused } />
					<a className="components-button is-small is-tertiary" href={ doc.edit_link } tabIndex={ actionTab }>
						{ __( 'Edit', 'docent' ) }
						<span className="screen-reader-text">{ ` ${ doc.title }` }</span>
					</a>
				</span>
			</div>
			{ children }
		</li>
	);
} );
