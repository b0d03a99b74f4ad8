import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BackIcon, ExternalIcon } from '../../components/icons';
import { useArticleRoute } from '../../hooks/use-article-route';
import { useFocusOnMount } from '../../hooks/use-focus-on-mount';
import { store } from '../../store';
import { safeUrl } from '../../utils/safe-url';
import { DocBody } from './DocBody';
import { Helpful } from './Helpful';

/**
 * The single-document view at "#/{id}": Back to "/" (the same step as the browser's Back), View
 * Doc in a new tab, the article, the vote.
 */
export function DocView( { id }: { id: number } ) {
	const titleId = useId();
	const article = useArticleRoute();
	const back = useFocusOnMount< HTMLAnchorElement >( id );
	const link = useSelect( ( select ) => safeUrl( select( store ).getDoc( id )?.doc?.link ), [ id ] );
	return (
		<section className="doc" aria-labelledby={ titleId }>
			<div className="doc-bar">
				<Link
					to="/"
					className="back"
					ref={ back }
					data-autofocus
					onClick={ ( event ) => {
						event.preventDefault();
						article.leave();
					} }
				>
					<BackIcon />
					{ __( 'Back', 'docent' ) }
				</Link>
				{ link && (
					// SPEC §2 asks for rel="noopener": the permalink is the site's own, so the referrer may stay.
					// eslint-disable-next-line react/jsx-no-target-blank
					<a className="view" href={ link } target="_blank" rel="noopener">
						{ __( 'View Doc', 'docent' ) }
						<span className="sr">{ __( '(opens in a new tab)', 'docent' ) }</span>
						<ExternalIcon />
					</a>
				) }
			</div>
			{ /* Focusable so keyboard users can scroll an article without links. */ }
			<div className="doc-body" tabIndex={ 0 }>
				<DocBody id={ id } titleId={ titleId } after={ () => <Helpful id={ id } /> } />
			</div>
		</section>
	);
}
