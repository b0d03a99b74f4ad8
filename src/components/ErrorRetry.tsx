import { __ } from '@wordpress/i18n';

/** A failed request: what went wrong and a way to ask again, never a blank. */
export function ErrorRetry( { message, onRetry }: { message: string; onRetry: () => void } ) {
	return (
		<div className="error" role="alert">
			<p>{ message }</p>
			<button type="button" className="btn" onClick={ onRetry }>
				{ __( 'Try again', 'docent' ) }
			</button>
		</div>
	);
}
