/**
 * npm run i18n: rewrites languages/docent.pot from the sources, brings every
 * languages/docent-{locale}.po in step with it, and prints how much of each is translated and
 * any call the catalog cannot read (no `docent` domain, a text that is not a literal).
 * `npm run i18n -- compile` writes the .mo and per-script JSON files (the build does this too).
 */
import { compile, update } from './lib/i18n/catalog.mjs';
import { ROOT } from './lib/wordpress.mjs';

if ( 'compile' === process.argv[ 2 ] ) {
	console.log( `Compiled ${ compile( ROOT ).length } translation files.` );
} else {
	const { total, problems, counts } = update( ROOT );
	problems.forEach( ( problem ) => console.warn( problem ) );
	console.log( `languages/docent.pot: ${ total } strings.` );
	for ( const [ locale, done ] of Object.entries( counts ) ) {
		console.log( `  ${ locale }: ${ done } translated (${ Math.round( ( 100 * done ) / total ) }%)` );
	}
	process.exitCode = problems.length ? 1 : 0;
}
