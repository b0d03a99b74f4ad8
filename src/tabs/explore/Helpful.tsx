import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useEffect, useId, useRef } from 'react';
import { store } from '../../store';
import { useWidget } from '../../widget/context';

/** "Was this helpful?" yes / no under an article, answered once. */
export function Helpful( { id }: { id: number } ) {
	const vote = useSelect( ( select ) => select( store ).getVote( id ), [ id ] );
	const { vote: send } = useDispatch( store );
	const { preview } = useWidget();
	const questionId = useId();
	const thanks = useRef< HTMLParagraphElement >( null );
	const done = vote?.status === 'done';

	// The buttons go away once answered: keep the keyboard user's place on the answer.
	useEffect( () => {
		if ( done && thanks.current?.ownerDocument.activeElement === thanks.current?.ownerDocument.body ) {
			thanks.current?.focus();
		}
	}, [ done ] );

	return (
		<div className="helpful" aria-live="polite">
			{ done ? (
				<p ref={ thanks } tabIndex={ -1 }>
					{ __( 'Thanks for your feedback!', 'docent' ) }
				</p>
			) : (
				<div role="group" aria-labelledby={ questionId }>
					<span id={ questionId }>{ __( 'Was this helpful?', 'docent' ) }</span>
					{ [ true, false ].map( ( helpful ) => (
						<button
							key={ String( helpful ) }
							type="button"
							className="btn ghost"
							disabled={ preview || vote?.status === 'sending' }
							onClick={ () => send( id, helpful ) }
						>
							{ helpful ? __( 'Yes', 'docent' ) : __( 'No', 'docent' ) }
						</button>
					) ) }
					{ vote?.status === 'error' && (
						<span className="note">{ __( 'Your answer could not be saved. Please try again.', 'docent' ) }</span>
					) }
				</div>
			) }
		</div>
	);
}
