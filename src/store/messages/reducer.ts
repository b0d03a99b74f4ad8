/**
 * The Messaging slice: idle → sending → sent (the success screen) or failed → idle again.
 */
import type { FormFillState, MessagesAction, MessagesState } from './types';

export const MESSAGES_INITIAL: MessagesState = { status: 'idle', success: null, error: null };

export function messages( state: MessagesState = MESSAGES_INITIAL, action: MessagesAction ): MessagesState {
	switch ( action.type ) {
		case 'START_SEND':
			return { status: 'sending', success: null, error: null };
		case 'FINISH_SEND':
			return { status: 'sent', success: action.success, error: null };
		case 'FAIL_SEND':
			return { status: 'failed', success: null, error: action.error };
		case 'RESET_SEND':
			return MESSAGES_INITIAL;
	}
	return state;
}

export const FORM_FILL_INITIAL: FormFillState = { fill: {}, visitor: { name: '', email: '' } };

/** What the page asked the contact form to hold (window.docent.prefill() and identify()). */
export function messageForm( state: FormFillState = FORM_FILL_INITIAL, action: MessagesAction ): FormFillState {
	switch ( action.type ) {
		case 'PREFILL_MESSAGE':
			return { ...state, fill: { ...state.fill, ...action.fill } };
		case 'TAKE_PREFILL':
			return { ...state, fill: {} };
		case 'IDENTIFY_VISITOR':
			return { ...state, visitor: { name: action.name, email: action.email } };
	}
	return state;
}
