import { afterEach, describe, expect, it } from 'vitest';
import { pageLanguage } from '../page-language';

describe( 'pageLanguage', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'reads the page’s language from <html lang>', () => {
		document.documentElement.lang = 'de-DE';
		expect( pageLanguage() ).toBe( 'de-DE' );
	} );

	it( 'is empty when the page does not say, or says something that is not a language tag', () => {
		expect( pageLanguage() ).toBe( '' );
		document.documentElement.lang = 'x"><script>';
		expect( pageLanguage() ).toBe( '' );
	} );
} );
