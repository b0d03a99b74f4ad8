<?php
/**
 * The conversational framing around what a visitor asks: "Tell me about …", "What does the
 * documentation say about …", "How do I …", "please".
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the framing before retrieval, so that one need asked in any phrasing finds the same
 * articles in search and in chat. The framing stays when nothing else would be left, and when
 * the visitor is typing (or has typed) a doc's title that starts with it ("How to …").
 */
final class Filler {

	/**
	 * Framing at the start of a question, tried again and again until none matches
	 * ("Please, can you tell me how to …" loses three of them). Each ends with white space.
	 */
	private const LEADING = array(
		'(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there)?[\s,!.]+',
		'(?:please|pls|kindly)[\s,]+',
		'(?:can|could|would|will) you(?: please)?(?: (?:tell|show|explain(?: to)?|teach|help|give) (?:me|us))?(?: (?:about|on|with))?\s+',
		'(?:i|we)(?: would|\'d|’d)? (?:want|like|need|wish|wanted)(?: to)?(?: (?:know|learn|understand|find out|read|see))?(?: more)?(?: (?:about|on|regarding))?\s+',
		'(?:give|show|want|need) (?:me |us )?(?:an? |some )?(?:overview|summary|introduction|intro|explanation|description) (?:of|to|on|about)\s+',
		'(?:tell|show|teach|give|explain(?: to)?) (?:me|us)(?: (?:more|something|everything|anything|all))?(?: (?:about|on|regarding))?\s+',
		'(?:explain|describe)\s+',
		'what (?:can|could|do|would|will) you (?:tell (?:me|us)|know|say)(?: (?:about|on|regarding))?\s+',
		'(?:i|we) (?:have|had|got)(?: got)? (?:a |an |some |one more |another )?(?:question|questions|problem|problems|issue|issues|doubt|doubts) (?:about|on|with|regarding|concerning)\s+',
		'(?:i[\'’]?m|i am|we[\'’]?re|we are) (?:trying|wanting|looking|hoping) to (?:understand|learn|find out|figure out|find)(?: (?:more|out))?(?: (?:about|on|regarding))?\s+',
		'(?:(?:i[\'’]?m|i am|we[\'’]?re|we are) )?(?:looking|searching) for(?: (?:some |any )?(?:info|information|docs|documentation|help|details|guidance))?(?: (?:about|on|for|with|regarding))?\s+',
		'help (?:me|us) (?:to )?(?:understand|learn|with|find)(?: (?:about|out about))?\s+',
		'(?:do|does) (?:you|the (?:docs|documentation|manual|site|guide)) (?:have|cover|explain|mention)(?: (?:any|some|an?))?(?: (?:docs|documentation|info|information|articles?|pages?|guides?|anything|something))?(?: (?:about|on|for|regarding))?\s+',
		'(?:can|may|could) (?:i|we) (?:ask|learn|read)(?: (?:you|a question|something|more))?(?: (?:about|on|regarding))?\s+',
		'what (?:should|do|must) (?:i|we) (?:need to )?know about\s+',
		'what (?:does|do|did|can) (?:the |your |this )?(?:documentation|docs|doc|manual|guide|guides|help|site|article|articles|knowledge base) (?:say|says|tell us|mention|have|cover)(?: (?:about|on|regarding|for))?\s+',
		'(?:is|are) there (?:any |an? )?(?:documentation|docs|information|info|articles?|pages?|anything|something|guides?)(?: (?:about|on|for|regarding))?\s+',
		'(?:where|how) (?:can|do|should) (?:i|we) (?:find|read|learn|get)(?: (?:more|out))?(?: (?:about|on))?\s+',
		'how (?:do|can|should|would|could|will|does|did) (?:i|we|you|one)\s+',
		'how to\s+',
		'(?:what|who) (?:is|are|was|were)(?: an?| the)?\s+',
		'what[\'’]?s(?: an?| the)?\s+',
		'(?:(?:need|want|get) )?(?:(?:some|more|any) )?(?:information|info|details|help|docs|documentation) (?:about|on|for|with|regarding)\s+',
	);

	/**
	 * Framing at the end: politeness, and "… in the docs".
	 */
	private const TRAILING = '/(?:[\s,]+(?:please|pls|thanks|thank you|thx)|\s+(?:in|according to) (?:the|your) (?:documentation|docs|manual))[\s.!?]*$/iu';

	/**
	 * Framing around the need, once the leading framing is gone: "How does X work?", "Where is X
	 * documented?". The need is the first group.
	 */
	private const AROUND = array(
		'/^\s*how (?:does|do|did|will|would|should|can) (.+?)\s+(?:work|works|function|behave)[\s.!?]*$/iu',
		'/^\s*where (?:is|are) (.+?)\s+(?:documented|explained|described|covered)[\s.!?]*$/iu',
	);

	/**
	 * Everyday phrases for a word that manuals use: "more than one database" is "multiple databases".
	 */
	private const PHRASES = array(
		'/\bmore than (?:one|a single)\b/iu' => 'multiple',
	);

	/**
	 * Light words: in a question ("how do I make several queries atomic") they carry the
	 * sentence, not the topic. Dropped from questions while other words are left; a query typed
	 * as keywords keeps them (someone typing "use" may mean it).
	 */
	private const LIGHT = array( 'make', 'makes', 'making', 'use', 'uses', 'used', 'using', 'go', 'goes', 'going', 'several', 'one', 'able', 'possible', 'way', 'ways', 'thing', 'things', 'something', 'anything', 'stuff', 'someone', 'somebody', 'want', 'wants', 'need', 'needs', 'like', 'certain', 'particular', 'specific', 'properly', 'correctly', 'actually', 'really', 'simply', 'exactly', 'basically', 'whole', 'entire', 'long', 'big', 'little', 'lot', 'lots', 'bunch', 'many', 'much', 'various', 'quick', 'quickly', 'easy', 'easily' );

	/**
	 * The visitor's own site or project named in a question ("… when my site has an error"):
	 * the setting of the question, not its topic.
	 */
	private const OWN = '/\s+(?:my|our)\s+(?:own\s+)?(?:site|website|web site|app|project)\b/iu';

	/**
	 * Object-cache group of the titles that start like a query.
	 */
	private const CACHE_GROUP = 'docent_filler';

	/**
	 * The query without its framing. Ends with a space when words were cut from the end, so the
	 * last word left counts as finished (not a prefix being typed).
	 *
	 * @param string $text What the visitor typed or asked.
	 */
	public static function strip( string $text ): string {
		$pattern = '/^\s*(?:' . implode( '|', self::LEADING ) . ')/iu';
		$rest    = $text;
		for ( $i = 0; $i < 5; $i++ ) {
			$next = (string) preg_replace( $pattern, '', $rest, 1 );
			if ( $next === $rest ) {
				break;
			}
			$rest = $next;
		}
		$rest    = (string) preg_replace( self::AROUND, '$1 ', $rest );
		$rest    = (string) preg_replace( array_keys( self::PHRASES ), array_values( self::PHRASES ), $rest );
		$trimmed = (string) preg_replace( self::TRAILING, '', $rest );
		if ( $trimmed !== $rest ) {
			$rest = $trimmed . ' ';
		}
		if ( $rest === $text ) {
			return $text;
		}
		$rest = (string) preg_replace( self::OWN, '', $rest );
		// Nothing but framing ("How to?", "Tell me about"), or a title that starts with it: as typed.
		if ( ! self::has_content( $rest ) || self::is_title( $text ) ) {
			return $text;
		}
		return $rest;
	}

	/**
	 * A question's words without its light words, unless nothing but light words and stopwords
	 * would be left.
	 *
	 * @param string[] $words Folded words.
	 * @return string[]
	 */
	public static function drop_light( array $words ): array {
		$kept = array_values( array_filter( $words, static fn( $word ): bool => ! in_array( $word, self::LIGHT, true ) ) );
		foreach ( $kept as $word ) {
			if ( array() !== Tokenizer::terms_of( (string) $word ) ) {
				return $kept;
			}
		}
		return $words;
	}

	/**
	 * Whether a text has a word that is not a stopword ("about" alone is not a need).
	 *
	 * @param string $text Text.
	 */
	private static function has_content( string $text ): bool {
		foreach ( Tokenizer::words( $text ) as $word ) {
			if ( array() !== Tokenizer::terms_of( (string) $word ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the query is the start of a published doc's title, or a title and more
	 * ("How to use sessions", "How to use sess").
	 *
	 * @param string $text What was typed.
	 */
	private static function is_title( string $text ): bool {
		$words = Tokenizer::words( $text );
		if ( count( $words ) < 2 ) {
			return false;
		}
		$typed = implode( ' ', $words );
		foreach ( self::titles_starting( $words[0] . ' ' . $words[1] ) as $title ) {
			if ( str_starts_with( $title, $typed ) || str_starts_with( $typed . ' ', $title . ' ' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Folded titles (words joined by single spaces) of the published docs whose title starts with
	 * these two words; cached until any post changes.
	 *
	 * @param string $start Two folded words.
	 * @return string[]
	 */
	private static function titles_starting( string $start ): array {
		global $wpdb;
		$key    = md5( $start ) . ':' . wp_cache_get_last_changed( 'posts' );
		$titles = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $titles ) ) {
			return $titles;
		}
		// The database's collation ignores case and accents; the folded comparison below settles the rest.
		$rows   = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' AND post_title LIKE %s LIMIT 100",
				Post_Type::NAME,
				$wpdb->esc_like( $start ) . '%'
			)
		);
		$titles = array();
		foreach ( $rows as $title ) {
			$folded = implode( ' ', Tokenizer::words( (string) $title ) );
			if ( str_starts_with( $folded . ' ', $start . ' ' ) ) {
				$titles[] = $folded;
			}
		}
		wp_cache_set( $key, $titles, self::CACHE_GROUP, HOUR_IN_SECONDS );
		return $titles;
	}
}
