import { useEffect, useState } from 'react';
import type { WidgetHost } from '../shared/types';

export function App( { host }: { host: WidgetHost } ) {
	const [ open, setOpen ] = useState( host.isOpen() );
	useEffect( () => host.subscribe( ( next ) => setOpen( next ) ), [ host ] );
	if ( ! open ) {
		return null;
	}
	return (
		<div className="panel" role="dialog" aria-label={ host.boot.settings.explore.explore_subtitle_one }>
			<h2>{ host.boot.settings.explore.explore_subtitle_one }</h2>
			<p>{ host.boot.settings.explore.explore_subtitle_two }</p>
		</div>
	);
}
