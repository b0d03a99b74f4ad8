import { __ } from '@wordpress/i18n';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { ChatIcon } from '../../components/icons';
import type { ChatBubble } from '../../store/chat/types';
import { avatarSrc } from './avatars';
import { ReplyActions } from './ReplyActions';
import { ReplyText } from './ReplyText';
import { useTypewriter } from './use-typewriter';

interface Props {
	bubble: ChatBubble;
	/** The bubble's place in the log (what a vote names). */
	index?: number;
	/** Type the reply out (the reply just received), rather than show it whole (one read back). */
	animate?: boolean;
	/** Counts the visitor's requests to see the whole reply now; each one ends the typing. */
	reveal?: number;
	/** Called as the typing grows the bubble, so the log can follow it. */
	onGrow?: () => void;
}

function ReadMore( { links }: { links: ChatBubble[ 'readMore' ] } ) {
	if ( links.length === 0 ) {
		return null;
	}
	return (
		<div className="chat-more">
			<p>{ __( 'Read more:', 'docent' ) }</p>
			<ul>
				{ links.map( ( link ) => (
					<li key={ link.permalink }>
						<a href={ link.permalink }>{ link.title }</a>
					</li>
				) ) }
			</ul>
		</div>
	);
}

/**
 * A reply. Assistive technology gets the whole reply, links included, the moment it arrives
 * (the log announces it once); the typing is drawn by a copy hidden from it. While typing, the
 * whole reply sits invisible under that copy, so nothing in the log changes when the typing ends,
 * and focusing one of its links (Tab) shows the rest at once.
 */
function Reply( { bubble, index = -1, animate = false, reveal = 0, onGrow }: Props ) {
	const chars = useMemo( () => Array.from( bubble.text ), [ bubble.text ] );
	const { shown, finish } = useTypewriter( chars.length, animate );
	const typing = shown < chars.length;

	useEffect( () => {
		if ( reveal > 0 ) {
			finish();
		}
	}, [ reveal, finish ] );

	useLayoutEffect( () => {
		onGrow?.();
	}, [ shown, onGrow ] );

	return (
		<div className="chat-reply" onFocus={ typing ? finish : undefined }>
			{ typing && (
				<div className="chat-text chat-typed" aria-hidden="true">
					<ReplyText text={ chars.slice( 0, shown ).join( '' ) } links={ false } />
				</div>
			) }
			<div className={ `chat-full${ typing ? ' is-typing' : '' }` }>
				<div className="chat-text">
					<ReplyText text={ bubble.text } />
				</div>
				<ReadMore links={ bubble.readMore } />
			</div>
			{ ! typing && ! bubble.streaming && index >= 0 && <ReplyActions bubble={ bubble } index={ index } stuck={ bubble.readMore.length === 0 } /> }
		</div>
	);
}

/** One bubble of the log: the visitor's question with their avatar, or a reply. */
export function ChatMessage( { bubble, index, animate, reveal, onGrow }: Props ) {
	return (
		<div className={ `chat-msg ${ bubble.isMe ? 'is-me' : 'is-bot' }` }>
			{ bubble.isMe ? (
				<img className="chat-avatar" src={ avatarSrc( bubble.image ) } alt="" width={ 24 } height={ 24 } />
			) : (
				<span className="chat-avatar">
					<ChatIcon />
				</span>
			) }
			<div className="chat-body">
				<span className="sr">{ bubble.isMe ? __( 'You:', 'docent' ) : __( 'Assistant:', 'docent' ) }</span>
				{ bubble.isMe ? <p className="chat-text">{ bubble.text }</p> : <Reply bubble={ bubble } index={ index } animate={ animate } reveal={ reveal } onGrow={ onGrow } /> }
			</div>
		</div>
	);
}

/** The loading indicator while a reply is on its way. */
export function ChatWaiting() {
	return (
		<div className="chat-msg is-bot is-waiting">
			<span className="chat-avatar">
				<ChatIcon />
			</span>
			<div className="chat-body">
				<span className="sr">{ __( 'The assistant is writing a reply…', 'docent' ) }</span>
				<span className="chat-dots" aria-hidden="true">
					<span />
					<span />
					<span />
				</span>
			</div>
		</div>
	);
}
