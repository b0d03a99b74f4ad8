/**
 * Choosing one item from the WordPress media library (wp.media), for the admin's tab icons and
 * the Messaging tab's attachment. The page that uses it enqueues wp.media (wp_enqueue_media).
 */

interface MediaFrame< T > {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => { first: () => { toJSON: () => T } | undefined } };
}

type MediaFactory = < T >( options: Record< string, unknown > ) => MediaFrame< T >;

declare global {
	interface Window {
		/** WordPress's globals; only wp.media is read here, and checked before use. */
		wp?: { media?: unknown } & Record< string, unknown >;
	}
}

function mediaFactory(): MediaFactory | null {
	const media = window.wp?.media;
	return typeof media === 'function' ? ( media as MediaFactory ) : null;
}

/** Whether wp.media is on this page. */
export function hasMediaLibrary(): boolean {
	return mediaFactory() !== null;
}

/**
 * Opens the library filtered to one type ('image', 'application'…); resolves with the chosen
 * attachment's JSON, or null when the frame closes without a choice (or there is no library).
 */
export function chooseFromLibrary< T >( type: string, title: string, button: string ): Promise< T | null > {
	return new Promise( ( resolve ) => {
		const media = mediaFactory();
		if ( ! media ) {
			resolve( null );
			return;
		}
		const frame = media< T >( { title, button: { text: button }, library: { type }, multiple: false } );
		let chosen = false;
		frame.on( 'select', () => {
			chosen = true;
			resolve( frame.state().get( 'selection' ).first()?.toJSON() ?? null );
		} );
		frame.on( 'close', () => {
			// "close" also fires after "select": give select its turn first.
			window.setTimeout( () => ! chosen && resolve( null ), 0 );
		} );
		frame.open();
	} );
}
