/**
 * The Explore tab: search box and article cards, the article overlay, and the single-document
 * view when the route is "/{id}".
 */
import { useRef, useState } from 'react';
import { useWidget } from '../../widget/context';
import { useRouteDocId } from '../../widget/routes';
import { ArticleOverlay } from './ArticleOverlay';
import { DocView } from './DocView';
import { ResultList } from './ResultList';
import { SearchBox } from './SearchBox';

export default function ExploreTab() {
	const { preview, overlayDocId, closeOverlay } = useWidget();
	const docId = useRouteDocId();
	const [ term, setTerm ] = useState( '' );
	const returnTo = useRef< number | null >( null );
	const search = useRef< HTMLInputElement >( null );

	if ( docId !== null ) {
		return <DocView id={ docId } />;
	}
	return (
		<div className="explore">
			<SearchBox ref={ search } value={ term } onChange={ setTerm } disabled={ preview } />
			<ResultList term={ term } returnTo={ returnTo } />
			{ overlayDocId !== null && (
				<ArticleOverlay
					id={ overlayDocId }
					onClose={ () => {
						closeOverlay();
						search.current?.focus();
					} }
				/>
			) }
		</div>
	);
}
