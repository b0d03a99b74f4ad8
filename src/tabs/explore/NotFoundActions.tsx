/**
 * No dead end after "Search result not found": ask the chat, or message the site, with the
 * search carried over (each only while its tab is switched on).
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store } from '../../store';
import { isTabEnabled } from '../../utils/tabs';
import { useWidget } from '../../widget/context';

export function NotFoundActions( { query }: { query: string } ) {
	const { settings, preview, openTab } = useWidget();
	const { setDraft } = useDispatch( store );
	const chat = isTabEnabled( settings, 'integrate_ai' );
	const message = isTabEnabled( settings, 'message' );
	if ( preview || ( ! chat && ! message ) ) {
		return null;
	}
	const carry = ( tab: 'integrate_ai' | 'message' ) => {
		setDraft( tab === 'integrate_ai' ? 'chat' : 'message', query );
		openTab( tab );
	};
	return (
		<div className="empty-actions">
			{ chat && (
				<button type="button" className="btn" onClick={ () => carry( 'integrate_ai' ) }>
					{ __( 'Ask the chat', 'docent' ) }
				</button>
			) }
			{ message && (
				<button type="button" className="btn ghost" onClick={ () => carry( 'message' ) }>
					{ __( 'Message us', 'docent' ) }
				</button>
			) }
		</div>
	);
}
