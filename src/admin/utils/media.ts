/**
 * Choosing an image from the WordPress media library (wp.media, enqueued by the PHP page).
 */
import { chooseFromLibrary } from '../../shared/media-library';

export { hasMediaLibrary } from '../../shared/media-library';

export interface MediaAttachment {
	url: string;
	filename?: string;
	title?: string;
	width?: number;
	height?: number;
}

/** The largest tab icon, in pixels, both ways. */
export const MAX_ICON_SIZE = 20;

/** Opens the library on images; resolves with the chosen one, or null when closed without one. */
export function chooseImage( title: string, button: string ): Promise< MediaAttachment | null > {
	return chooseFromLibrary< MediaAttachment >( 'image', title, button );
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
