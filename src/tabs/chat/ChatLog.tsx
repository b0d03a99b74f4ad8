import { __ } from '@wordpress/i18n';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatBubble } from '../../store/chat/types';
import { ChatMessage, ChatWaiting } from './ChatMessage';

interface Props {
	bubbles: ChatBubble[];
	waiting: boolean;
	/** The index of the reply that types out, -1 when none. */
	typing: number;
	/** Shown before the bubbles (the greeting of an empty conversation). */
	children?: ReactNode;
}

/** How close to the end (px) still counts as "reading the latest". */
const NEAR_END = 32;

/**
 * The conversation: a polite live log (new bubbles are announced once), which scrolls to the
 * bottom on each new item (SPEC §4) and follows a reply as it types, unless the visitor has
 * scrolled up to read. A reply types at SPEC §9's pace, but a visitor who scrolls, clicks or
 * presses a key in the log gets the whole of it at once.
 */
export function ChatLog( { bubbles, waiting, typing, children }: Props ) {
	const log = useRef< HTMLDivElement >( null );
	const following = useRef( true );
	const [ reveal, setReveal ] = useState( 0 );

	// The visitor's own scrolling (never the log's programmatic scroll), clicks and keys.
	useEffect( () => {
		const el = log.current;
		if ( ! el || typing < 0 ) {
			return;
		}
		const revealAll = () => setReveal( ( n ) => n + 1 );
		const gestures = [ 'wheel', 'touchmove', 'pointerdown', 'keydown' ];
		gestures.forEach( ( name ) => el.addEventListener( name, revealAll, { passive: true } ) );
		return () => gestures.forEach( ( name ) => el.removeEventListener( name, revealAll ) );
	}, [ typing ] );

	const toEnd = useCallback( () => {
		if ( log.current ) {
			log.current.scrollTop = log.current.scrollHeight;
		}
	}, [] );

	useLayoutEffect( () => {
		following.current = true;
		toEnd();
	}, [ bubbles.length, waiting, toEnd ] );

	const onGrow = useCallback( () => {
		if ( following.current ) {
			toEnd();
		}
	}, [ toEnd ] );

	// A log that was hidden (another tab showing) or resized keeps its end in view.
	useEffect( () => {
		const el = log.current;
		if ( ! el || typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new ResizeObserver( onGrow );
		observer.observe( el );
		return () => observer.disconnect();
	}, [ onGrow ] );

	const onScroll = () => {
		const el = log.current;
		if ( el && el.clientHeight > 0 ) {
			following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END;
		}
	};

	return (
		<div
			ref={ log }
			className="chat-log"
			role="log"
			aria-live="polite"
			aria-label={ __( 'Conversation', 'docent' ) }
			// Scrollable content must be reachable by keyboard.
			// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
			tabIndex={ 0 }
			onScroll={ onScroll }
		>
			{ children }
			{ bubbles.map( ( bubble, index ) => (
				<ChatMessage
					key={ index }
					index={ index }
					bubble={ bubble }
					animate={ index === typing }
					reveal={ index === typing ? reveal : 0 }
					onGrow={ index === typing ? onGrow : undefined }
				/>
			) ) }
			{ waiting && ! bubbles[ bubbles.length - 1 ]?.streaming && <ChatWaiting /> }
		</div>
	);
}
