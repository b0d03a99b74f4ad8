/**
 * Reads what PHP wrote to a test site's debug log: any notice, warning, deprecation or database error fails
 * the run that wrote it, save WordPress's own SQLite lock conflicts, which are listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './wordpress.mjs';

/** Docent's PHP, as a stack trace names it when the plugin folder is a link to the working tree. */
const OWN_FILES = [ path.join( ROOT, 'includes/' ), path.join( ROOT, 'plugin.php' ) ];

/** Where each entry of PHP's error log starts: its time stamp at the start of a line. */
const LOG_ENTRY = /^(?=\[\d{2}-\w{3}-\d{4} \d{2}:\d{2}:\d{2} [^\]]+\] )/m;

/**
 * Whether a log entry is WordPress's own write refused by the SQLite drop-in because another request of the
 * same test site was writing: the drop-in opens every transaction deferred, and SQLite answers "database is
 * locked" at once to a reader that would have to wait for a writer to upgrade. Not Docent's to answer for:
 * an entry with any Docent frame in its call stack always counts as a problem.
 *
 * @param {string} entry One entry of a debug log.
 */
export function foreignLockConflict( entry ) {
	const docents = entry.includes( 'Docent\\' ) || entry.includes( 'plugins/docent/' ) || OWN_FILES.some( ( file ) => entry.includes( file ) );
	return ! docents && /WordPress database error/.test( entry ) && /database is locked/i.test( entry ) && entry.includes( 'WP_SQLite_DB' );
}

/**
 * 1 (and the problems on stderr) when PHP wrote anything to the log that is Docent's to answer for, else 0.
 * WordPress's own SQLite lock conflicts (foreignLockConflict()) are listed apart and do not count.
 *
 * @param {string} log Path of a site's debug.log.
 */
export function debugLogProblems( log ) {
	if ( ! fs.existsSync( log ) || fs.statSync( log ).size === 0 ) {
		return 0;
	}
	const entries = fs.readFileSync( log, 'utf8' ).split( LOG_ENTRY ).filter( ( entry ) => entry.trim() );
	const foreign = entries.filter( foreignLockConflict );
	if ( foreign.length ) {
		console.log( `\nNot Docent's: ${ foreign.length } of WordPress's own writes refused by SQLite as "database is locked" while another request wrote (${ log })` );
	}
	const problems = entries.filter( ( entry ) => ! foreignLockConflict( entry ) );
	if ( ! problems.length ) {
		return 0;
	}
	// Each entry's start says what went wrong; a stack trace may follow it.
	const shown = problems.slice( 0, 5 ).map( ( entry ) => ( entry.length > 1500 ? `${ entry.slice( 0, 1500 ) } …` : entry ) );
	console.error( `PHP reported ${ problems.length } problems (${ log }):\n${ shown.join( '\n' ) }` );
	return 1;
}
