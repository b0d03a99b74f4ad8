/**
 * The screen after a message was sent (SPEC §2, §8): the site's title and text (a custom text
 * from the server's answer wins), then the promise of a reply. Shown for SUCCESS_MS.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef } from 'react';

interface Props {
	title: string;
	text: string;
	/** Move focus here (the Send button the visitor was on has gone). */
	takeFocus: boolean;
	/** Where the reply will go. */
	email?: string;
	/** The chat conversation went with the message. */
	withConversation?: boolean;
}

/** What happens next, in one line. */
export function nextStep( email: string, withConversation: boolean ): string {
	if ( email === '' ) {
		return '';
	}
	return withConversation
		? /* translators: %s: the sender's email address. */ sprintf( __( 'A person will read your message and your conversation with the assistant, and answer by email at %s.', 'docent' ), email )
		: /* translators: %s: the sender's email address. */ sprintf( __( 'A person will read your message and answer by email at %s.', 'docent' ), email );
}

export function Success( { title, text, takeFocus, email = '', withConversation = false }: Props ) {
	const next = nextStep( email, withConversation );
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => {
		if ( takeFocus ) {
			heading.current?.focus();
		}
		// Only when the screen appears.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return (
		<div className="sent">
			<h3 className="sent-title" ref={ heading } tabIndex={ -1 }>
				{ title }
			</h3>
			<p>{ text }</p>
			<p>{ __( 'We will reply to you as soon as possible!', 'docent' ) }</p>
			{ next && <p className="sent-next">{ next }</p> }
		</div>
	);
}

/** The texts the success screen shows: settings first, the answer's custom text over them. */
export function successTexts( settings: { messaging_success_title?: string; messaging_success_text?: string } | undefined, answer: string | null ) {
	return {
		title: settings?.messaging_success_title?.trim() || __( 'Thanks', 'docent' ),
		text: answer?.trim() || settings?.messaging_success_text?.trim() || __( 'Your message has been sent!', 'docent' ),
	};
}
