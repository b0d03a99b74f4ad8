import { settingsFixture } from '../../test/fixtures';
import { enabledTabs, resolveTab } from '../tabs';

describe( 'enabledTabs()', () => {
	it( 'follows placement.order', () => {
		const settings = settingsFixture( ( s ) => ( s.placement.order = [ 'message', 'explore', 'integrate_ai' ] ) );
		expect( enabledTabs( settings ) ).toEqual( [ 'message', 'explore', 'integrate_ai' ] );
	} );

	it( 'shows only enabled features', () => {
		const settings = settingsFixture( ( s ) => ( s.integrate_ai.ai_enabled = false ) );
		expect( enabledTabs( settings ) ).toEqual( [ 'explore', 'message' ] );
	} );

	it( 'shows nothing when the assistant is off or every feature is off', () => {
		expect( enabledTabs( settingsFixture( ( s ) => ( s.assist_enable = 'off' ) ) ) ).toEqual( [] );
		const allOff = settingsFixture( ( s ) => {
			s.integrate_ai.ai_enabled = false;
			s.explore.explore_enable = false;
			s.message.messaging_enable = false;
		} );
		expect( enabledTabs( allOff ) ).toEqual( [] );
	} );

	it( 'ignores unknown and repeated keys, and still shows enabled tabs the order forgot', () => {
		const settings = settingsFixture(
			( s ) => ( s.placement.order = [ 'message', 'bogus', 'message' ] as unknown as typeof s.placement.order )
		);
		expect( enabledTabs( settings ) ).toEqual( [ 'message', 'explore', 'integrate_ai' ] );
	} );
} );

describe( 'resolveTab()', () => {
	it( 'defaults to the first tab in the order', () => {
		const settings = settingsFixture( ( s ) => ( s.placement.order = [ 'message', 'integrate_ai', 'explore' ] ) );
		expect( resolveTab( settings, null ) ).toBe( 'message' );
	} );

	it( 'defaults to Explore when the order is empty', () => {
		expect( resolveTab( settingsFixture( ( s ) => ( s.placement.order = [] ) ), null ) ).toBe( 'explore' );
	} );

	it( 'keeps the wanted tab while it is enabled', () => {
		expect( resolveTab( settingsFixture(), 'message' ) ).toBe( 'message' );
	} );

	it( 'falls back trying AI, then Explore, then Messaging when the active feature goes off', () => {
		const order = [ 'message', 'explore', 'integrate_ai' ] as const;
		const off = ( ...keys: Array< 'ai' | 'explore' | 'message' > ) =>
			settingsFixture( ( s ) => {
				s.placement.order = [ ...order ];
				s.integrate_ai.ai_enabled = ! keys.includes( 'ai' );
				s.explore.explore_enable = ! keys.includes( 'explore' );
				s.message.messaging_enable = ! keys.includes( 'message' );
			} );
		expect( resolveTab( off( 'message' ), 'message' ) ).toBe( 'integrate_ai' );
		expect( resolveTab( off( 'message', 'ai' ), 'message' ) ).toBe( 'explore' );
		expect( resolveTab( off( 'explore', 'ai' ), 'explore' ) ).toBe( 'message' );
		expect( resolveTab( off( 'explore', 'ai', 'message' ), 'explore' ) ).toBeNull();
	} );
} );
