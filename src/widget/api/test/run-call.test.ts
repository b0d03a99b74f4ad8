/**
 * window.docent's calls as the panel carries them out: the loader's queue (src/loader/api.ts)
 * hands them over, runCall acts on the panel's open state and its parts.
 */
import type { OpenRequest } from '../../../shared/types';
import type { FormFill } from '../../../store/messages/types';
import { runCall, type ApiTargets } from '../run-call';

afterEach( () => {
	delete window.docent;
	vi.restoreAllMocks();
} );

/** A panel that records what it is asked: its open state and the parts the calls reach. */
function panel() {
	let open = false;
	const calls: Array< [ boolean, OpenRequest | undefined ] > = [];
	const asked: unknown[][] = [];
	const targets: ApiTargets = {
		setOpen: ( next, request ) => {
			open = next;
			calls.push( [ next, request ] );
		},
		isOpen: () => open,
		search: ( query ) => asked.push( [ 'search', query ] ),
		article: ( target, follow ) => asked.push( [ 'article', target, follow ] ),
		ask: ( question ) => asked.push( [ 'ask', question ] ),
		prefill: ( fill: FormFill ) => asked.push( [ 'prefill', fill ] ),
		identify: ( name, email ) => asked.push( [ 'identify', name, email ] ),
	};
	return { targets, calls, asked, run: runCall( targets ) };
}

/** The loader's window.docent, fresh, started, with the panel mounted. */
async function loaderWith( run: ReturnType< typeof runCall >, before: () => void = () => {} ) {
	vi.resetModules();
	const api = await import( '../../../loader/api' );
	api.queueEarlyCalls();
	before();
	api.startApi( () => {} );
	api.takeCalls( run );
}

describe( 'window.docent in the panel', () => {
	it( 'keeps calls made before the loader starts, and carries them out in order once it has', async () => {
		const { run, calls } = panel();
		await loaderWith( run, () => {
			window.docent?.open( 'message' );
			window.docent?.toggle();
			window.docent?.open( 'explore', 12 );
			window.docent?.close();
		} );
		expect( calls ).toEqual( [
			[ true, { tab: 'message', docId: undefined } ],
			[ false, undefined ],
			[ true, { tab: 'explore', docId: 12 } ],
			[ false, undefined ],
		] );
	} );

	it( 'opens, closes and toggles the panel once the loader has started', async () => {
		const { run, calls } = panel();
		await loaderWith( run );
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

	it( 'takes the public tab names; an unknown one warns and changes nothing', async () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const { run, calls } = panel();
		await loaderWith( run );
		window.docent?.open( 'chat' );
		window.docent?.open( 'messages' );
		window.docent?.open( 'explore' );
		expect( calls.map( ( [ , request ] ) => request?.tab ) ).toEqual( [ 'integrate_ai', 'message', 'explore' ] );
		// @ts-expect-error -- what a page might pass.
		window.docent?.open( 'settings' );
		// @ts-expect-error -- what a page might pass.
		window.docent?.open( 'constructor' );
		expect( calls ).toHaveLength( 3 );
		expect( warn ).toHaveBeenCalledTimes( 2 );
		expect( String( warn.mock.calls[ 0 ] ) ).toContain( 'settings' );
	} );

	it( 'opens the tab of search, article and ask, and hands them their checked argument', async () => {
		const { run, calls, asked } = panel();
		await loaderWith( run );
		window.docent?.search( '  install  ' );
		window.docent?.article( 42 );
		window.docent?.article( '42' );
		window.docent?.article( '/docs/start/install/' );
		window.docent?.ask( 'How do I install it?' );
		expect( calls ).toEqual( [
			[ true, { tab: 'explore' } ],
			[ true, { tab: 'integrate_ai' } ],
		] );
		expect( asked ).toEqual( [
			[ 'search', 'install' ],
			[ 'article', 42, false ],
			[ 'article', 42, false ],
			[ 'article', '/docs/start/install/', false ],
			[ 'ask', 'How do I install it?' ],
		] );
	} );

	it( 'warns about an empty question or article, and a method it does not have', async () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const { run, calls, asked } = panel();
		run( [ 'ask', '   ' ] );
		run( [ 'article', null ] );
		// @ts-expect-error -- a name no script should use.
		run( [ 'destroy' ] );
		expect( calls ).toEqual( [] );
		expect( asked ).toEqual( [] );
		expect( warn ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'prefills the form (a subject leads the message) and identifies the visitor, strings only', () => {
		const { run, calls, asked } = panel();
		run( [ 'prefill', { name: ' Ada ', email: 'ada@example.org', subject: 'Billing', message: 'My invoice is wrong.', extra: 'x' } ] );
		run( [ 'prefill', { subject: 'Just a subject' } ] );
		run( [ 'prefill', { name: 7, message: 'Hello' } ] );
		run( [ 'prefill', 'nonsense' ] );
		run( [ 'identify', { name: 'Ada Lovelace', email: 'ada@example.org', id: 3 } ] );
		run( [ 'identify', { email: 'only@example.org' } ] );
		expect( calls ).toEqual( [] );
		expect( asked ).toEqual( [
			[ 'prefill', { name: 'Ada', email: 'ada@example.org', message: 'Billing\n\nMy invoice is wrong.' } ],
			[ 'prefill', { message: 'Just a subject' } ],
			[ 'prefill', { message: 'Hello' } ],
			[ 'prefill', {} ],
			[ 'identify', 'Ada Lovelace', 'ada@example.org' ],
			[ 'identify', '', 'only@example.org' ],
		] );
	} );
} );
