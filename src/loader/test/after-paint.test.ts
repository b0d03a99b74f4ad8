/**
 * When the loader starts: after the page's load event and first contentful paint, one frame later.
 */
import { afterLoadAndPaint } from '../after-paint';

const painted = ( yes: boolean ) =>
	vi.spyOn( performance, 'getEntriesByName' ).mockImplementation( ( name ) =>
		yes && name === 'first-contentful-paint' ? [ { name } as PerformanceEntry ] : []
	);

beforeEach( () => vi.useFakeTimers( { toFake: [ 'setTimeout', 'requestAnimationFrame' ] } ) );
afterEach( () => vi.useRealTimers() );

describe( 'afterLoadAndPaint', () => {
	it( 'runs one frame after a loaded page has painted its content', async () => {
		painted( true );
		const run = vi.fn();
		afterLoadAndPaint( run );
		expect( run ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 50 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		await vi.advanceTimersByTimeAsync( 5000 );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'runs 3 s after loading where the browser reports no paint, and only once', async () => {
		painted( false );
		const run = vi.fn();
		afterLoadAndPaint( run );
		await vi.advanceTimersByTimeAsync( 2900 );
		expect( run ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 200 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		await vi.advanceTimersByTimeAsync( 5000 );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for the load event on a page still loading', async () => {
		painted( true );
		vi.spyOn( document, 'readyState', 'get' ).mockReturnValue( 'interactive' );
		const run = vi.fn();
		afterLoadAndPaint( run );
		await vi.advanceTimersByTimeAsync( 5000 );
		expect( run ).not.toHaveBeenCalled();
		window.dispatchEvent( new Event( 'load' ) );
		await vi.advanceTimersByTimeAsync( 50 );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );
} );
