/**
 * The PHP version matrix of `npm test`: what each suite proved on each PHP version, printed in the summary.
 */
import { NATIVE_PHP, PHP_VERSIONS } from './php-wasm.mjs';

const COLUMNS = [ 'php -l', 'PHPUnit', 'E2E' ];
const cells = new Map();

/**
 * Records one result. Several results in one cell (two WordPress versions) are all shown; the cell fails if any did.
 *
 * @param {string}  version PHP version, e.g. '7.4'.
 * @param {string}  column  'php -l', 'PHPUnit' or 'E2E'.
 * @param {boolean} ok      Whether it passed.
 * @param {string}  note    What ran, e.g. '424 passed (WP 6.2.6, SQLite)'.
 */
export function record( version, column, ok, note ) {
	const key = `${ version }|${ column }`;
	cells.set( key, [ ...( cells.get( key ) ?? [] ), { ok, note } ] );
}

/** Prints the matrix (nothing when no suite recorded anything, e.g. `npm test -- unit`). */
export function printMatrix() {
	if ( cells.size === 0 ) {
		return;
	}
	const cell = ( version, column ) => {
		const results = cells.get( `${ version }|${ column }` );
		if ( ! results ) {
			return '–';
		}
		return results.map( ( r ) => `${ r.ok ? '✓' : '✗' } ${ r.note }` ).join( '; ' );
	};
	const rows = PHP_VERSIONS.map( ( version ) => [
		`${ version } ${ version === NATIVE_PHP ? '(native)' : '(wasm)' }`,
		...COLUMNS.map( ( column ) => cell( version, column ) ),
	] );
	const header = [ 'PHP', ...COLUMNS ];
	const widths = header.map( ( title, i ) => Math.max( title.length, ...rows.map( ( row ) => [ ...row[ i ] ].length ) ) );
	const line = ( row ) => `  ${ row.map( ( text, i ) => text + ' '.repeat( widths[ i ] - [ ...text ].length ) ).join( '  ' ) }`.trimEnd();
	console.log( '\nPHP matrix' );
	console.log( line( header ) );
	rows.forEach( ( row ) => console.log( line( row ) ) );
}
