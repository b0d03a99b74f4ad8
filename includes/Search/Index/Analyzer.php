<?php
/**
 * Turns a doc into index terms: where each term occurs and how much it weighs.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Search\Language\Doc_Language;
use Docent\Search\Language\Extra_Terms;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;
use Docent\Search\Ranking\Proximity;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A pure function of the doc: the same doc always gives the same terms and weights, whatever
 * else the index holds. So indexing docs one by one, in any order and from any number of
 * processes, writes exactly what a full rebuild writes (no statistic of the whole collection is
 * baked into a weight; rarity is applied when searching, from exact document frequencies).
 */
final class Analyzer {

	/**
	 * Field weights: a word in the title counts eight times one in the body.
	 */
	public const WEIGHTS = array(
		'title'    => 8.0,
		'headings' => 3.0,
		'excerpt'  => 2.0,
		'body'     => 1.0,
	);

	/**
	 * Bit of each field in a posting's field bits.
	 */
	public const BITS = array(
		'title'    => 1,
		'headings' => 2,
		'excerpt'  => 4,
		'body'     => 8,
	);

	/**
	 * Positions skipped between fields, so a phrase never runs from one field into the next.
	 */
	private const FIELD_GAP = 8;

	/**
	 * Where a sentence ends: after a full stop, question or exclamation mark, colon or semicolon
	 * followed by a space, after their Chinese and Japanese forms (。！？；, no space needed), or at
	 * a line break (headings are one a line). Chat cuts passages into sentences the same way
	 * (Retriever).
	 */
	public const SENTENCE_END = '/(?<=[.!?:;])\s+|(?<=[。！？；])\s*|\n+/u';

	/**
	 * BM25 saturation and body-length normalisation. Body lengths are normalised against a fixed
	 * pivot rather than the collection's average: the average moves with every save, and a
	 * weight computed from it would differ from the one a rebuild computes. The pivot is about
	 * the average of a real manual (the Django documentation: 967 indexed body terms a page, median
	 * 270); at 300, long reference pages lost to short release notes that mention a term once
	 * (eval @1 .83 → .85).
	 */
	private const K1    = 1.5;
	private const B     = 0.75;
	public const PIVOT  = 1000;

	/**
	 * A doc's terms: occurrences per field (one flat map per field), positions packed as uint16
	 * (at most Posting_List::MAX_POSITIONS), body length, parent, and whether there is a body.
	 * Flat maps and packed strings rather than an array per term: rebuilds handle millions.
	 *
	 * @param WP_Post $post Doc.
	 * @return array{fields: array<string, array<string, int>>, positions: array<string, string>, length:int, has_body:int, parent:int, language:string}
	 */
	public function analyse( WP_Post $post ): array {
		$language = Doc_Language::of( $post );
		return Languages::using( $language, fn(): array => $this->analyse_in( $post, $language ) );
	}

	/**
	 * analyse() with the doc's language in use: its stopwords and elision rules.
	 *
	 * @param WP_Post $post     Doc.
	 * @param string  $language Its language code.
	 * @return array{fields: array<string, array<string, int>>, positions: array<string, string>, length:int, has_body:int, parent:int, language:string}
	 */
	private function analyse_in( WP_Post $post, string $language ): array {
		$document = Document::from_post( $post );
		$counts   = array_fill_keys( Document::FIELDS, array() );
		$at       = array();
		$position = 0;
		$spelled  = 0;
		foreach ( $document->fields as $field => $text ) {
			if ( Tokenizer::has_cjk( $text ) ) {
				$position = $this->add_words( $counts[ $field ], $at, Tokenizer::words( $text ), $position );
			} else {
				$position = $this->add_sentences( $counts[ $field ], $at, $text, $position );
			}
			$spelled  += $this->add_extra_terms( $counts[ $field ], $at, $text, 'body' === $field );
			$position += self::FIELD_GAP;
		}
		return array(
			'fields'    => $counts,
			'positions' => self::pack_positions( $at ),
			'length'    => (int) array_sum( $counts['body'] ) - $spelled,
			'has_body'  => '' === $document->fields['body'] ? 0 : 1,
			'parent'    => (int) $post->post_parent,
			'language'  => $language,
		);
	}

	/**
	 * Records the words of a field without CJK characters: one position per word, in one lean
	 * pass, then the distinct words (a few hundred) become terms. Each sentence ends with a gap:
	 * words of two sentences never stand together (Proximity) nor make a phrase.
	 *
	 * @param array<string, int>   $counts   Occurrences per term in this field.
	 * @param array<string, int[]> $at       Positions per term.
	 * @param string               $text     The field's text.
	 * @param int                  $position Position of the first word.
	 * @return int Position after the last sentence's gap.
	 */
	private function add_sentences( array &$counts, array &$at, string $text, int $position ): int {
		$here = array();
		foreach ( (array) preg_split( self::SENTENCE_END, $text, -1, PREG_SPLIT_NO_EMPTY ) as $sentence ) {
			foreach ( Tokenizer::words( (string) $sentence ) as $word ) {
				$here[ $word ][] = $position++;
			}
			$position += Proximity::WINDOW;
		}
		foreach ( $here as $word => $at_word ) {
			$term = Tokenizer::term_of( (string) $word );
			if ( '' !== $term ) {
				$counts[ $term ] = ( $counts[ $term ] ?? 0 ) + count( $at_word );
				$at[ $term ]     = isset( $at[ $term ] ) ? array_merge( $at[ $term ], $at_word ) : $at_word;
			}
		}
		return $position;
	}

	/**
	 * Records a field's identifiers, which count as terms of their own (no positions: phrases use
	 * their parts), and its closed-up spellings ("builtin" for "built-in").
	 *
	 * @param array<string, int>   $counts Occurrences per term in this field.
	 * @param array<string, int[]> $at     Positions per term.
	 * @param string               $text   The field's text.
	 * @param bool                 $body   Whether the field is the body.
	 * @return int Closed-up spellings recorded in the body: the same words again, they do not make
	 *             the doc longer.
	 */
	private function add_extra_terms( array &$counts, array &$at, string $text, bool $body ): int {
		$spelled = 0;
		foreach ( Extra_Terms::identifiers( $text ) as $term ) {
			$counts[ $term ] = ( $counts[ $term ] ?? 0 ) + 1;
			$at[ $term ]     = $at[ $term ] ?? array();
		}
		foreach ( Extra_Terms::closed_up( $text ) as $term ) {
			$counts[ $term ] = ( $counts[ $term ] ?? 0 ) + 1;
			$at[ $term ]     = $at[ $term ] ?? array();
			$spelled        += $body ? 1 : 0;
		}
		return $spelled;
	}

	/**
	 * Each term's positions, sorted and packed as uint16 (at most Posting_List::MAX_POSITIONS,
	 * none past 65535); '' for a term without positions.
	 *
	 * @param array<string, int[]> $at Positions per term.
	 * @return array<string, string>
	 */
	private static function pack_positions( array $at ): array {
		$positions = array();
		foreach ( $at as $term => $list ) {
			sort( $list );
			if ( ! $list ) {
				$positions[ (string) $term ] = '';
				continue;
			}
			if ( isset( $list[ Posting_List::MAX_POSITIONS ] ) ) {
				$list = array_slice( $list, 0, Posting_List::MAX_POSITIONS );
			}
			if ( end( $list ) > 65535 ) {
				$list = array_filter( $list, static fn( int $p ): bool => $p <= 65535 );
			}
			$positions[ (string) $term ] = $list ? pack( 'n*', ...$list ) : '';
		}
		return $positions;
	}

	/**
	 * Weight and field bits of each term of an analysed doc.
	 *
	 * @param array{fields: array<string, array<string, int>>, positions: array<string, string>, length:int} $doc Analysed doc.
	 * @return array<string, array{0:int, 1:int}> Term => weight ×Posting_List::SCALE, bits.
	 */
	public function weights( array $doc ): array {
		$norm  = 1 - self::B + self::B * $doc['length'] / self::PIVOT;
		$known = array();
		$out   = array();
		foreach ( $doc['positions'] as $term => $unused ) {
			$tf = array();
			foreach ( $doc['fields'] as $field => $counts ) {
				if ( isset( $counts[ $term ] ) ) {
					$tf[ $field ] = $counts[ $term ];
				}
			}
			if ( 1 === count( $tf ) && isset( $tf['body'] ) ) {
				// Most terms are in the body only: their weight depends on the count alone.
				if ( ! isset( $known[ $tf['body'] ] ) ) {
					$known[ $tf['body'] ] = $this->saturate( $tf['body'] / $norm );
				}
				$out[ $term ] = array( $known[ $tf['body'] ], self::BITS['body'] );
				continue;
			}
			$weighted = 0.0;
			$bits     = 0;
			foreach ( $tf as $field => $count ) {
				$weighted += self::WEIGHTS[ $field ] * ( 'body' === $field ? $count / $norm : $count );
				$bits     |= self::BITS[ $field ];
			}
			$out[ $term ] = array( $this->saturate( $weighted ), $bits );
		}
		return $out;
	}

	/**
	 * BM25 saturation of a field-weighted frequency, ×Posting_List::SCALE.
	 *
	 * @param float $weighted Field-weighted, length-normalised frequency.
	 */
	private function saturate( float $weighted ): int {
		return min( 65535, (int) round( Posting_List::SCALE * $weighted * ( self::K1 + 1 ) / ( $weighted + self::K1 ) ) );
	}

	/**
	 * Records the words of a field with CJK characters: every character and every pair of
	 * neighbours of a CJK run, at the character's position; other words as usual.
	 *
	 * @param array<string, int>   $counts   Occurrences per term in this field.
	 * @param array<string, int[]> $at       Positions per term.
	 * @param string[]             $words    Words of the field.
	 * @param int                  $position Position of the first word.
	 * @return int Position after the last word.
	 */
	private function add_words( array &$counts, array &$at, array $words, int $position ): int {
		foreach ( $words as $word ) {
			$word  = (string) $word;
			$terms = array();
			if ( Tokenizer::is_cjk( $word ) ) {
				$chars = mb_str_split( $word, 1, 'UTF-8' );
				foreach ( $chars as $i => $char ) {
					$terms[] = array( $char, $position + $i );
					if ( isset( $chars[ $i + 1 ] ) ) {
						$terms[] = array( $char . $chars[ $i + 1 ], $position + $i );
					}
				}
				$position += count( $chars );
			} else {
				$term = Tokenizer::term_of( $word );
				if ( '' !== $term ) {
					$terms[] = array( $term, $position );
				}
				++$position;
			}
			foreach ( $terms as $term ) {
				$counts[ $term[0] ] = ( $counts[ $term[0] ] ?? 0 ) + 1;
				$at[ $term[0] ][]   = $term[1];
			}
		}
		return $position;
	}
}
