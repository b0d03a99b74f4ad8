/**
 * window.docent alone: every call recorded, kept until the loader starts, then kept for the
 * panel code (a call that shows the panel opens it at once) and handed over, in order, as it mounts.
 */
import type { ApiCall } from '../../shared/types';

afterEach( () => {
	delete window.docent;
} );

/** A fresh module, with no calls kept, and a loader that counts the times it opens the panel. */
async function setUp() {
	vi.resetModules();
	const api = await import( '../api' );
	const loads: number[] = [];
	const taken: ApiCall[] = [];
	api.queueEarlyCalls();
	return { ...api, load: () => loads.push( loads.length ), loads, taken, run: ( call: ApiCall ) => taken.push( call ) };
}

describe( 'window.docent', () => {
	it( 'keeps calls made before the loader starts, and hands them to the panel in order once it mounts', async () => {
		const { startApi, takeCalls, load, loads, run, taken } = await setUp();
		const handler = () => {};
		window.docent?.on( 'open', handler );
		window.docent?.open( 'message' );
		window.docent?.toggle();
		window.docent?.open( 'explore', 12 );
		window.docent?.close();
		startApi( load );
		expect( taken ).toEqual( [] );
		takeCalls( run );
		expect( taken ).toEqual( [ [ 'on', 'open', handler ], [ 'open', 'message' ], [ 'toggle' ], [ 'open', 'explore', 12 ], [ 'close' ] ] );
		expect( loads.length ).toBeGreaterThan( 0 );
	} );

	it( 'opens the panel at once for the calls that show it, and only for those', async () => {
		const { startApi, load, loads } = await setUp();
		startApi( load );
		window.docent?.close();
		window.docent?.prefill( { name: 'Ada' } );
		window.docent?.identify( { email: 'ada@example.org' } );
		window.docent?.on( 'close', () => {} );
		window.docent?.off( 'close', () => {} );
		// @ts-expect-error -- a tab the panel lacks: the panel code warns, nothing opens.
		window.docent?.open( 'settings' );
		// @ts-expect-error -- the same.
		window.docent?.open( 'messagesX', 3 );
		expect( loads ).toEqual( [] );
		const shows = [
			() => window.docent?.open(),
			() => window.docent?.open( 'chat' ),
			() => window.docent?.open( 'messages' ),
			() => window.docent?.open( 'message' ),
			() => window.docent?.open( 'integrate_ai' ),
			() => window.docent?.open( undefined, 12 ),
			() => window.docent?.open( 'explore', 12 ),
			() => window.docent?.toggle(),
			() => window.docent?.search( 'x' ),
			() => window.docent?.article( 3 ),
			() => window.docent?.ask( 'Why?' ),
		];
		for ( const show of shows ) {
			const before = loads.length;
			show();
			expect( loads.length ).toBe( before + 1 );
		}
	} );

	it( 'hands each call straight to the panel once it has mounted', async () => {
		const { startApi, takeCalls, load, run, taken } = await setUp();
		startApi( load );
		takeCalls( run );
		window.docent?.search( 'install' );
		window.docent?.ask( 'How?' );
		expect( taken ).toEqual( [
			[ 'search', 'install' ],
			[ 'ask', 'How?' ],
		] );
	} );

	it( 'can be awaited, and offers every method as a function', async () => {
		await setUp();
		for ( const name of [ 'open', 'close', 'toggle', 'search', 'article', 'ask', 'prefill', 'identify', 'on', 'off' ] as const ) {
			expect( typeof window.docent?.[ name ] ).toBe( 'function' );
		}
		await expect( Promise.resolve( window.docent ) ).resolves.toBe( window.docent );
	} );
} );
