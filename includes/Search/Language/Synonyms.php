<?php
/**
 * Words a visitor types and the words manuals use for the same thing: "remove" and "delete",
 * "sign in" and "log in", "speed" and "performance".
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A small built-in English set plus the site's own list (Explore settings, one set of
 * comma-separated words a line). Applied when a query is read, never when docs are indexed: a
 * change takes effect at once, and a synonym only ever adds docs, weighted below the typed word.
 *
 * An entry of several words ("sign in") is recognised in the query, but only single words are
 * looked for in the docs: "log in" would look for "log", which means something else.
 */
final class Synonyms {

	/**
	 * General software vocabulary, each line one set.
	 */
	private const BUILT_IN = array(
		'delete, remove, erase',
		'login, log in, sign in, signin, logon, log on, authenticate',
		'logout, log out, sign out, signout, logoff, log off',
		'signup, sign up, register, registration',
		'setup, set up, install, installation',
		'configure, configuration, config, settings',
		'error, exception, crash, failure',
		'speed, performance, faster, optimization, optimize, optimise, slow',
		'update, upgrade',
		'change, modify, edit, alter',
		'show, display',
		'picture, image, photo',
		'folder, directory',
		'email, e-mail, mail',
		'database, db',
		'administrator, admin',
		'application, app',
		'permission, authorization, authorisation, access control',
		'translate, translation, localize, localise, localization, localisation, internationalization, i18n',
		'spreadsheet, csv, excel',
		'feed, rss, atom, syndication',
		'notification, notice, alert',
		'deploy, deployment, go live, production',
		'price, pricing, cost, fee',
		'prevent, stop, avoid',
		'choose, pick, select',
		'forgery, forged, forge, forging',
		'create, build, generate',
		'run, execute',
		'copy, duplicate, clone',
		'undo, revert, roll back, rollback',
		'customize, customise, personalize, personalise, tailor',
		'start, begin, launch',
	);

	/**
	 * Most lines in the site's list, and longest entry in characters.
	 */
	public const MAX_LINES   = 200;
	public const MAX_ENTRY   = 40;
	public const MAX_ENTRIES = 10;

	/**
	 * Parsed sets by the text they came from (a request reads the settings once).
	 *
	 * @var array<string, list<list<list<string>>>>
	 */
	private static array $parsed = array();

	/**
	 * Returns the site's own list as typed; none (no settings): the built-in sets alone.
	 *
	 * @var callable|null
	 */
	private static $site_list = null;

	/**
	 * Where the site's own list is read from, each time the sets are asked for.
	 *
	 * @param callable $source Returns the text of the `explore.synonyms` setting.
	 */
	public static function read_site_list_from( callable $source ): void {
		self::$site_list = $source;
	}

	/**
	 * For each content word of a query that belongs to a set, the single words of the set's other
	 * entries. The query's own words are never offered as synonyms of each other.
	 *
	 * @param string[]      $words  Folded words of the query, in order, stopwords kept.
	 * @param string[]|null $search The words the query searches for (light words of a question
	 *                              dropped), or null for every word that is not a stopword.
	 * @return array<string, string[]> Query word => other words to look for.
	 */
	public static function lookup( array $words, ?array $search = null ): array {
		$out = array();
		foreach ( self::found( $words, $search ) as list( $set, $entry, $at ) ) {
			$others = array();
			foreach ( $set as $other ) {
				if ( 1 === count( $other ) && $other !== $entry && ! in_array( $other[0], $words, true ) && array() !== Tokenizer::terms_of( $other[0] ) ) {
					$others[] = $other[0];
				}
			}
			if ( $others ) {
				$out[ $words[ $at ] ] = array_values( array_unique( array_merge( $out[ $words[ $at ] ] ?? array(), $others ) ) );
			}
		}
		return $out;
	}

	/**
	 * The content words of a query that belong to an entry of several content words ("go live",
	 * "shopping cart") without being its first: the synonyms stand for the whole entry, so a doc
	 * saying "deploy" need not say "live" as well.
	 *
	 * @param string[]      $words  Folded words of the query, in order, stopwords kept.
	 * @param string[]|null $search As for lookup().
	 * @return array<string, string> Query word => the entry's first content word (which lookup() gives the synonyms).
	 */
	public static function joined( array $words, ?array $search = null ): array {
		$out = array();
		foreach ( self::found( $words, $search ) as list( , , $at, $end ) ) {
			for ( $i = $at + 1; $i < $end; $i++ ) {
				if ( self::searched( $words[ $i ], $search ) ) {
					$out[ $words[ $i ] ] = $words[ $at ];
				}
			}
		}
		return $out;
	}

	/**
	 * The sets one of whose entries the query holds: each set with the entry found and where.
	 *
	 * @param string[]      $words  Folded words of the query, in order, stopwords kept.
	 * @param string[]|null $search As for lookup().
	 * @return list<array{0: list<list<string>>, 1: list<string>, 2: int, 3: int}> Set, entry, position of its first content word, position after it.
	 */
	private static function found( array $words, ?array $search ): array {
		$out = array();
		if ( ! $words ) {
			return $out;
		}
		$stems = array_map( static fn( $word ): string => Stemmer::stem( (string) $word ), $words );
		foreach ( self::sets() as $set ) {
			foreach ( $set as $entry ) {
				$span = self::find( $entry, $words, $stems, $search );
				if ( null !== $span ) {
					$out[] = array( $set, $entry, $span[0], $span[1] );
					break;
				}
			}
		}
		return $out;
	}

	/**
	 * Where an entry occurs in the query, compared by stems ("deleting" is "delete", "going live"
	 * is "go live"): a single word anywhere, several words in a row.
	 *
	 * @param string[]      $entry  Folded words of the entry.
	 * @param string[]      $words  Query words.
	 * @param string[]      $stems  Their stems.
	 * @param string[]|null $search As for lookup().
	 * @return array{0: int, 1: int}|null The position of the entry's first content word and the position after the entry.
	 */
	private static function find( array $entry, array $words, array $stems, ?array $search ): ?array {
		$length = count( $entry );
		if ( 1 === $length ) {
			$at = array_search( Stemmer::stem( $entry[0] ), $stems, true );
			return false === $at || ! self::searched( $words[ $at ], $search ) ? null : array( (int) $at, $at + 1 );
		}
		$entry = array_map( array( Stemmer::class, 'stem' ), $entry );
		for ( $i = 0; $i + $length <= count( $words ); $i++ ) {
			if ( array_slice( $stems, $i, $length ) === $entry ) {
				for ( $j = $i; $j < $i + $length; $j++ ) {
					if ( self::searched( $words[ $j ], $search ) ) {
						return array( $j, $i + $length );
					}
				}
			}
		}
		return null;
	}

	/**
	 * Whether the query searches for a word: one of $search, or with no list any word that is not
	 * a stopword.
	 *
	 * @param string        $word   Folded word.
	 * @param string[]|null $search As for lookup().
	 */
	private static function searched( string $word, ?array $search ): bool {
		return null === $search ? array() !== Tokenizer::terms_of( $word ) : in_array( $word, $search, true );
	}

	/**
	 * Every set: the built-in ones, then the site's.
	 *
	 * @return list<list<list<string>>> Sets of entries, each entry its folded words.
	 */
	public static function sets(): array {
		$custom = null === self::$site_list ? '' : (string) call_user_func( self::$site_list );
		$key    = md5( $custom );
		if ( ! isset( self::$parsed[ $key ] ) ) {
			$lines = self::BUILT_IN;
			if ( '' !== $custom ) {
				$lines = array_merge( $lines, preg_split( '/\R/u', $custom ) );
			}
			$sets = array();
			foreach ( $lines as $line ) {
				$set = array();
				foreach ( explode( ',', (string) $line ) as $entry ) {
					$folded = Tokenizer::words( $entry );
					if ( $folded && ! in_array( $folded, $set, true ) ) {
						$set[] = $folded;
					}
				}
				if ( count( $set ) > 1 ) {
					$sets[] = $set;
				}
			}
			self::$parsed = array( $key => $sets );
		}
		return self::$parsed[ $key ];
	}

	/**
	 * The site's list as typed in the settings, checked and tidied: one set a line, its words
	 * separated by commas ("remove, delete, erase"). Blank lines are dropped.
	 *
	 * @param string $text  Text of the setting.
	 * @param string $field Name of the setting, for the error message.
	 * @return string|WP_Error The tidied list, or a 400 error naming the line.
	 */
	public static function sanitize( string $text, string $field ) {
		$out   = array();
		$lines = preg_split( '/\R/u', $text );
		foreach ( (array) $lines as $number => $line ) {
			$line = trim( (string) $line );
			if ( '' === $line ) {
				continue;
			}
			$entries = array_values( array_unique( array_filter( array_map( 'trim', explode( ',', $line ) ), 'strlen' ) ) );
			$problem = '';
			if ( count( $entries ) < 2 ) {
				/* translators: 1: setting name, 2: line number. */
				$problem = __( '%1$s, line %2$d: a line needs at least two words or phrases separated by commas.', 'docent' );
			} elseif ( count( $entries ) > self::MAX_ENTRIES ) {
				/* translators: 1: setting name, 2: line number, 3: a number. */
				$problem = __( '%1$s, line %2$d: a line may hold at most %3$d words or phrases.', 'docent' );
			}
			foreach ( $entries as $entry ) {
				if ( '' === $problem && mb_strlen( $entry, 'UTF-8' ) > self::MAX_ENTRY ) {
					/* translators: 1: setting name, 2: line number, 3: a number. */
					$problem = __( '%1$s, line %2$d: each word or phrase may be at most %3$d characters long.', 'docent' );
				} elseif ( '' === $problem && ! preg_match( '/^[\p{L}\p{N}][\p{L}\p{N}\p{M} .\'’_-]*$/u', $entry ) ) {
					/* translators: 1: setting name, 2: line number. */
					$problem = __( '%1$s, line %2$d: use only letters, digits, spaces, hyphens, dots, apostrophes and underscores.', 'docent' );
				}
			}
			if ( '' !== $problem ) {
				$limit = count( $entries ) > self::MAX_ENTRIES ? self::MAX_ENTRIES : self::MAX_ENTRY;
				return self::error( sprintf( $problem, $field, $number + 1, $limit ), $field );
			}
			$out[] = implode( ', ', $entries );
		}
		if ( count( $out ) > self::MAX_LINES ) {
			/* translators: 1: setting name, 2: a number. */
			return self::error( sprintf( __( '%1$s may have at most %2$d lines.', 'docent' ), $field, self::MAX_LINES ), $field );
		}
		return implode( "\n", $out );
	}

	/**
	 * A 400 error for the setting.
	 *
	 * @param string $message Message.
	 * @param string $field   Setting name.
	 */
	private static function error( string $message, string $field ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'param'  => $field,
			)
		);
	}
}
