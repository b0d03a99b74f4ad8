/**
 * Choosing an image from the WordPress media library (wp.media, enqueued by the PHP page).
 */

export interface MediaAttachment {
	url: string;
	filename?: string;
	title?: string;
	width?: number;
	height?: number;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => { first: () => { toJSON: () => MediaAttachment } | undefined } };
}

type MediaFactory = ( options: Record< string, unknown > ) => MediaFrame;

declare global {
	interface Window {
		wp?: { media?: MediaFactory } & Record< string, unknown >;
	}
}

/** The largest tab icon, in pixels, both ways. */
export const MAX_ICON_SIZE = 20;

export function hasMediaLibrary(): boolean {
	return typeof window.wp?.media === 'function';
}

/** Opens the library on images; resolves with the chosen one, or null when closed without one. */
export function chooseImage( title: string, button: string ): Promise< MediaAttachment | null > {
	return new Promise( ( resolve ) => {
		const media = window.wp?.media;
		if ( ! media ) {
			resolve( null );
			return;
		}
		const frame = media( { title, button: { text: button }, library: { type: 'image' }, multiple: false } );
		let chosen = false;
		frame.on( 'select', () => {
			chosen = true;
			resolve( frame.state().get( 'selection' ).first()?.toJSON() ?? null );
		} );
		frame.on( 'close', () => {
			// "close" also fires after "select"; give select its turn first.
			window.setTimeout( () => ! chosen && resolve( null ), 0 );
		} );
		frame.open();
	} );
}

/** An image's size: from the library's metadata, or measured (SVGs and files without metadata). */
export function imageSize( attachment: MediaAttachment ): Promise< { width: number; height: number } > {
	if ( attachment.width && attachment.height ) {
		return Promise.resolve( { width: attachment.width, height: attachment.height } );
	}
	return new Promise( ( resolve ) => {
		const image = new Image();
		image.onload = () => resolve( { width: image.naturalWidth, height: image.naturalHeight } );
		image.onerror = () => resolve( { width: 0, height: 0 } );
		image.src = attachment.url;
	} );
}
