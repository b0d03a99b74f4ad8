/**
 * Choosing one file from the WordPress media library (wp.media). Public pages do not have it by
 * default: Assets.php enqueues it (wp_enqueue_media) on pages where the widget shows with
 * Messaging on, and only for users who may upload files.
 */
import { chooseFromLibrary } from '../../shared/media-library';

export { hasMediaLibrary } from '../../shared/media-library';

/** The parts of wp.media's attachment JSON the form reads. */
export interface MediaFile {
	id: number;
	url: string;
	filename: string;
	/** 'application', 'image', 'video'… (the first half of the MIME type). */
	type: string;
	mime?: string;
}

/** SPEC §5: type application only (documents such as PDF, Word, spreadsheets). */
export function isApplicationFile( file: MediaFile ): boolean {
	return file.type === 'application' || ( file.mime ?? '' ).startsWith( 'application/' );
}

/** Opens the library on documents; resolves with the chosen file, or null when closed without one. */
export function chooseFile( title: string, button: string ): Promise< MediaFile | null > {
	return chooseFromLibrary< MediaFile >( 'application', title, button );
}
