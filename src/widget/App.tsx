import { useEffect, useLayoutEffect, useState } from 'react';
import { HashRouter } from 'react-router-dom';
import type { OpenRequest, WidgetHost } from '../shared/types';
import { ApiBridge } from './api/ApiBridge';
import { ROUTER_FUTURE, WidgetRoutes } from './routes';
import { Widget } from './Widget';

/** The front-end widget: the loader owns open/closed; this follows it and routes by the URL hash. */
export function App( { host }: { host: WidgetHost } ) {
	const [ state, setState ] = useState< { open: boolean; request: OpenRequest } >( {
		open: host.isOpen(),
		request: {},
	} );
	// The React panel is in the DOM now, on the frame's pixels: the frame goes before the next paint.
	useLayoutEffect( () => {
		host.root.querySelector( '.frame' )?.remove();
	}, [ host ] );
	useEffect(
		() =>
			host.subscribe( ( open, request ) =>
				setState( ( prev ) => ( { open, request: open ? request : prev.request } ) )
			),
		[ host ]
	);
	return (
		<HashRouter future={ ROUTER_FUTURE }>
			<ApiBridge host={ host } />
			<WidgetRoutes>
				<Widget
					settings={ host.boot.settings }
					user={ host.boot.user }
					open={ state.open }
					request={ state.request }
					onClose={ () => host.setOpen( false ) }
					manageFocus
				/>
			</WidgetRoutes>
		</HashRouter>
	);
}
