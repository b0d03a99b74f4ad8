/**
 * The empty chat's opening: the site's greeting and up to three suggested questions, each a
 * button that asks it (in the live preview, as the admin types them: see opening.ts).
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { ChatIcon } from '../../components/icons';
import { store } from '../../store';
import { useWidget } from '../../widget/context';
import { chatOpening } from './opening';

interface Props {
	onAsk: ( question: string ) => void;
	disabled: boolean;
}

export function ChatStart( { onAsk, disabled }: Props ) {
	const { settings } = useWidget();
	const start = useSelect( ( select ) => select( store ).getChatStart(), [] );
	const { greeting, suggestions } = chatOpening( start, settings.integrate_ai );
	return (
		<div className="chat-start">
			<div className="chat-msg is-bot chat-greeting">
				<span className="chat-avatar">
					<ChatIcon />
				</span>
				<div className="chat-body">
					<p className="chat-text">{ greeting }</p>
				</div>
			</div>
			{ suggestions.length > 0 && (
				<ul className="chat-suggestions" aria-label={ __( 'Suggested questions', 'docent' ) }>
					{ suggestions.map( ( question, i ) => (
						<li key={ i }>
							<button type="button" className="btn ghost" disabled={ disabled } onClick={ () => onAsk( question ) }>
								{ question }
							</button>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
