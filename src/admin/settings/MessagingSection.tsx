import { Notice, TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { RateLimitFields } from '../components/RateLimitFields';
import { SecretField } from '../components/SecretField';
import { TabTextsFields } from '../components/TabTextsFields';
import { useSettings } from '../hooks';
import { store } from '../store';

/** The pattern the server checks addresses against is stricter; this catches typos early. */
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export function invalidEmails( list: string ): string[] {
	return list
		.split( ',' )
		.map( ( item ) => item.trim() )
		.filter( ( item ) => item && ! EMAIL.test( item ) );
}

export function MessagingSection() {
	const { settings, edit } = useSettings();
	const message = settings.message;
	const pendingSecret = useSelect( ( select ) => select( store ).getPendingSecret( 'message.turnstile_secret_key' ), [] );
	const secretSet = pendingSecret === undefined ? message.turnstile_secret_key_set : pendingSecret !== '';
	const siteKeySet = message.turnstile_site_key.trim() !== '';
	const bad = invalidEmails( message.email_address );
	/* translators: %s: the addresses that are not valid. */
	const badHelp = sprintf( __( 'Not a valid email address: %s', 'docent' ), bad.join( ', ' ) );
	const badReplyTo = invalidEmails( message.reply_to ?? '' );
	/* translators: %s: the addresses that are not valid. */
	const badReplyToHelp = sprintf( __( 'Not a valid email address: %s', 'docent' ), badReplyTo.join( ', ' ) );
	const replyToHelp = __( 'Where a visitor’s answer to your reply goes. Empty: the site’s admin email.', 'docent' );

	return (
		<div className="docent-section">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Turn on Messaging', 'docent' ) }
				checked={ message.messaging_enable }
				onChange={ ( messaging_enable: boolean ) => edit( { message: { messaging_enable } } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Send messages to', 'docent' ) }
				help={ bad.length ? badHelp : __( 'Email addresses, separated by commas. Empty: the site’s admin email.', 'docent' ) }
				aria-invalid={ bad.length > 0 }
				className={ bad.length ? 'docent-invalid' : undefined }
				value={ message.email_address }
				maxLength={ 1000 }
				onChange={ ( email_address: string ) => edit( { message: { email_address } } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Replies from the inbox: Reply-To', 'docent' ) }
				help={ badReplyTo.length ? badReplyToHelp : replyToHelp }
				aria-invalid={ badReplyTo.length > 0 }
				className={ badReplyTo.length ? 'docent-invalid' : undefined }
				value={ message.reply_to ?? '' }
				maxLength={ 1000 }
				onChange={ ( reply_to: string ) => edit( { message: { reply_to } } ) }
			/>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Bot check (Cloudflare Turnstile)', 'docent' ) }</legend>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Site key', 'docent' ) }
					value={ message.turnstile_site_key }
					maxLength={ 100 }
					spellCheck={ false }
					onChange={ ( turnstile_site_key: string ) => edit( { message: { turnstile_site_key } } ) }
				/>
				<SecretField
					label={ __( 'Secret key', 'docent' ) }
					secret="message.turnstile_secret_key"
					isSet={ message.turnstile_secret_key_set }
				/>
				{ siteKeySet !== secretSet && (
					<Notice status="warning" isDismissible={ false }>
						{ siteKeySet
							? __( 'The site key is set but the secret key is not: messages cannot be verified. Set both keys, or neither.', 'docent' )
							: __( 'The secret key is set but the site key is not: visitors get no bot check. Set both keys, or neither.', 'docent' ) }
					</Notice>
				) }
			</fieldset>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'After a message is sent', 'docent' ) }</legend>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Success title', 'docent' ) }
					value={ message.messaging_success_title }
					maxLength={ 100 }
					onChange={ ( messaging_success_title: string ) => edit( { message: { messaging_success_title } } ) }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Success text', 'docent' ) }
					value={ message.messaging_success_text }
					rows={ 3 }
					onChange={ ( messaging_success_text: string ) => edit( { message: { messaging_success_text } } ) }
				/>
			</fieldset>
			<RateLimitFields
				legend={ __( 'Messages allowed per visitor', 'docent' ) }
				value={ message.rate_limit }
				onChange={ ( rate_limit ) => edit( { message: { rate_limit } } ) }
			/>
			<TabTextsFields tab="message" />
		</div>
	);
}
