/**
 * The Messaging slice: idle → sending → sent (the success screen) or failed → idle again.
 */
import type { MessagesAction, MessagesState } from './types';

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
