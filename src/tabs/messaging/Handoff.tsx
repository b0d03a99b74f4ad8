/**
 * "Talk to a person": what will be sent with the message — the questions and the assistant's
 * replies, links included — and a button to leave it out. The server attaches its own copy of
 * these turns (looked up by the conversation id), never this one.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store } from '../../store';

export function Handoff( { disabled }: { disabled: boolean } ) {
	const { bubbles, conversation } = useSelect(
		( select ) => ( { bubbles: select( store ).getChatBubbles(), conversation: select( store ).getChatConversation() } ),
		[]
	);
	const { setHandoff } = useDispatch( store );
	// The turns of the current conversation: each reply it issued, with the question before it.
	const turns = bubbles.flatMap( ( bubble, index ) => {
		const question = bubbles[ index - 1 ];
		return ! bubble.isMe && bubble.conversation === conversation && question?.isMe ? [ { question: question.text, reply: bubble } ] : [];
	} );
	if ( turns.length === 0 ) {
		return null;
	}
	return (
		<section className="handoff" aria-label={ __( 'Your conversation with the assistant', 'docent' ) }>
			<p className="handoff-note">{ __( 'Your conversation with the assistant will be sent with your message:', 'docent' ) }</p>
			<ol className="handoff-turns">
				{ turns.map( ( { question, reply }, index ) => (
					<li key={ index }>
						<p>
							<strong>{ __( 'You:', 'docent' ) }</strong> { question }
						</p>
						<p>
							<strong>{ __( 'Assistant:', 'docent' ) }</strong> { reply.text }
						</p>
						{ reply.readMore.length > 0 && (
							<ul>
								{ reply.readMore.map( ( link ) => (
									<li key={ link.permalink }>
										<a href={ link.permalink } target="_blank" rel="noreferrer">
											{ link.title }
										</a>
									</li>
								) ) }
							</ul>
						) }
					</li>
				) ) }
			</ol>
			<button type="button" className="btn ghost handoff-remove" disabled={ disabled } onClick={ () => setHandoff( false ) }>
				{ __( 'Remove the conversation', 'docent' ) }
			</button>
		</section>
	);
}
