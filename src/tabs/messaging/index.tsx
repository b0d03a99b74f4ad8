/**
 * The Messaging tab (its own chunk, fetched when the tab first opens): the contact form, its
 * bot check and the success screen. SPEC §2–§5, §8, §9: fields Full Name, Email, Message (3
 * rows); flags on change and on submit in order; "Sending..."; the success screen for 3 s, then
 * a cleared form; on failure the form stays as typed and the visitor is told what to do.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useEffect, useReducer, useRef, useState } from 'react';
import { store } from '../../store';
import type { MessageField, MessagePayload, SendError } from '../../store/messages/types';
import { useWidget } from '../../widget/context';
import { Attachment } from './Attachment';
import { BotCheck } from './BotCheck';
import { Field } from './Field';
import { Handoff } from './Handoff';
import { botState, firstInvalid, formReducer, INITIAL_FORM, SUCCESS_MS, wantsBotCheck, type TextField } from './form';
import { hasMediaLibrary } from './media';
import { usePageFill } from './use-page-fill';
import { MESSAGING_CSS } from './styles';
import { Success, successTexts } from './Success';

/** The server's field names (POST /docent/v1/messages) → the form's. */
const FORM_FIELD: Partial< Record< MessageField, TextField > > = { name: 'name', from: 'email', message: 'body' };

const INPUT_NAME: Record< TextField, string > = { name: 'name', email: 'email', body: 'message' };

/** A token the server never got to check is still good: 400s, the rate limit, messaging off. */
function tokenSpent( error: SendError ): boolean {
	return ! ( error.status === 400 || error.status === 429 || error.code === 'docent_messaging_disabled' );
}

/** The element with focus inside `node`'s shadow root (or document), if any. */
function focusedIn( node: Node | null ): Element | null {
	const root = node?.getRootNode() as Document | ShadowRoot | undefined;
	// eslint-disable-next-line @wordpress/no-global-active-element
	return root?.activeElement ?? null;
}

export default function MessagingTab() {
	const { settings, preview, user } = useWidget();
	const [ form, dispatchForm ] = useReducer( formReducer, INITIAL_FORM );
	const { send, handoff, conversation, draft, fill, visitor } = useSelect(
		( select ) => ( {
			send: select( store ).getSendState(),
			handoff: select( store ).isHandoffAttached(),
			conversation: select( store ).getChatConversation(),
			draft: select( store ).getDraft( 'message' ),
			fill: select( store ).getPrefill(),
			visitor: select( store ).getVisitor(),
		} ),
		[]
	);
	const { sendMessage, resetSend, setHandoff, setDraft, takePrefill } = useDispatch( store );
	const [ sentWith, setSentWith ] = useState( { email: '', conversation: false } );
	const [ attachBusy, setAttachBusy ] = useState( false );
	const formRef = useRef< HTMLFormElement >( null );
	const sendButton = useRef< HTMLButtonElement >( null );
	const focusWasInForm = useRef( false );

	const sent = send.status === 'sent';
	const sending = send.status === 'sending';
	const siteKey = settings.message?.turnstile_site_key ?? '';
	const bot = botState( form, wantsBotCheck( { preview, siteKey, sent } ) );
	// Every visitor may attach a file; users who may upload can also pick one from the library.
	const canAttach = ! preview;
	const library = user.can_upload && hasMediaLibrary();

	const focusField = ( field: TextField ) =>
		formRef.current?.querySelector< HTMLElement >( `[name="${ INPUT_NAME[ field ] }"]` )?.focus();

	// A search that found nothing, carried over from Explore ("Message us"), starts the message.
	useEffect( () => {
		if ( draft && ! preview ) {
			if ( form.body.trim() === '' ) {
				dispatchForm( { type: 'change', field: 'body', value: draft } );
			}
			setDraft( 'message', '' );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ draft, preview ] );

	usePageFill( { dispatchForm, fill, visitor, takePrefill, enabled: ! preview && ! sent } );

	// SPEC §4: the success screen stays SUCCESS_MS, then the (already cleared) form comes back.
	useEffect( () => {
		if ( ! sent ) {
			return;
		}
		const timer = window.setTimeout( () => resetSend(), SUCCESS_MS );
		return () => window.clearTimeout( timer );
	}, [ sent, resetSend ] );

	// The form is back after a success: the keyboard user continues at its first field.
	useEffect( () => {
		if ( send.status === 'idle' && focusWasInForm.current ) {
			focusWasInForm.current = false;
			focusField( 'name' );
		}
	}, [ send.status ] );

	// A refused send: flag the field the server named, renew a spent bot-check token, keep focus.
	useEffect( () => {
		const error = send.error;
		if ( send.status !== 'failed' || ! error ) {
			return;
		}
		const field = error.field ? FORM_FIELD[ error.field ] : undefined;
		if ( field ) {
			dispatchForm( { type: 'flag', field } );
			focusField( field );
		} else if ( ! formRef.current?.contains( focusedIn( formRef.current ) ) ) {
			sendButton.current?.focus();
		}
		if ( error.field === 'token' || tokenSpent( error ) ) {
			dispatchForm( { type: 'botRenew' } );
		}
		// The uploaded file expired or went with another message: the visitor attaches it again.
		if ( error.field === 'attachment_token' ) {
			dispatchForm( { type: 'detach' } );
		}
	}, [ send.status, send.error ] );

	const onSubmit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( preview || sending || attachBusy || ( bot !== 'off' && bot !== 'live' ) ) {
			return;
		}
		// SPEC §5: checked in order name, email, message; the first at fault is flagged.
		const invalid = firstInvalid( form );
		if ( invalid ) {
			dispatchForm( { type: 'flag', field: invalid } );
			focusField( invalid );
			return;
		}
		const payload: MessagePayload = {
			name: form.name.trim(),
			from: form.email.trim(),
			message: form.body,
			token: bot === 'live' ? form.token : '',
			attachment: form.attachment && ! form.attachment.token ? form.attachment.id : '',
			...( form.attachment?.token ? { attachment_token: form.attachment.token } : {} ),
			website: '',
			page: window.location.href.split( '#' )[ 0 ],
			// Only the id: the server attaches the transcript it kept.
			...( handoff ? { conversation } : {} ),
		};
		focusWasInForm.current = !! formRef.current?.contains( focusedIn( formRef.current ) );
		if ( await sendMessage( payload ) ) {
			setSentWith( { email: payload.from, conversation: handoff } );
			setHandoff( false );
			dispatchForm( { type: 'clear' } );
		}
	};

	// SPEC §2's exact text, three dots and all.
	// eslint-disable-next-line @wordpress/i18n-ellipsis
	const sendingLabel = __( 'Sending...', 'docent' );
	const texts = successTexts( settings.message, send.success );
	const errorText = send.status === 'failed' && send.error ? send.error.message || __( 'Your message could not be sent. Please try again in a moment.', 'docent' ) : '';

	return (
		<div className="messaging">
			<style>{ MESSAGING_CSS }</style>
			{ sent ? (
				<Success title={ texts.title } text={ texts.text } email={ sentWith.email } withConversation={ sentWith.conversation } takeFocus={ focusWasInForm.current } />
			) : (
				<form ref={ formRef } className="message" noValidate onSubmit={ onSubmit }>
					<Field
						name="name"
						label={ __( 'Full Name', 'docent' ) }
						hint={ __( 'Please enter your name.', 'docent' ) }
						value={ form.name }
						invalid={ form.errors.name }
						disabled={ preview }
						autoComplete="name"
						maxLength={ 100 }
						onChange={ ( value ) => dispatchForm( { type: 'change', field: 'name', value } ) }
					/>
					<Field
						name="email"
						type="email"
						label={ __( 'Email', 'docent' ) }
						hint={ __( 'Please enter a valid email address.', 'docent' ) }
						value={ form.email }
						invalid={ form.errors.email }
						disabled={ preview }
						autoComplete="email"
						maxLength={ 254 }
						onChange={ ( value ) => dispatchForm( { type: 'change', field: 'email', value } ) }
					/>
					<Field
						name="message"
						rows={ 3 }
						label={ __( 'Message', 'docent' ) }
						hint={ __( 'Please enter a message.', 'docent' ) }
						value={ form.body }
						invalid={ form.errors.body }
						disabled={ preview }
						onChange={ ( value ) => dispatchForm( { type: 'change', field: 'body', value } ) }
					/>
					{ handoff && <Handoff disabled={ sending } /> }
					{ canAttach && (
						<Attachment
							file={ form.attachment }
							disabled={ sending }
							library={ library }
							botToken={ bot === 'off' ? null : form.token }
							onAttach={ ( file ) => dispatchForm( { type: 'attach', file } ) }
							onDetach={ () => dispatchForm( { type: 'detach' } ) }
							onTokenSpent={ () => dispatchForm( { type: 'botRenew' } ) }
							onBusy={ setAttachBusy }
						/>
					) }
					{ bot !== 'off' && (
						<BotCheck
							key={ form.botRound }
							siteKey={ siteKey }
							loading={ bot === 'loading' }
							failed={ bot === 'error' }
							onToken={ ( token ) => dispatchForm( { type: 'token', token } ) }
							onExpire={ () => dispatchForm( { type: 'botExpired' } ) }
							onError={ () => dispatchForm( { type: 'botError' } ) }
						/>
					) }
					<div className="form-status" role="status">
						{ errorText && <p className="form-note">{ errorText }</p> }
					</div>
					<button
						ref={ sendButton }
						type="submit"
						className="btn send"
						disabled={ preview || sending || attachBusy || ( bot !== 'off' && bot !== 'live' ) }
					>
						{ sending ? sendingLabel : __( 'Send', 'docent' ) }
					</button>
				</form>
			) }
			<p className="sr" role="status">
				{ sent ? [ texts.title, texts.text, __( 'We will reply to you as soon as possible!', 'docent' ) ].join( ' ' ) : '' }
			</p>
		</div>
	);
}
