/**
 * Cloudflare Turnstile (its script is requested the first time this renders, so only once the
 * Messaging tab is open). The widget lives in a shadow root, but Cloudflare's script looks its
 * container up in the document, which cannot see into a shadow root: so the container is a
 * light-DOM child of the shadow host, shown here through a named <slot>. Outside a shadow root
 * (tests, other hosts) it renders in place.
 */
import { __ } from '@wordpress/i18n';
import { Turnstile } from '@marsidev/react-turnstile';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface Props {
	siteKey: string;
	/** The bot check is rendering and has no token yet. */
	loading: boolean;
	/** The site key was rejected. */
	failed: boolean;
	onToken: ( token: string ) => void;
	onExpire: () => void;
	onError: () => void;
}

/** Where Turnstile's container goes: not decided yet, a light-DOM element, or right here. */
type Place = { kind: 'pending' } | { kind: 'slot'; target: HTMLElement } | { kind: 'inline' };

export function BotCheck( { siteKey, loading, failed, onToken, onExpire, onError }: Props ) {
	const slot = useRef< HTMLSlotElement >( null );
	const slotName = 'docent-bot-check-' + useId().replace( /[^a-zA-Z0-9_-]/g, '' );
	const [ place, setPlace ] = useState< Place >( { kind: 'pending' } );

	useLayoutEffect( () => {
		const root = slot.current?.getRootNode();
		if ( ! ( root instanceof ShadowRoot ) ) {
			setPlace( { kind: 'inline' } );
			return;
		}
		const target = document.createElement( 'div' );
		target.slot = slotName;
		root.host.append( target );
		setPlace( { kind: 'slot', target } );
		return () => target.remove();
	}, [ slotName ] );

	const widget = (
		<Turnstile
			id={ slotName + '-widget' }
			siteKey={ siteKey.trim() }
			options={ { theme: 'light', refreshExpired: 'auto', action: 'docent-message' } }
			onSuccess={ onToken }
			onExpire={ onExpire }
			onError={ onError }
		/>
	);

	return (
		<div className="bot-check" aria-busy={ loading }>
			{ place.kind === 'inline' ? widget : <slot ref={ slot } name={ slotName } /> }
			{ place.kind === 'slot' && createPortal( widget, place.target ) }
			{ failed && (
				<p className="form-note" role="alert">
					{ __( 'Cloudflare turnstile site key not valid.', 'docent' ) }
				</p>
			) }
		</div>
	);
}
