import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';

interface Props {
	title: string;
	link: string;
	/** Reached by Tab (only in the tree's focused row). */
	focusable?: boolean;
}

/** Copies a doc's address, for a widget link (`rel="docent-widget"`) or anywhere else. */
export function CopyLinkButton( { title, link, focusable = true }: Props ) {
	const [ copied, setCopied ] = useState( false );
	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( link );
			setCopied( true );
			window.setTimeout( () => setCopied( false ), 2000 );
		} catch {
			// No clipboard (an http:// admin): the address is shown to copy by hand.
			// eslint-disable-next-line no-alert
			window.prompt( __( 'Copy this link:', 'docent' ), link );
		}
	};
	return (
		<button
			type="button"
			className="components-button is-small is-tertiary"
			tabIndex={ focusable ? 0 : -1 }
			onClick={ copy }
			/* translators: %s: a doc's title. */
			aria-label={ sprintf( __( 'Copy widget link of “%s”', 'docent' ), title ) }
		>
			{ copied ? __( 'Copied', 'docent' ) : __( 'Copy link', 'docent' ) }
		</button>
	);
}
