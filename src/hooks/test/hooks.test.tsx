import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../use-debounced-value';
import { useDelayedFlag } from '../use-delayed-flag';

describe( 'useDebouncedValue()', () => {
	beforeEach( () => vi.useFakeTimers() );
	afterEach( () => vi.useRealTimers() );

	it( 'settles on the last value once it stops changing', () => {
		const { result, rerender } = renderHook( ( { value } ) => useDebouncedValue( value, 250 ), {
			initialProps: { value: 'a' },
		} );
		rerender( { value: 'ab' } );
		act( () => void vi.advanceTimersByTime( 200 ) );
		rerender( { value: 'abc' } );
		act( () => void vi.advanceTimersByTime( 200 ) );
		expect( result.current ).toBe( 'a' );
		act( () => void vi.advanceTimersByTime( 50 ) );
		expect( result.current ).toBe( 'abc' );
	} );
} );

describe( 'useDelayedFlag()', () => {
	beforeEach( () => vi.useFakeTimers() );
	afterEach( () => vi.useRealTimers() );

	it( 'turns on only after the flag has been on for the delay', () => {
		const { result, rerender } = renderHook( ( { flag } ) => useDelayedFlag( flag, 200 ), {
			initialProps: { flag: true },
		} );
		act( () => void vi.advanceTimersByTime( 199 ) );
		expect( result.current ).toBe( false );
		act( () => void vi.advanceTimersByTime( 1 ) );
		expect( result.current ).toBe( true );
		rerender( { flag: false } );
		expect( result.current ).toBe( false );
	} );

	it( 'never turns on for a short load', () => {
		const { result, rerender } = renderHook( ( { flag } ) => useDelayedFlag( flag, 200 ), {
			initialProps: { flag: true },
		} );
		act( () => void vi.advanceTimersByTime( 150 ) );
		rerender( { flag: false } );
		act( () => void vi.advanceTimersByTime( 500 ) );
		expect( result.current ).toBe( false );
	} );
} );
