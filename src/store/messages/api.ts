/**
 * POST /docent/v1/messages (and /attachments, a file sent with it), and its refusals turned into something the form can act on.
 * Logged-in senders' requests carry X-WP-Nonce through apiFetch's nonce middleware.
 */
import apiFetch from '@wordpress/api-fetch';
import type { MessageField, MessagePayload, SendError } from './types';

export const MESSAGES_PATH = '/docent/v1/messages';

/** 201: `true`, or the site's own thank-you text. */
export interface SendAnswer {
	success: true | string;
}

const FIELDS: MessageField[] = [ 'name', 'from', 'message', 'attachment', 'attachment_token', 'token' ];

export function postMessage( payload: MessagePayload ): Promise< SendAnswer > {
	return apiFetch< SendAnswer >( { path: MESSAGES_PATH, method: 'POST', data: payload } );
}

interface RestError {
	code?: unknown;
	message?: unknown;
	data?: { status?: unknown; field?: unknown; params?: unknown; retry_after?: unknown } | null;
}

/**
 * A rejected apiFetch call as the form sees it. Docent's own codes carry messages written for
 * the visitor (rate limit, bot check, switched off); a 400 names the first field at fault and
 * says what is wrong with it. Anything else (offline, a 500 page) gets no server text.
 */
export function toSendError( error: unknown ): SendError {
	const err = ( error && typeof error === 'object' ? error : {} ) as RestError;
	const code = typeof err.code === 'string' ? err.code : 'network';
	const data = err.data && typeof err.data === 'object' ? err.data : {};
	const status = Number( data.status ?? 0 ) || 0;
	const result: SendError = { code, status, message: '' };

	const field = FIELDS.find( ( name ) => name === data.field );
	if ( field ) {
		result.field = field;
		const params = data.params && typeof data.params === 'object' ? ( data.params as Record< string, unknown > ) : {};
		result.message = typeof params[ field ] === 'string' ? String( params[ field ] ) : '';
	} else if ( code.startsWith( 'docent_' ) && typeof err.message === 'string' ) {
		result.message = err.message;
	}
	const retryAfter = Number( data.retry_after );
	if ( retryAfter > 0 ) {
		result.retryAfter = retryAfter;
	}
	return result;
}

export const ATTACHMENTS_PATH = '/docent/v1/attachments';

/** 201 from POST /docent/v1/attachments: the token the message then sends as `attachment_token`. */
export interface UploadAnswer {
	token: string;
	file_name: string;
	mime_type: string;
	size: number;
	expires_in: number;
}

/** Uploads one file (multipart: `file`, and the bot check's `token` when there is one). */
export function postAttachment( file: File, token: string ): Promise< UploadAnswer > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	body.append( 'token', token );
	return apiFetch< UploadAnswer >( { path: ATTACHMENTS_PATH, method: 'POST', body } );
}
