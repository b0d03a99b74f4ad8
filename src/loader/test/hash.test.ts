/**
 * "#/{id}" opens the panel on the article; page anchors open nothing.
 */
import { openOnDeepLink } from '../hash';

afterEach( () => {
	window.location.hash = '';
} );

const hashChange = async ( hash: string ) => {
	window.location.hash = hash;
	await new Promise( ( resolve ) => window.addEventListener( 'hashchange', resolve, { once: true } ) );
};

describe( 'openOnDeepLink', () => {
	it( 'opens at once on a page opened with "#/{id}", not with a page anchor', () => {
		const open = vi.fn();
		window.location.hash = '#comments';
		openOnDeepLink( open );
		expect( open ).not.toHaveBeenCalled();
		window.location.hash = '#/12';
		const again = vi.fn();
		openOnDeepLink( again );
		expect( again ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'opens when the hash changes to "#/{id}"', async () => {
		const open = vi.fn();
		openOnDeepLink( open );
		await hashChange( '#top' );
		expect( open ).not.toHaveBeenCalled();
		await hashChange( '#/7' );
		expect( open ).toHaveBeenCalledTimes( 1 );
	} );
} );
