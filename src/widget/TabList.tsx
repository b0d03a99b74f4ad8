import { __ } from '@wordpress/i18n';
import { useRef, type KeyboardEvent } from 'react';
import { TabIcon } from '../components/TabIcon';
import type { TabKey } from '../shared/types';
import type { TabTexts } from '../tabs/registry';

interface Props {
	tabs: Array< { key: TabKey; texts: TabTexts } >;
	active: TabKey;
	idFor: ( tab: TabKey, part: 'tab' | 'panel' ) => string;
	onSelect: ( tab: TabKey ) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (mirrored in RTL), Home and End move
 * between tabs; only the selected tab is in the Tab order. Labels are never cut: where the row
 * is too narrow for them (a phone, a long language, a long custom title) the pills wrap onto a
 * second row and a label wraps inside its pill (src/shared/panel-css.ts).
 */
export function TabList( { tabs, active, idFor, onSelect }: Props ) {
	const list = useRef< HTMLDivElement >( null );

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const keys = tabs.map( ( tab ) => tab.key );
		const rtl = list.current ? getComputedStyle( list.current ).direction === 'rtl' : false;
		const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[ event.key ];
		let next: number;
		if ( step ) {
			next = ( keys.indexOf( active ) + step + keys.length ) % keys.length;
		} else if ( event.key === 'Home' || event.key === 'End' ) {
			next = event.key === 'Home' ? 0 : keys.length - 1;
		} else {
			return;
		}
		event.preventDefault();
		onSelect( keys[ next ] );
		list.current?.querySelector< HTMLElement >( `#${ idFor( keys[ next ], 'tab' ) }` )?.focus();
	};

	return (
		<div className="tabs" role="tablist" aria-label={ __( 'Help sections', 'docent' ) } ref={ list }>
			{ tabs.map( ( { key, texts } ) => (
				<button
					key={ key }
					type="button"
					role="tab"
					className="tab"
					id={ idFor( key, 'tab' ) }
					aria-selected={ key === active }
					aria-controls={ idFor( key, 'panel' ) }
					tabIndex={ key === active ? 0 : -1 }
					onClick={ () => onSelect( key ) }
					onKeyDown={ onKeyDown }
				>
					<TabIcon tab={ key } icon={ texts.icon } />
					<span>{ texts.title }</span>
				</button>
			) ) }
		</div>
	);
}
