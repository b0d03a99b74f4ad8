/**
 * The screen after a message was sent (SPEC §2, §8): the site's title and text (a custom text
 * from the server's answer wins), then the promise of a reply. Shown for SUCCESS_MS.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useRef } from 'react';

interface Props {
	title: string;
	text: string;
	/** Move focus here (the Send button the visitor was on has gone). */
	takeFocus: boolean;
}

export function Success( { title, text, takeFocus }: Props ) {
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
