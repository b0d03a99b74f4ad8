<?php
/**
 * The stem of a word in the language in use, so "installing", "installed" and "installation"
 * meet, and "Installation", "installieren" and "installiert" on a German site.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * The one door to stemming for the index, the query and chat: the language in use decides
 * (Languages::current()); words of a language without a stemmer match themselves.
 */
final class Stemmer {

	/**
	 * The stem of one folded (lower-case, accent-free) word.
	 *
	 * @param string $word Folded word.
	 */
	public static function stem( string $word ): string {
		return Languages::current()->stem( $word );
	}
}
