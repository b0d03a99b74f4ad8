<?php
/**
 * The published docs' titles, folded and grouped by their first two words: what the framing
 * rule asks when a question might be a title ("How to use sessions").
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Docs\Post_Type;
use Docent\Search\Index\State;

defined( 'ABSPATH' ) || exit;

/**
 * A derived copy in one option, kept under the search index's stamp (which changes with every
 * doc the index adds, changes or removes, so with every published title): rebuilt by the first
 * question asked after a change, by any server. Without it, each question starting with framing
 * read every doc row of the site (`post_title LIKE …` has no index): 23 ms at 10,000 docs.
 */
final class Title_Starts {

	/**
	 * The option holding the copy (not autoloaded: only questions read it).
	 */
	public const OPTION = 'docent_title_starts';

	/**
	 * This request's copy, once read.
	 *
	 * @var array{stamp: string, starts: array<string, string[]>}|null
	 */
	private static ?array $memo = null;

	/**
	 * Folded titles (words joined by single spaces) of the published docs starting with these
	 * two words.
	 *
	 * @param string $start Two folded words, joined by a space.
	 * @return string[]|null Null when the index cannot say (not built yet): the caller asks the posts table.
	 */
	public static function of( string $start ): ?array {
		try {
			$stamp = State::get()['stamp'];
		} catch ( \Throwable $unavailable ) {
			return null;
		}
		if ( '' === $stamp ) {
			return null;
		}
		if ( null === self::$memo || self::$memo['stamp'] !== $stamp ) {
			$stored     = get_option( self::OPTION );
			self::$memo = is_array( $stored ) && ( $stored['stamp'] ?? '' ) === $stamp && is_array( $stored['starts'] ?? null ) ? $stored : self::build( $stamp );
		}
		return self::$memo['starts'][ $start ] ?? array();
	}

	/**
	 * Reads every published title once and stores the copy under the stamp.
	 *
	 * @param string $stamp The index's stamp.
	 * @return array{stamp: string, starts: array<string, string[]>}
	 */
	private static function build( string $stamp ): array {
		global $wpdb;
		$titles = $wpdb->get_col( $wpdb->prepare( "SELECT post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = ''", Post_Type::NAME ) );
		$starts = array();
		foreach ( (array) $titles as $title ) {
			$words = Tokenizer::words( (string) $title );
			if ( count( $words ) >= 2 ) {
				$starts[ $words[0] . ' ' . $words[1] ][] = implode( ' ', $words );
			}
		}
		$copy = array(
			'stamp'  => $stamp,
			'starts' => $starts,
		);
		update_option( self::OPTION, $copy, false );
		return $copy;
	}

	/**
	 * Forgets this request's copy (tests, and a process that changes docs and asks again).
	 */
	public static function forget(): void {
		self::$memo = null;
	}
}
