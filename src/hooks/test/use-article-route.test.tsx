import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import { useArticleRoute } from '../use-article-route';

const wrapper = ( { children }: { children: ReactNode } ) => <HashRouter>{ children }</HashRouter>;

describe( 'useArticleRoute()', () => {
	beforeEach( () => window.history.replaceState( null, '', '#/outside' ) );

	// Leaving twice at once (Back, then Escape before the step back lands) is tested in a real
	// browser (widget.spec.ts): jsdom lands two steps back queued together on the same entry.
	it( 'an article opened again can be left again', async () => {
		window.history.pushState( null, '', '#/' );
		const { result } = renderHook( () => useArticleRoute(), { wrapper } );
		for ( const id of [ 85, 86 ] ) {
			act( () => result.current.open( id ) );
			await waitFor( () => expect( window.location.hash ).toBe( `#/${ id }` ) );
			act( () => result.current.leave() );
			await waitFor( () => expect( window.location.hash ).toBe( '#/' ) );
		}
	} );
} );
