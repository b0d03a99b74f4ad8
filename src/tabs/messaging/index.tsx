/**
 * The Messaging tab (its full form behaviour lands with the messaging feature).
 */
import { __ } from '@wordpress/i18n';
import { useWidget } from '../../widget/context';

export default function MessagingTab() {
	const { preview } = useWidget();
	return (
		<form className="docent-message" onSubmit={ ( event ) => event.preventDefault() }>
			<input disabled={ preview } className="docent-input" aria-label={ __( 'Full Name', 'docent' ) } placeholder={ __( 'Full Name', 'docent' ) } />
			<input disabled={ preview } className="docent-input" type="email" aria-label={ __( 'Email', 'docent' ) } placeholder={ __( 'Email', 'docent' ) } />
			<textarea disabled={ preview } className="docent-input" rows={ 3 } aria-label={ __( 'Message', 'docent' ) } placeholder={ __( 'Message', 'docent' ) } />
			<button type="submit" disabled={ preview } className="docent-send">
				{ __( 'Send', 'docent' ) }
			</button>
		</form>
	);
}
