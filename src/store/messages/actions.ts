/**
 * SPEC §7's `sendMessage`: POST the contact message, record the answer. A failure keeps
 * nothing from the visitor (the form holds their text) and is logged.
 */
import { postMessage, toSendError } from './api';
import type { FormFill, MessagePayload, MessagesAction, SendError, Thunk } from './types';

/** Fills the contact form's fields (what is given replaces what they hold). */
export const prefillMessage = ( fill: FormFill ): MessagesAction => ( { type: 'PREFILL_MESSAGE', fill } );

/** The form has taken the fields filled in. */
export const takePrefill = (): MessagesAction => ( { type: 'TAKE_PREFILL' } );

/** Who the visitor is: their name and email fill the form's empty fields. */
export const identifyVisitor = ( name: string, email: string ): MessagesAction => ( { type: 'IDENTIFY_VISITOR', name, email } );

export const startSend = (): MessagesAction => ( { type: 'START_SEND' } );

export const finishSend = ( success: string | null ): MessagesAction => ( { type: 'FINISH_SEND', success } );

export const failSend = ( error: SendError ): MessagesAction => ( { type: 'FAIL_SEND', error } );

/** Back to the form (the success screen's time is up). */
export const resetSend = (): MessagesAction => ( { type: 'RESET_SEND' } );

/**
 * Sends one message; resolves true once the server stored it. A second call while one is on its
 * way does nothing (resolves false): a double click never sends twice.
 */
export const sendMessage =
	( payload: MessagePayload ): Thunk< Promise< boolean > > =>
		async ( { dispatch, select } ) => {
			if ( select.getSendState().status === 'sending' ) {
				return false;
			}
			dispatch.startSend();
			try {
				const answer = await postMessage( payload );
				const text = typeof answer?.success === 'string' ? answer.success.trim() : '';
				dispatch.finishSend( text || null );
				return true;
			} catch ( error ) {
				// SPEC §4: a failed send is logged; the form keeps everything the visitor typed.
				// eslint-disable-next-line no-console
				console.error( 'Docent: the message could not be sent.', error );
				dispatch.failSend( toSendError( error ) );
				return false;
			}
		};
