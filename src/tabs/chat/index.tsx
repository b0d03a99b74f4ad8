/**
 * The A.I. chat tab (its own chunk, loaded when the tab first opens): the conversation log,
 * "New conversation", and the question input. Enter (or Send) asks; the store does the calls.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SendIcon } from '../../components/icons';
import { store } from '../../store';
import { MAX_PROMPT } from '../../store/chat/api';
import { useWidget } from '../../widget/context';
import { GUEST_AVATAR } from './avatars';
import { ChatLog } from './ChatLog';
import { ChatStart } from './ChatStart';
import { useChatStyles } from './styles';
import { useSavedConversation } from './use-saved-conversation';

export default function ChatTab() {
	const { preview, user } = useWidget();
	const root = useChatStyles< HTMLDivElement >();
	const id = useId();
	const input = useRef< HTMLInputElement >( null );
	const [ text, setText ] = useState( '' );
	const { bubbles, waiting, typing, avatar, draft, question } = useSelect(
		( select ) => {
			const chat = select( store );
			return {
				bubbles: chat.getChatBubbles(),
				waiting: chat.isChatWaiting(),
				typing: chat.getTypingReply(),
				draft: chat.getDraft( 'chat' ),
				question: chat.getDraft( 'ask' ),
				// SPEC §6: a logged-in visitor's own avatar (read once); guests get the guest avatar.
				avatar: ! preview && user.id > 0 ? chat.getUserAvatar( user.id ) : null,
			};
		},
		[ preview, user.id ]
	);
	const { askChat, clearChat, setDraft } = useDispatch( store );
	// A static preview neither reads nor writes the visitor's conversation.
	useSavedConversation( ! preview );

	// A question carried over from elsewhere (Explore's "Ask the chat") waits in the input, ready to send.
	useEffect( () => {
		if ( draft && ! preview ) {
			setText( draft );
			setDraft( 'chat', '' );
			input.current?.focus();
		}
	}, [ draft, preview, setDraft ] );

	// A question the page asked (window.docent.ask()) is sent once the saved conversation is back
	// and no reply is on its way.
	useEffect( () => {
		if ( question && ! preview && ! waiting ) {
			setDraft( 'ask', '' );
			askChat( question, avatar || GUEST_AVATAR );
		}
	}, [ question, preview, waiting, avatar, askChat, setDraft ] );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		// SPEC §5: empty input is ignored; while a reply is on its way the question waits in the box.
		if ( preview || waiting || text.trim() === '' ) {
			return;
		}
		askChat( text, avatar || GUEST_AVATAR );
		setText( '' );
		input.current?.focus();
	};

	const startOver = () => {
		clearChat();
		input.current?.focus();
	};

	return (
		<div className="chat" ref={ root }>
			{ bubbles.length > 0 && (
				<div className="chat-bar">
					<button type="button" className="btn ghost chat-new" onClick={ startOver }>
						{ __( 'New conversation', 'docent' ) }
					</button>
				</div>
			) }
			<ChatLog bubbles={ bubbles } waiting={ waiting } typing={ typing }>
				{ bubbles.length === 0 && ! waiting && <ChatStart disabled={ preview } onAsk={ ( question ) => askChat( question, avatar || GUEST_AVATAR ) } /> }
			</ChatLog>
			<form className="chat-form" onSubmit={ onSubmit }>
				<label className="sr" htmlFor={ id }>
					{ __( 'Your question', 'docent' ) }
				</label>
				<input
					ref={ input }
					id={ id }
					type="text"
					value={ text }
					onChange={ ( event ) => setText( event.target.value ) }
					// SPEC §2's exact placeholder, three dots and all.
					// eslint-disable-next-line @wordpress/i18n-ellipsis
					placeholder={ __( 'Ask me anything about this website...', 'docent' ) }
					maxLength={ MAX_PROMPT }
					autoComplete="off"
					enterKeyHint="send"
					disabled={ preview }
				/>
				<button type="submit" className="icon-btn send" aria-label={ __( 'Send', 'docent' ) } disabled={ preview || waiting }>
					<SendIcon />
				</button>
			</form>
		</div>
	);
}
