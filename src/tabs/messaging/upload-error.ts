/**
 * A refused upload (POST /docent/v1/attachments) in words the visitor can act on, and whether the
 * bot check's token was spent on it: the server checks the file before the token, so a refused
 * file (400, 413, 415) or the rate limit (429) leaves the token good for the next try.
 */
import { __ } from '@wordpress/i18n';
import { toSendError } from '../../store/messages/api';
import { tooBigText, wrongTypeText } from './upload';

export function uploadErrorText( failure: unknown ): { text: string; tokenSpent: boolean } {
	const error = toSendError( failure );
	const tokenSpent = ! [ 400, 413, 415, 429 ].includes( error.status ) && error.code !== 'docent_messaging_disabled';
	if ( error.message ) {
		return { text: error.message, tokenSpent };
	}
	if ( error.status === 413 ) {
		return { text: tooBigText(), tokenSpent };
	}
	if ( error.status === 415 ) {
		return { text: wrongTypeText(), tokenSpent };
	}
	return { text: __( 'The file could not be uploaded. Please try again in a moment.', 'docent' ), tokenSpent };
}
