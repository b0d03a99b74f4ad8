/**
 * The toasts the spec names (sweetalert2, bottom corner, 3 s). sweetalert2 (about 20 KB gzipped)
 * is fetched the first time a toast shows, as the Messaging tab's is: the settings screen itself
 * never needs it.
 */
import { __ } from '@wordpress/i18n';

export const TOAST_MS = 3000;

export async function uploadFailed( text: string ): Promise< unknown > {
	const { default: Swal } = await import( /* webpackChunkName: "tab-messaging-toast" */ 'sweetalert2' );
	return Swal.fire( {
		toast: true,
		position: 'bottom-end',
		icon: 'error',
		title: __( 'Upload Failed', 'docent' ),
		text,
		timer: TOAST_MS,
		timerProgressBar: true,
		showConfirmButton: false,
	} );
}
