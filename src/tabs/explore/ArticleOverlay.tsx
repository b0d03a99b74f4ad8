import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { CloseIcon } from '../../components/icons';
import { useFocusOnMount } from '../../hooks/use-focus-on-mount';
import { DocBody } from './DocBody';

/** An article over the Explore list (a widget link with data-id): title, content, close icon. */
export function ArticleOverlay( { id, onClose }: { id: number; onClose: () => void } ) {
	const titleId = useId();
	const close = useFocusOnMount< HTMLButtonElement >( id );
	return (
		<article className="overlay" aria-labelledby={ titleId }>
			<button
				type="button"
				className="icon-btn overlay-close"
				ref={ close }
				data-autofocus
				aria-label={ __( 'Close article', 'docent' ) }
				onClick={ onClose }
			>
				<CloseIcon />
			</button>
			{ /* Focusable so keyboard users can scroll an article without links. */ }
			<div className="overlay-body" tabIndex={ 0 }>
				<DocBody id={ id } titleId={ titleId } />
			</div>
		</article>
	);
}
