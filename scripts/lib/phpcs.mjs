/**
 * The static checks of `npm run test:lint`: phpcs with phpcs.xml.dist, and Docent's own sniffs against their fixtures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { ROOT } from './wordpress.mjs';

/** Each fixture of tests/phpcs/fixtures/ and the standard it exercises. */
const FIXTURES = [ { file: 'tests/phpcs/fixtures/prepared-sql.php', standard: 'tests/phpcs/Docent' } ];

/**
 * phpcs with phpcs.xml.dist (which files, which sniffs); a warning fails the check as an error does.
 *
 * @param {string} reports Folder for the JSON report.
 * @return {Promise<number>} phpcs's exit code.
 */
export async function phpcs( reports ) {
	const report = path.join( reports, 'phpcs.json' );
	const code = await run( 'phpcs', [ '-q', '--report=full', `--report-json=${ report }` ] );
	if ( fs.existsSync( report ) ) {
		const { totals, files } = JSON.parse( fs.readFileSync( report, 'utf8' ) );
		console.log( `phpcs: ${ Object.keys( files ).length } files, ${ totals.errors } errors, ${ totals.warnings } warnings` );
	}
	return code;
}

/**
 * Docent's sniffs must flag exactly the fixture lines whose comment ends "Flagged.".
 *
 * @return {number} How many fixtures disagree.
 */
export function sniffFixtures() {
	let failed = 0;
	for ( const { file, standard } of FIXTURES ) {
		const out = spawnSync( 'phpcs', [ '-q', `--standard=${ standard }`, '--report=json', file ], { cwd: ROOT, encoding: 'utf8' } );
		let flagged = [];
		try {
			flagged = Object.values( JSON.parse( out.stdout ).files ).flatMap( ( { messages } ) => messages.map( ( m ) => m.line ) );
		} catch {
			flagged = [ `phpcs said: ${ out.stdout }${ out.stderr }` ];
		}
		const expected = fs
			.readFileSync( path.join( ROOT, file ), 'utf8' )
			.split( '\n' )
			.flatMap( ( line, index ) => ( /\/\/.*\bFlagged\.$/.test( line ) ? [ index + 1 ] : [] ) );
		const ok = JSON.stringify( flagged ) === JSON.stringify( expected );
		console.log( `${ ok ? 'ok  ' : 'FAIL' } ${ standard } on ${ file }: flagged lines ${ flagged.join( ', ' ) }` );
		if ( ! ok ) {
			console.error( `  expected lines ${ expected.join( ', ' ) }` );
			failed++;
		}
	}
	return failed;
}
