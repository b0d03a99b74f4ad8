/**
 * The Messaging slice: sending one contact message (SPEC §3's payload, §7's `sendMessage`).
 * Field names mirror POST /docent/v1/messages (snake_case world: `from` is the email).
 */
import type { StoreThunk } from '../../shared/thunk';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** What POST /docent/v1/messages takes. */
export interface MessagePayload {
	name: string;
	/** The sender's email address. */
	from: string;
	message: string;
	/** The Turnstile token; '' when no bot check is configured. */
	token: string;
	/** A media library id, or '' for none (the server resolves the file itself). */
	attachment: number | '';
	/** The token POST /docent/v1/attachments gave for an uploaded file; '' or absent for none. */
	attachment_token?: string;
	/** The honeypot: people never fill it, so the widget always sends ''. */
	website: '';
	/** The page the message is sent from. */
	page: string;
	/** A chat conversation id to attach ("Talk to a person"), '' for none. */
	conversation?: string;
}

/** The fields the server names in `data.field` when it refuses one. */
export type MessageField = 'name' | 'from' | 'message' | 'attachment' | 'attachment_token' | 'token';

/** Why a send failed, as much as the visitor can act on. */
export interface SendError {
	/** The REST error code (`docent_rate_limited`, `rest_invalid_param`…), or 'network'. */
	code: string;
	/** HTTP status; 0 when no answer came. */
	status: number;
	/** The server's own words for a person, when it gave some. */
	message: string;
	/** The first field at fault (400s). */
	field?: MessageField;
	/** Seconds to wait (429). */
	retryAfter?: number;
}

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface MessagesState {
	status: SendStatus;
	/** A custom thank-you text from the answer (`success` as a string); null for the default. */
	success: string | null;
	error: SendError | null;
}

/** Contact form fields the page fills in (window.docent.prefill() and identify()). */
export interface FormFill {
	name?: string;
	email?: string;
	message?: string;
}

/**
 * What the page told the contact form: `fill` replaces what the fields hold (taken by the form
 * once it shows), `visitor` fills the name and email while they are empty, every time.
 */
export interface FormFillState {
	fill: FormFill;
	visitor: { name: string; email: string };
}

export type MessagesAction =
	| { type: 'PREFILL_MESSAGE'; fill: FormFill }
	| { type: 'TAKE_PREFILL' }
	| { type: 'IDENTIFY_VISITOR'; name: string; email: string }
	| { type: 'START_SEND' }
	| { type: 'FINISH_SEND'; success: string | null }
	| { type: 'FAIL_SEND'; error: SendError }
	| { type: 'RESET_SEND' };

/** What the Messaging slice's thunks receive. */
export type Thunk< R = void > = StoreThunk< typeof actions, typeof selectors, { messages: MessagesState; messageForm: FormFillState }, R >;
