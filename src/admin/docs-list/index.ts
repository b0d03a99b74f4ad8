/**
 * Docs > All Docs: the rows' "Copy widget link" buttons (includes/Admin/Docs_List.php writes
 * each one with its doc's snippet). One listener for the whole page, so a row Quick Edit
 * draws again keeps its button working.
 */
import { copyWidgetLink } from './copy-widget-link';
import './docs-list.css';

document.addEventListener( 'click', ( event ) => {
	const button = event.target instanceof Element ? event.target.closest< HTMLElement >( '.docent-copy-link' ) : null;
	if ( button ) {
		event.preventDefault();
		void copyWidgetLink( button );
	}
} );
