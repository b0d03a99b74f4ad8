/**
 * SPEC §8's toast for a wrong attachment type: "Upload Failed" / "The attachment type is not
 * matched.", bottom-end, 3 s (sweetalert2). Only users who may upload ever see it, so sweetalert2
 * (about 20 KB gzipped, with its stylesheet it adds to the page) is its own small chunk, fetched
 * from here the first time a toast shows: opening the Messaging tab never downloads it.
 */
import { __ } from '@wordpress/i18n';

export const TOAST_MS = 3000;

/** Above the widget's own host (z-index 99999), so the toast is never under the bubble. */
const TOAST_Z_INDEX = '100000';

export async function attachmentTypeToast(): Promise< void > {
	const { default: Swal } = await import( /* webpackChunkName: "tab-messaging-toast" */ 'sweetalert2' );
	await Swal.fire( {
		toast: true,
		position: 'bottom-end',
		icon: 'error',
		title: __( 'Upload Failed', 'docent' ),
		text: __( 'The attachment type is not matched.', 'docent' ),
		timer: TOAST_MS,
		timerProgressBar: true,
		showConfirmButton: false,
		didOpen: ( popup: HTMLElement ) => {
			const container = popup.parentElement;
			if ( container ) {
				container.style.zIndex = TOAST_Z_INDEX;
			}
		},
	} );
}
