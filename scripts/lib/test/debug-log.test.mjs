// @vitest-environment node
/**
 * A test site's debug log as the runs read it: every entry fails the run, save WordPress's own writes that
 * SQLite refused while another request of the site was writing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLogProblems, foreignLockConflict } from '../debug-log.mjs';
import { ROOT } from '../wordpress.mjs';

/**
 * A database error as WordPress logs it on the SQLite drop-in: the driver's message, its stack trace, the
 * statement, and the PHP calls that made it.
 *
 * @param {string} message The driver's error.
 * @param {string} madeBy  The calls, outermost first.
 */
const dbError = ( message, madeBy ) =>
	`[29-Nov-2026 13:10:20 UTC] WordPress database error <div class="error_message">Error occurred at line 620 in Function <code>handle_error</code>. Error message was: ${ message }.</div><pre>#0 wp-includes/sqlite/class-wp-sqlite-db.php(287): WP_SQLite_Translator->get_error_message()
#1 wp-includes/option.php(2): WP_SQLite_DB->query()
#2 {main}</pre>
 for query INSERT INTO \`wp_options\` (\`option_name\`) VALUES ('_site_transient_theme_roots') made by require('index.php'), ${ madeBy }, WP_SQLite_DB->query, WP_SQLite_DB->print_error
`;

const LOCKED = 'SQLSTATE[HY000]: General error: 5 database is locked';
const CORE_CALLS = 'rest_api_loaded, WP_REST_Themes_Controller->get_items, wp_get_themes, set_site_transient, add_option';

describe( 'which entries are WordPress’s own lock conflicts', () => {
	it( 'a write WordPress made, refused as "database is locked"', () => {
		expect( foreignLockConflict( dbError( LOCKED, CORE_CALLS ) ) ).toBe( true );
	} );

	it( 'never one with Docent in its calls or its stack', () => {
		expect( foreignLockConflict( dbError( LOCKED, 'rest_api_loaded, Docent\\REST\\Vote_Controller->create_item' ) ) ).toBe( false );
		expect( foreignLockConflict( dbError( LOCKED, `include('${ path.join( ROOT, 'includes/Plugin.php' ) }')` ) ) ).toBe( false );
		expect( foreignLockConflict( dbError( LOCKED, "include('wp-content/plugins/docent/plugin.php')" ) ) ).toBe( false );
	} );

	it( 'never another database error, or a lock conflict on MariaDB', () => {
		expect( foreignLockConflict( dbError( 'UNIQUE constraint failed: wp_options.option_name', CORE_CALLS ) ) ).toBe( false );
		expect( foreignLockConflict( `[29-Nov-2026 13:10:20 UTC] WordPress database error Deadlock found when trying to get lock; database is locked for query UPDATE wp_options made by ${ CORE_CALLS }\n` ) ).toBe( false );
	} );

	it( 'never a PHP notice that mentions a locked database', () => {
		expect( foreignLockConflict( '[29-Nov-2026 13:10:20 UTC] PHP Warning:  the database is locked by WP_SQLite_DB in theme.php on line 2\n' ) ).toBe( false );
	} );
} );

describe( 'debugLogProblems', () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-log-' ) );
	const log = path.join( dir, 'debug.log' );
	afterEach( () => fs.rmSync( log, { force: true } ) );

	it( 'passes a missing or empty log', () => {
		expect( debugLogProblems( log ) ).toBe( 0 );
		fs.writeFileSync( log, '' );
		expect( debugLogProblems( log ) ).toBe( 0 );
	} );

	it( 'passes a log of WordPress’s own lock conflicts, and lists them apart', () => {
		const said = vi.spyOn( console, 'log' ).mockImplementation( () => {} );
		fs.writeFileSync( log, dbError( LOCKED, CORE_CALLS ) + dbError( LOCKED, CORE_CALLS ) );
		expect( debugLogProblems( log ) ).toBe( 0 );
		expect( said.mock.calls.join( '\n' ) ).toContain( "Not Docent's: 2" );
	} );

	it( 'fails on any other entry beside them, and shows where each starts', () => {
		const errors = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		vi.spyOn( console, 'log' ).mockImplementation( () => {} );
		const notice = '[29-Nov-2026 13:10:21 UTC] PHP Notice:  Undefined index: up in includes/Docs/Votes.php on line 9\n';
		fs.writeFileSync( log, dbError( LOCKED, CORE_CALLS ) + notice + dbError( LOCKED, 'Docent\\Docs\\Votes->record' ) );
		expect( debugLogProblems( log ) ).toBe( 1 );
		const shown = errors.mock.calls.join( '\n' );
		expect( shown ).toContain( 'PHP reported 2 problems' );
		expect( shown ).toContain( 'Undefined index: up' );
		expect( shown ).toContain( 'Docent\\Docs\\Votes->record' );
	} );
} );
