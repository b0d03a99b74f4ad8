/**
 * Real, varied article text for the cluster test's writers and the index bench: sentences and titles of the demo docs,
 * shuffled per article by a seeded generator, plus one made-up word that only that article contains.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './wordpress.mjs';

// Consonants without s and y: the stemmer leaves such words alone, so the query is the indexed term.
const LETTERS = 'bcdfghjklmnpqrtvwxz';

/**
 * The unique word of article n: "zq" and three letters, each written twice, so two words differ in at
 * least two letters (one typo never turns one into another) and all have the same length (no prefix
 * of one is another).
 *
 * @param {number} n 0 … 6,858.
 */
export function uniqueWord( n ) {
	let word = '';
	for ( let i = 0, rest = n; i < 3; i++, rest = Math.floor( rest / LETTERS.length ) ) {
		const letter = LETTERS[ rest % LETTERS.length ];
		word = letter + letter + word;
	}
	return `zq${ word }`;
}

/** A small seeded generator (Park–Miller), so a run can be repeated exactly. */
function random( seed ) {
	let state = ( Math.abs( Math.floor( seed ) ) % 2147483646 ) + 1;
	return () => {
		state = ( state * 48271 ) % 2147483647;
		return ( state - 1 ) / 2147483646;
	};
}

export function loadCorpus( seed = 2026 ) {
	const demo = JSON.parse( fs.readFileSync( path.join( ROOT, 'scripts/demo/docs.json' ), 'utf8' ) );
	const sentences = [];
	const titles = [];
	const headings = [];
	for ( const documentation of demo.documentations ) {
		for ( const section of documentation.sections ) {
			for ( const article of section.articles ) {
				titles.push( article.title );
				for ( const match of article.content.matchAll( /<h[2-4][^>]*>(.*?)<\/h[2-4]>/g ) ) {
					headings.push( match[ 1 ] );
				}
				const text = article.content.replace( /<!--.*?-->/gs, ' ' ).replace( /<[^>]+>/g, ' ' );
				for ( const sentence of text.split( /(?<=[.!?])\s+/ ) ) {
					const clean = sentence.replace( /\s+/g, ' ' ).trim();
					if ( clean.split( ' ' ).length >= 6 ) {
						sentences.push( clean );
					}
				}
			}
		}
	}
	return {
		/** Title and block content for article n, revision r (edits get new text, same unique word). */
		article( n, revision = 0 ) {
			// Each article draws from its own generator: the same text whatever order writers ask in.
			const rand = random( seed + ( n * 7919 ) + ( revision * 100003 ) );
			const pick = ( list ) => list[ Math.floor( rand() * list.length ) ];
			const paragraph = ( count ) => Array.from( { length: count }, () => pick( sentences ) ).join( ' ' );
			const word = uniqueWord( n );
			const blocks = [];
			const sectionsCount = 2 + Math.floor( rand() * 3 );
			for ( let s = 0; s < sectionsCount; s++ ) {
				blocks.push( `<!-- wp:heading -->\n<h2 class="wp-block-heading">${ pick( headings ) }</h2>\n<!-- /wp:heading -->` );
				let text = paragraph( 2 + Math.floor( rand() * 4 ) );
				if ( s === 1 ) {
					text += ` Internal reference ${ word } is kept for support staff.`;
				}
				blocks.push( `<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->` );
			}
			const title = `${ pick( titles ) }${ revision ? ' (revised)' : '' } ${ n + 1 }`;
			return { title, content: blocks.join( '\n\n' ), word };
		},
	};
}
