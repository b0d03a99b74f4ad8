import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { TabKey } from '../../shared/types';

interface Props {
	order: TabKey[];
	labels: Record< TabKey, string >;
	onChange: ( order: TabKey[] ) => void;
}

/**
 * The tab order: drag a row, or use its Move up / Move down buttons (keyboard users keep their
 * focus on the row they moved, and hear where it went). The first tab opens by default.
 */
export function TabOrder( { order, labels, onChange }: Props ) {
	const [ dragging, setDragging ] = useState< TabKey | null >( null );
	const [ over, setOver ] = useState< TabKey | null >( null );
	const [ announcement, setAnnouncement ] = useState( '' );
	const [ focus, setFocus ] = useState< { key: TabKey; direction: 'up' | 'down' } | null >( null );
	const list = useRef< HTMLOListElement >( null );

	const move = ( key: TabKey, to: number ) => {
		const next = order.filter( ( other ) => other !== key );
		next.splice( to, 0, key );
		onChange( next );
		setAnnouncement(
			/* translators: 1: tab label, 2: new position, 3: number of tabs. */
			sprintf( __( '%1$s moved to position %2$d of %3$d.', 'docent' ), labels[ key ], to + 1, order.length )
		);
	};

	// After a keyboard move, focus follows the row (or its other button once at an end).
	useEffect( () => {
		if ( ! focus || ! list.current ) {
			return;
		}
		const row = list.current.querySelector( `[data-tab="${ focus.key }"]` );
		const wanted = row?.querySelector< HTMLButtonElement >( `[data-move="${ focus.direction }"]:not(:disabled)` );
		( wanted ?? row?.querySelector< HTMLButtonElement >( '[data-move]:not(:disabled)' ) )?.focus();
		setFocus( null );
	}, [ focus, order ] );

	const onDrop = ( event: DragEvent, target: TabKey ) => {
		event.preventDefault();
		if ( dragging && dragging !== target ) {
			move( dragging, order.indexOf( target ) );
		}
		setDragging( null );
		setOver( null );
	};

	return (
		<div className="docent-tab-order">
			<p className="description" id="docent-tab-order-help">
				{ __( 'Drag the tabs into order, or use Move up and Move down. The first tab opens by default.', 'docent' ) }
			</p>
			<ol ref={ list } aria-describedby="docent-tab-order-help">
				{ order.map( ( key, index ) => (
					<li
						key={ key }
						data-tab={ key }
						draggable
						className={ [
							'docent-tab-order__item',
							dragging === key ? 'is-dragging' : '',
							over === key && dragging !== key ? 'is-over' : '',
						].join( ' ' ) }
						onDragStart={ ( event ) => {
							setDragging( key );
							event.dataTransfer.effectAllowed = 'move';
							event.dataTransfer.setData( 'text/plain', key );
						} }
						onDragOver={ ( event ) => {
							event.preventDefault();
							event.dataTransfer.dropEffect = 'move';
							setOver( key );
						} }
						onDragLeave={ () => setOver( ( current ) => ( current === key ? null : current ) ) }
						onDrop={ ( event ) => onDrop( event, key ) }
						onDragEnd={ () => {
							setDragging( null );
							setOver( null );
						} }
					>
						<span className="docent-tab-order__handle" aria-hidden="true">
							⠿
						</span>
						<span className="docent-tab-order__label">{ labels[ key ] }</span>
						{ index === 0 && <span className="docent-tab-order__badge">{ __( 'Default tab', 'docent' ) }</span> }
						<Button
							variant="tertiary"
							size="small"
							data-move="up"
							disabled={ index === 0 }
							/* translators: %s: tab label. */
							label={ sprintf( __( 'Move %s up', 'docent' ), labels[ key ] ) }
							showTooltip={ false }
							onClick={ () => {
								move( key, index - 1 );
								setFocus( { key, direction: 'up' } );
							} }
						>
							{ __( 'Move up', 'docent' ) }
						</Button>
						<Button
							variant="tertiary"
							size="small"
							data-move="down"
							disabled={ index === order.length - 1 }
							/* translators: %s: tab label. */
							label={ sprintf( __( 'Move %s down', 'docent' ), labels[ key ] ) }
							showTooltip={ false }
							onClick={ () => {
								move( key, index + 1 );
								setFocus( { key, direction: 'down' } );
							} }
						>
							{ __( 'Move down', 'docent' ) }
						</Button>
					</li>
				) ) }
			</ol>
			<p className="screen-reader-text" aria-live="polite">
				{ announcement }
			</p>
		</div>
	);
}
