import { useEffect, type RefObject } from 'react';

/**
 * Focus never leaves the open panel while it re-renders: when the focused element is removed
 * (Back from an article, a list replaced by another) the browser drops focus to the page's
 * body, where a keypress no longer reaches the panel. The panel itself (tabIndex -1) takes it
 * until the view that replaces the element places focus where it belongs.
 */
export function useKeepFocus( panel: RefObject< HTMLElement >, active: boolean ): void {
	useEffect( () => {
		const node = panel.current;
		if ( ! active || ! node ) {
			return;
		}
		let focused: Element | null = null;
		const remember = ( event: FocusEvent ) => {
			focused = event.target as Element;
		};
		const observer = new MutationObserver( () => {
			const doc = node.ownerDocument;
			if ( focused && ! focused.isConnected && ( doc.activeElement === doc.body || doc.activeElement === null ) ) {
				focused = null;
				node.focus( { preventScroll: true } );
			}
		} );
		node.addEventListener( 'focusin', remember );
		observer.observe( node, { childList: true, subtree: true } );
		return () => {
			node.removeEventListener( 'focusin', remember );
			observer.disconnect();
		};
	}, [ panel, active ] );
}
