/**
 * The Explore tab: search box and article cards, and the single-document view when the route
 * is "/{id}" (opened by a card, a widget link with data-id or the JS API alike).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from 'react';
import { store } from '../../store';
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
	const draft = useSelect( ( select ) => select( store ).getDraft( 'explore' ), [] );
	const { setDraft } = useDispatch( store );

	// A search the page asked for (window.docent.search()) fills the box and runs.
	useEffect( () => {
		if ( draft && ! preview ) {
			setTerm( draft );
			setDraft( 'explore', '' );
		}
	}, [ draft, preview, setDraft ] );

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
