<?php
/**
 * Words the Porter stemmer joins to words of another meaning: "atomic" would meet "atom" (and so
 * the feed synonyms), "generic" would meet "general" and "generate", "authorization" would
 * meet "author", "locale" would meet "local". And the odd word it leaves apart from its own
 * family: "goes" would be "goe", so "my site goes live" would not meet "go live".
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Each family of words gets a stem of its own, so its forms still meet one another but no
 * longer meet the unrelated word. Checked before the algorithm runs (after British -ise
 * spellings become -ize, so "authorisation" is listed once, as "authorization").
 */
final class Stem_Exceptions {

	/**
	 * Stem => the words that have it.
	 */
	private const FAMILIES = array(
		'atomic'     => array( 'atomic', 'atomically', 'atomicity' ),
		'generic'    => array( 'generic', 'generics', 'generically' ),
		'general'    => array( 'general', 'generally', 'generalize', 'generalized', 'generalization' ),
		'generat'    => array( 'generate', 'generated', 'generates', 'generating', 'generation', 'generations', 'generator', 'generators', 'generative' ),
		'authoriz'   => array( 'authorize', 'authorized', 'authorizes', 'authorizing', 'authorization', 'authorizations' ),
		'authorit'   => array( 'authority', 'authorities', 'authoritative' ),
		'integrit'   => array( 'integrity' ),
		'communit'   => array( 'community', 'communities' ),
		'experiment' => array( 'experiment', 'experiments', 'experimented', 'experimenting', 'experimental', 'experimentally' ),
		'locale'     => array( 'locale', 'locales' ),
		'news'       => array( 'news' ),
		'universit'  => array( 'university', 'universities' ),
		'universal'  => array( 'universal', 'universally' ),
		'relativ'    => array( 'relative', 'relatively' ),
		'organiz'    => array( 'organize', 'organized', 'organizes', 'organizing', 'organizer', 'organizers', 'organization', 'organizations' ),
		'go'         => array( 'go', 'goes', 'going' ),
	);

	/**
	 * Word => stem, built from FAMILIES once per request.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $stems = null;

	/**
	 * The stem a listed word has, or null when the algorithm decides.
	 *
	 * @param string $word Folded word (British -ise already -ize).
	 */
	public static function stem( string $word ): ?string {
		if ( null === self::$stems ) {
			self::$stems = array();
			foreach ( self::FAMILIES as $stem => $words ) {
				self::$stems += array_fill_keys( $words, $stem );
			}
		}
		return self::$stems[ $word ] ?? null;
	}
}
