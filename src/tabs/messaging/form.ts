/**
 * The contact form's state machine (SPEC §3 form state, §4 transitions, §5 rules), kept pure so
 * every rule can be tested without a browser: values, per-field error flags, the attached file
 * and the bot check's token. Sending itself lives in the store (`sendMessage`).
 */

export type TextField = 'name' | 'email' | 'body';

/** SPEC §5's order: submit flags the first of these that fails. */
export const FIELD_ORDER: readonly TextField[] = [ 'name', 'email', 'body' ];

/**
 * SPEC §5: word characters with optional single dots or hyphens between them, an @, a domain of
 * the same kind, then a top-level part of 2 to 5 word characters. Written without nested
 * optional repeats, so a long input can never make it backtrack for ages.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,5})+$/;

/** The success screen's time on screen (SPEC §9). */
export const SUCCESS_MS = 3000;

/**
 * The attached file: from the media library (only its id is sent; the server resolves the rest),
 * or uploaded by the visitor (id 0; the token POST /docent/v1/attachments gave is sent).
 */
export interface AttachedFile {
	id: number;
	url: string;
	filename: string;
	token?: string;
}

export interface FormState {
	name: string;
	email: string;
	body: string;
	errors: Record< TextField, boolean >;
	attachment: AttachedFile | null;
	/** The bot check's token; '' until it answers (and again once it expires or is used). */
	token: string;
	/** The bot check said the site key is not valid. */
	botError: boolean;
	/** Bumped to render a fresh bot check (a token is good for one send only). */
	botRound: number;
}

export type FormAction =
	| { type: 'change'; field: TextField; value: string }
	/** A value for a field that is empty; one the visitor typed stays. */
	| { type: 'fillEmpty'; field: TextField; value: string }
	| { type: 'flag'; field: TextField }
	| { type: 'attach'; file: AttachedFile }
	| { type: 'detach' }
	| { type: 'token'; token: string }
	| { type: 'botExpired' }
	| { type: 'botError' }
	| { type: 'botRenew' }
	| { type: 'clear' };

export const INITIAL_FORM: FormState = {
	name: '',
	email: '',
	body: '',
	errors: { name: false, email: false, body: false },
	attachment: null,
	token: '',
	botError: false,
	botRound: 0,
};

/** Whether a field's value fails its rule: the email pattern, or emptiness for name and message. */
export function isInvalid( field: TextField, value: string ): boolean {
	return field === 'email' ? ! EMAIL_PATTERN.test( value.trim() ) : value.trim() === '';
}

/** The first field, in SPEC §5's order, that fails its rule; null when all pass. */
export function firstInvalid( state: Pick< FormState, TextField > ): TextField | null {
	return FIELD_ORDER.find( ( field ) => isInvalid( field, state[ field ] ) ) ?? null;
}

export function formReducer( state: FormState, action: FormAction ): FormState {
	switch ( action.type ) {
		case 'change':
			// SPEC §4: on change the field's flag follows its rule.
			return {
				...state,
				[ action.field ]: action.value,
				errors: { ...state.errors, [ action.field ]: isInvalid( action.field, action.value ) },
			};
		case 'fillEmpty':
			return state[ action.field ] === '' ? formReducer( state, { ...action, type: 'change' } ) : state;
		case 'flag':
			return { ...state, errors: { ...state.errors, [ action.field ]: true } };
		case 'attach':
			return { ...state, attachment: action.file };
		case 'detach':
			return { ...state, attachment: null };
		case 'token':
			return { ...state, token: action.token, botError: false };
		case 'botExpired':
			return { ...state, token: '' };
		case 'botError':
			return { ...state, token: '', botError: true };
		case 'botRenew':
			return { ...state, token: '', botError: false, botRound: state.botRound + 1 };
		case 'clear':
			// A fresh form; the bot check renders anew too (its token was spent).
			return { ...INITIAL_FORM, botRound: state.botRound + 1 };
	}
	return state;
}

/** Whether the bot check should render (SPEC §4): live widget, a real site key, form not sent. */
export function wantsBotCheck( { preview, siteKey, sent }: { preview: boolean; siteKey: string; sent: boolean } ): boolean {
	const key = siteKey.trim();
	return ! preview && key !== '' && key !== 'undefined' && ! sent;
}

export type BotState = 'off' | 'loading' | 'live' | 'error';

/**
 * The bot check as the form sees it: off (none configured), loading (rendering, no token yet),
 * live (a token to send) or error (the key was rejected). Send is allowed when off or live.
 */
export function botState( state: Pick< FormState, 'token' | 'botError' >, wanted: boolean ): BotState {
	if ( ! wanted ) {
		return 'off';
	}
	if ( state.botError ) {
		return 'error';
	}
	return state.token ? 'live' : 'loading';
}
