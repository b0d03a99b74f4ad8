/**
 * The React panel's code: downloaded (not run) when an idle page has time, requested at once on
 * intent, and run on opening, after the frame's first paint, so it is never in the way of the tap.
 */
import type { BootData, WidgetHost, WidgetMount } from '../shared/types';
import { afterFrame } from './after-paint';
import { button, showBubble } from './bubble';
import { loadScripts, prefetchScripts, preloadScripts } from './scripts';

type Data = () => Promise< BootData >;

const noop = () => {};
let loading: Promise< void > | null = null;
let prepared = false;

/**
 * Intent (hover, focus, touch): fetches the frame's code and the panel's files, runs nothing yet.
 *
 * @param data      The whole boot data.
 * @param loadFrame Runs the frame's code.
 */
export function preparePanel( data: Data, loadFrame: () => void ): void {
	loadFrame();
	data().then( ( { scripts } ) => {
		if ( ! prepared && ! loading ) {
			prepared = true;
			preloadScripts( scripts );
		}
	}, noop );
}

/**
 * Opening: runs the panel's code, once (again after a failure); the bubble is busy meanwhile.
 *
 * @param data      The whole boot data.
 * @param loadFrame Runs the frame's code.
 * @param host      Called as the panel mounts: what the panel is given.
 * @return Resolves when the panel has mounted.
 */
export function loadPanel( data: Data, loadFrame: () => void, host: () => WidgetHost ): Promise< void > {
	loadFrame();
	if ( ! loading ) {
		button.setAttribute( 'aria-busy', 'true' );
		loading = new Promise< void >( ( resolve ) => {
			window.docentMount = ( mount: WidgetMount ) => {
				mount( host() );
				resolve();
			};
		} );
		new Promise< void >( afterFrame )
			.then( data )
			.then( ( { scripts } ) => loadScripts( scripts ) )
			.catch( () => {
				loading = null;
			} )
			.finally( () => button.removeAttribute( 'aria-busy' ) );
	}
	return loading;
}

/** An idle page downloads the panel's files without running them. @param data The whole boot data. */
export function prefetchPanel( data: Data ): void {
	data().then( ( { scripts } ) => ! loading && prefetchScripts( scripts ), noop );
}

/**
 * The bubble appears once a tap on it can show the frame at once (its code and data are in),
 * after 3 s at the latest, or when a request opens the panel first. Its two small needs are asked
 * for at once (the page has loaded and painted: they compete with nothing); an idle page then
 * downloads the panel code, which runs on the visitor's intent. None of it under Save-Data.
 *
 * @param loadFrame Runs the frame's code.
 * @param data      The whole boot data.
 */
export function showWhenReady( loadFrame: () => Promise< void >, data: Data ): void {
	const saveData = ( navigator as Navigator & { connection?: { saveData?: boolean } } ).connection?.saveData;
	if ( saveData ) {
		showBubble();
	} else {
		loadFrame().then( showBubble );
		setTimeout( showBubble, 3000 );
		if ( 'requestIdleCallback' in window ) {
			window.requestIdleCallback( () => prefetchPanel( data ), { timeout: 4000 } );
		}
	}
}
