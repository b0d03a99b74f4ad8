/**
 * The A.I. Chat tab (its full conversation UI lands with the chat feature).
 */
import { __ } from '@wordpress/i18n';
import { useWidget } from '../../widget/context';

export default function ChatTab() {
	const { preview } = useWidget();
	return (
		<div className="docent-chat">
			<div className="docent-chat__log" role="log" aria-live="polite" />
			<label className="docent-visually-hidden" htmlFor="docent-chat-input">
				{ __( 'Your question', 'docent' ) }
			</label>
			<input
				id="docent-chat-input"
				className="docent-input"
				type="text"
				disabled={ preview }
				// eslint-disable-next-line @wordpress/i18n-ellipsis -- SPEC §2's exact text.
				placeholder={ __( 'Ask me anything about this website...', 'docent' ) }
			/>
		</div>
	);
}
