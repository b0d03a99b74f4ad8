/**
 * The toasts the spec names (sweetalert2, bottom corner, 3 s).
 */
import { __ } from '@wordpress/i18n';
import Swal from 'sweetalert2';

export const TOAST_MS = 3000;

export function uploadFailed( text: string ): Promise< unknown > {
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
