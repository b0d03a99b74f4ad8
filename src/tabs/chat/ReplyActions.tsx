/**
 * Under a reply: thumbs up/down (one vote, an optional short reason on down) and "Talk to a
 * person", which opens the Messaging tab with the conversation attached. The thumbs are SVG
 * icons, not emoji (a device without an emoji font draws those as empty boxes). Buttons with
 * names and pressed states, so keyboards and screen readers get the same as a mouse.
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useId, useState, type FormEvent } from 'react';
import { ThumbDownIcon, ThumbUpIcon } from '../../components/icons';
import { store } from '../../store';
import type { ChatBubble } from '../../store/chat/types';
import { isTabEnabled } from '../../utils/tabs';
import { useWidget } from '../../widget/context';

/** Longest reason the server keeps. */
const REASON_MAX = 200;

interface Props {
	bubble: ChatBubble;
	index: number;
	/** The reply found nothing: "Talk to a person" is offered first and prominently. */
	stuck: boolean;
}

export function ReplyActions( { bubble, index, stuck }: Props ) {
	const { settings, preview, openTab } = useWidget();
	const { rateReply, setHandoff } = useDispatch( store );
	const [ asking, setAsking ] = useState( false );
	const [ reason, setReason ] = useState( '' );
	const reasonId = useId();
	const canRate = !! bubble.conversation && !! bubble.turn && ! preview;
	const canHandOff = !! bubble.conversation && ! preview && isTabEnabled( settings, 'message' );

	const handOff = () => {
		setHandoff( true );
		openTab( 'message' );
	};

	const sendDown = ( event: FormEvent ) => {
		event.preventDefault();
		setAsking( false );
		rateReply( index, 'down', reason );
	};

	const person = canHandOff && (
		<button type="button" className={ `btn ${ stuck ? 'chat-person is-prominent' : 'ghost chat-person' }` } onClick={ handOff }>
			{ __( 'Talk to a person', 'docent' ) }
		</button>
	);

	return (
		<div className="chat-actions">
			{ stuck && person }
			{ canRate && (
				<div className="chat-rate" role="group" aria-label={ __( 'Was this answer helpful?', 'docent' ) }>
					{ bubble.vote ? (
						<p className="chat-thanks" role="status">
							{ __( 'Thanks for your feedback.', 'docent' ) }
						</p>
					) : (
						<>
							<button type="button" className="icon-btn chat-vote" aria-label={ __( 'Helpful', 'docent' ) } onClick={ () => rateReply( index, 'up' ) }>
								<ThumbUpIcon />
							</button>
							<button type="button" className="icon-btn chat-vote" aria-label={ __( 'Not helpful', 'docent' ) } aria-expanded={ asking } onClick={ () => setAsking( ! asking ) }>
								<ThumbDownIcon />
							</button>
						</>
					) }
				</div>
			) }
			{ asking && ! bubble.vote && (
				<form className="chat-reason" onSubmit={ sendDown }>
					<label htmlFor={ reasonId }>{ __( 'What was wrong? (optional)', 'docent' ) }</label>
					<input id={ reasonId } type="text" value={ reason } maxLength={ REASON_MAX } onChange={ ( event ) => setReason( event.target.value ) } autoComplete="off" />
					<button type="submit" className="btn">
						{ __( 'Send feedback', 'docent' ) }
					</button>
				</form>
			) }
			{ ! stuck && person }
		</div>
	);
}
