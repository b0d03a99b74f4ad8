/**
 * window.docent alone: calls kept until the loader starts, then carried out in order.
 */
import type { OpenRequest } from '../../shared/types';

afterEach( () => {
	delete window.docent;
} );

/** A fresh module, with no calls kept, and a panel that records what it is asked. */
async function setUp() {
	vi.resetModules();
	const api = await import( '../api' );
	let open = false;
	const calls: Array< [ boolean, OpenRequest | undefined ] > = [];
	const setOpen = ( next: boolean, request?: OpenRequest ) => {
		open = next;
		calls.push( [ next, request ] );
	};
	return { ...api, setOpen, isOpen: () => open, calls };
}

describe( 'window.docent', () => {
	it( 'keeps calls made before the loader starts, and carries them out in order once it has', async () => {
		const { queueEarlyCalls, startApi, setOpen, isOpen, calls } = await setUp();
		queueEarlyCalls();
		window.docent?.open( 'message' );
		window.docent?.toggle();
		window.docent?.open( 'explore', 12 );
		window.docent?.close();
		const replay = startApi( setOpen, isOpen );
		expect( calls ).toEqual( [] );
		replay();
		expect( calls ).toEqual( [
			[ true, { tab: 'message', docId: undefined } ],
			[ false, undefined ],
			[ true, { tab: 'explore', docId: 12 } ],
			[ false, undefined ],
		] );
	} );

	it( 'opens, closes and toggles the panel once the loader has started', async () => {
		const { queueEarlyCalls, startApi, setOpen, isOpen, calls } = await setUp();
		queueEarlyCalls();
		startApi( setOpen, isOpen )();
		window.docent?.open( 'integrate_ai' );
		window.docent?.toggle();
		window.docent?.toggle();
		window.docent?.close();
		expect( calls ).toEqual( [
			[ true, { tab: 'integrate_ai', docId: undefined } ],
			[ false, undefined ],
			[ true, undefined ],
			[ false, undefined ],
		] );
	} );
} );
