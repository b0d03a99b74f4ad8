/**
 * Widget links: any `<a rel="docent-widget">` on the page, present or added later, opens the
 * panel instead of following its address; `data-tab` asks for a tab, `data-id` for an article.
 * A link marked for the widget (`data-docent` or the class `docent-link`) opens the article its
 * address points to: `data-id`'s where it has one, else the doc at its `href`.
 */
import type { OpenRequest, TabKey } from '../shared/types';

/** Tabs a widget link may ask for with data-tab. */
const TABS: TabKey[] = [ 'integrate_ai', 'explore', 'message' ];

/** The widget link an event happened in, if any. */
export const widgetLink = ( target: EventTarget | null ) =>
	target instanceof Element ? target.closest< HTMLAnchorElement >( 'a[rel~="docent-widget"],a[data-docent],a.docent-link' ) : null;

/**
 * @param open    Opens the panel with the link's request.
 * @param article Opens the article at a marked link's address.
 */
export function openFromLinks( open: ( request: OpenRequest ) => void, article: ( href: string ) => void ): void {
	document.addEventListener( 'click', ( event ) => {
		const link = widgetLink( event.target );
		// Modified and middle clicks keep their new-tab behaviour.
		if ( ! link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ) {
			return;
		}
		event.preventDefault();
		const id = Number( link.dataset.id );
		const tab = TABS.find( ( key ) => key === link.dataset.tab );
		if ( id > 0 || ! link.matches( '[data-docent],.docent-link' ) ) {
			open( id > 0 ? { tab, docId: id } : { tab } );
		} else {
			article( link.href );
		}
	} );
}
