/**
 * Choosing one file from the WordPress media library (wp.media). Public pages do not have it by
 * default: Assets.php enqueues it (wp_enqueue_media) on pages where the widget shows with
 * Messaging on, and only for users who may upload files.
 */

/** The parts of wp.media's attachment JSON the form reads. */
export interface MediaFile {
	id: number;
	url: string;
	filename: string;
	/** 'application', 'image', 'video'… (the first half of the MIME type). */
	type: string;
	mime?: string;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => { first: () => { toJSON: () => MediaFile } | undefined } };
}

type MediaFactory = ( options: Record< string, unknown > ) => MediaFrame;

function mediaFactory(): MediaFactory | null {
	const media = ( window as unknown as { wp?: { media?: unknown } } ).wp?.media;
	return typeof media === 'function' ? ( media as MediaFactory ) : null;
}

export function hasMediaLibrary(): boolean {
	return mediaFactory() !== null;
}

/** SPEC §5: type application only (documents such as PDF, Word, spreadsheets). */
export function isApplicationFile( file: MediaFile ): boolean {
	return file.type === 'application' || ( file.mime ?? '' ).startsWith( 'application/' );
}

/** Opens the library on documents; resolves with the chosen file, or null when closed without one. */
export function chooseFile( title: string, button: string ): Promise< MediaFile | null > {
	return new Promise( ( resolve ) => {
		const media = mediaFactory();
		if ( ! media ) {
			resolve( null );
			return;
		}
		const frame = media( { title, button: { text: button }, library: { type: 'application' }, multiple: false } );
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
