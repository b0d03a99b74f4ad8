/**
 * The panel's code: hinted at idle and on intent, run on opening, mounted into the host it is given.
 */
import type { BootData, WidgetHost } from '../../shared/types';

const boot = { scripts: [ { handle: 'docent-widget', src: 'https://example.org/build/widget.js' } ] } as unknown as BootData;
const hints = ( rel: string ) => document.querySelectorAll( `link[rel="${ rel }"][href$="/widget.js"]` ).length;
const widgetScripts = () => [ ...document.querySelectorAll< HTMLScriptElement >( 'script[src$="/widget.js"]' ) ];
const frames = () => new Promise( ( resolve ) => requestAnimationFrame( () => setTimeout( resolve, 0 ) ) );

/** Fresh modules (nothing loading yet) and a bubble. */
async function setUp() {
	vi.resetModules();
	const bubble = await import( '../bubble' );
	bubble.createBubble( { style: '', i18n: { open: 'Open', close: 'Close' }, frame: '', suggest: '' } );
	const panel = await import( '../panel-code' );
	const loadFrame = vi.fn();
	return { button: bubble.button, loadFrame, ...panel };
}

afterEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
	delete window.docentMount;
} );

describe( 'the panel’s code', () => {
	it( 'is downloaded, not run, when an idle page has time', async () => {
		const { prefetchPanel } = await setUp();
		prefetchPanel( async () => boot );
		await frames();
		expect( hints( 'prefetch' ) ).toBe( 1 );
		expect( widgetScripts() ).toHaveLength( 0 );
	} );

	it( 'is requested at once on intent, with the frame’s code, once', async () => {
		const { preparePanel, loadFrame } = await setUp();
		preparePanel( async () => boot, loadFrame );
		preparePanel( async () => boot, loadFrame );
		await frames();
		expect( loadFrame ).toHaveBeenCalledTimes( 2 );
		expect( hints( 'preload' ) ).toBe( 1 );
		expect( widgetScripts() ).toHaveLength( 0 );
	} );

	it( 'runs on opening after a frame has painted, the bubble busy until it is in, and mounts with the host', async () => {
		const { loadPanel, prefetchPanel, loadFrame, button } = await setUp();
		const host = { isOpen: () => true } as unknown as WidgetHost;
		const mounted = loadPanel( async () => boot, loadFrame, () => host );
		expect( loadPanel( async () => boot, loadFrame, () => host ) ).toBe( mounted );
		expect( loadFrame ).toHaveBeenCalledTimes( 2 );
		expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( widgetScripts() ).toHaveLength( 0 );
		await frames();
		expect( widgetScripts() ).toHaveLength( 1 );
		// Hints come too late once the code is on its way.
		prefetchPanel( async () => boot );
		widgetScripts()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await frames();
		expect( hints( 'prefetch' ) ).toBe( 0 );
		expect( button.hasAttribute( 'aria-busy' ) ).toBe( false );
		let given: WidgetHost | undefined;
		window.docentMount?.( ( offered ) => ( given = offered ) );
		await mounted;
		expect( given ).toBe( host );
	} );

	it( 'is asked for again on the next opening after a failure', async () => {
		const { loadPanel, loadFrame, button } = await setUp();
		const first = loadPanel( async () => boot, loadFrame, () => ( {} ) as WidgetHost );
		await frames();
		widgetScripts()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await frames();
		expect( button.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( loadPanel( async () => boot, loadFrame, () => ( {} ) as WidgetHost ) ).not.toBe( first );
		await frames();
		expect( widgetScripts() ).toHaveLength( 2 );
	} );
} );

describe( 'showWhenReady', () => {
	afterEach( () => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
		document.getElementById( 'docent-assistant' )?.remove();
	} );

	it( 'shows the bubble once the frame’s code is in, and then hints the panel’s files at idle', async () => {
		const { showWhenReady, button } = await setUp();
		const idle: Array< () => void > = [];
		vi.stubGlobal( 'requestIdleCallback', ( run: () => void ) => idle.push( run ) );
		let frameIn: () => void = () => {};
		showWhenReady( () => new Promise< void >( ( resolve ) => ( frameIn = resolve ) ), async () => boot );
		await frames();
		expect( button.isConnected ).toBe( false );
		frameIn();
		await frames();
		expect( button.isConnected ).toBe( true );
		expect( hints( 'prefetch' ) ).toBe( 0 );
		idle.forEach( ( run ) => run() );
		await frames();
		expect( hints( 'prefetch' ) ).toBe( 1 );
	} );

	it( 'under Save-Data, shows the bubble at once and asks for nothing', async () => {
		const { showWhenReady, button } = await setUp();
		vi.stubGlobal( 'navigator', { connection: { saveData: true } } );
		const loadFrame = vi.fn( async () => {} );
		showWhenReady( loadFrame, async () => boot );
		expect( button.isConnected ).toBe( true );
		expect( loadFrame ).not.toHaveBeenCalled();
	} );
} );
