/**
 * The empty chat's opening: the site's greeting and up to three suggested questions, each a
 * button that asks it.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { ChatIcon } from '../../components/icons';
import { store } from '../../store';

interface Props {
	onAsk: ( question: string ) => void;
	disabled: boolean;
}

export function ChatStart( { onAsk, disabled }: Props ) {
	const start = useSelect( ( select ) => select( store ).getChatStart(), [] );
	const greeting = start?.greeting || __( 'Hi! Ask me anything about this site.', 'docent' );
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
			{ start && start.suggestions.length > 0 && (
				<ul className="chat-suggestions" aria-label={ __( 'Suggested questions', 'docent' ) }>
					{ start.suggestions.map( ( question ) => (
						<li key={ question }>
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
