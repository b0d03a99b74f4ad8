/**
 * The Explore tab: search box and article cards, and the single-document view when the route
 * is "/{id}" (opened by a card, a widget link with data-id or the JS API alike).
 */
import { useRef, useState } from 'react';
import { useWidget } from '../../widget/context';
import { useRouteDocId } from '../../widget/routes';
import { DocView } from './DocView';
import { ResultList } from './ResultList';
import { SearchBox } from './SearchBox';

export default function ExploreTab() {
	const { preview } = useWidget();
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
		</div>
	);
}
