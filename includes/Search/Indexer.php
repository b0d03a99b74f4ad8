<?php
/**
 * Writes docs into the index: a whole block at a time during a rebuild, one doc on each save.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Docs\Hierarchy;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Docs are indexed in generations (a rebuild writes the next one while searches read the active
 * one) and, within a generation, in blocks of up to BLOCK_SIZE docs. Each (term, block) row holds
 * a Posting_List whose weights are BM25F term weights computed at write time, so a search only
 * multiplies them by each term's rarity.
 */
final class Indexer {

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
	 * Docs per block: a rebuild writes one block per step; a save rewrites the rows of one block.
	 */
	public const BLOCK_SIZE = 1000;

	/**
	 * Block numbers of generation g are g × BLOCK_SPAN + 0, 1, 2…
	 */
	public const BLOCK_SPAN = 100000;

	/**
	 * Positions skipped between fields, so a phrase never runs from one field into the next.
	 */
	private const FIELD_GAP = 8;

	/**
	 * BM25 saturation and body-length normalisation.
	 */
	private const K1 = 1.5;
	private const B  = 0.75;

	/**
	 * Rows per multi-row statement, and bytes of packed postings per INSERT.
	 */
	private const CHUNK       = 500;
	private const CHUNK_BYTES = 1048576;

	/**
	 * Option holding the corpus statistics of the active generation: docs and total body length.
	 */
	public const STATS = 'docent_search_stats';

	/**
	 * Option holding the ids of containers of the active generation (docs with children and no
	 * text of their own): navigation, not answers, so searches skip them.
	 */
	public const HIDDEN = 'docent_search_hidden';

	/**
	 * Option holding the active generation (0 before the first build).
	 */
	public const GENERATION = 'docent_search_generation';

	/**
	 * Term ids remembered between the blocks of one rebuild.
	 *
	 * @var array<string, int>
	 */
	private array $known = array();

	/**
	 * Docs per block (filterable for tests and for hosts with very little memory).
	 */
	public static function block_size(): int {
		/**
		 * Filters how many docs a rebuild step indexes (one block of the index).
		 *
		 * @param int $size Docs per block.
		 */
		return max( 1, (int) apply_filters( 'docent_search_block_size', self::BLOCK_SIZE ) );
	}

	/**
	 * The generation searches read.
	 */
	public static function active_generation(): int {
		return (int) get_option( self::GENERATION, 0 );
	}

	/**
	 * First and last block number of a generation.
	 *
	 * @param int $generation Generation.
	 * @return array{0:int, 1:int}
	 */
	public static function block_range( int $generation ): array {
		return array( $generation * self::BLOCK_SPAN, ( $generation + 1 ) * self::BLOCK_SPAN - 1 );
	}

	/**
	 * Corpus statistics of the active generation.
	 *
	 * @return array{docs:int, body:int}
	 */
	public static function stats(): array {
		$stats = get_option( self::STATS, array() );
		return array(
			'docs' => max( 0, (int) ( $stats['docs'] ?? 0 ) ),
			'body' => max( 0, (int) ( $stats['body'] ?? 0 ) ),
		);
	}

	/**
	 * Recounts the statistics of the active generation from the docs table.
	 */
	public static function recount(): void {
		global $wpdb;
		$docs = Schema::tables()['docs'];
		$row  = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS docs, SUM(length) AS body FROM $docs WHERE generation = %d", self::active_generation() ), ARRAY_A ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		update_option(
			self::STATS,
			array(
				'docs' => (int) ( $row['docs'] ?? 0 ),
				'body' => (int) ( $row['body'] ?? 0 ),
			),
			true
		);
	}

	/**
	 * Recomputes the containers of the active generation (after any change: a doc's children
	 * decide whether it is one).
	 */
	public static function refresh_hidden(): void {
		global $wpdb;
		$docs       = Schema::tables()['docs'];
		$generation = self::active_generation();
		$ids        = $wpdb->get_col( $wpdb->prepare( "SELECT d.doc_id FROM $docs d WHERE d.generation = %d AND d.has_body = 0 AND EXISTS (SELECT 1 FROM $docs c WHERE c.generation = %d AND c.parent = d.doc_id)", $generation, $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		update_option( self::HIDDEN, array_map( 'intval', (array) $ids ), true );
	}

	/**
	 * Indexes each doc (or removes it, when it is not public) in the active generation, and in
	 * the generation a rebuild is writing when the rebuild has already passed that doc.
	 *
	 * @param WP_Post[] $posts Docs, any status.
	 */
	public function write( array $posts ): void {
		Schema::maybe_install();
		foreach ( $posts as $post ) {
			$public = Hierarchy::is_public( $post );
			foreach ( $this->generations_of( (int) $post->ID ) as $generation => $active ) {
				$this->update_doc( (int) $post->ID, $public ? $post : null, $generation, $active );
			}
		}
		self::refresh_hidden();
		wp_cache_delete( 'last_changed', 'docent_search' );
	}

	/**
	 * Removes docs from every generation.
	 *
	 * @param int[] $ids Doc ids.
	 */
	public function delete( array $ids ): void {
		if ( ! Schema::is_current() ) {
			return;
		}
		foreach ( $ids as $id ) {
			foreach ( $this->generations_of( (int) $id ) as $generation => $active ) {
				$this->update_doc( (int) $id, null, $generation, $active );
			}
		}
		self::refresh_hidden();
		wp_cache_delete( 'last_changed', 'docent_search' );
	}

	/**
	 * Generations a change to a doc must reach: generation => whether it is the active one.
	 *
	 * @param int $doc_id Doc id.
	 * @return array<int, bool>
	 */
	private function generations_of( int $doc_id ): array {
		$out   = array( self::active_generation() => true );
		$state = Rebuilder::state();
		if ( $state && $doc_id <= (int) $state['last_id'] ) {
			$out[ (int) $state['generation'] ] = false;
		}
		return $out;
	}

	/**
	 * Writes a block of a generation from scratch (a rebuild step). Non-public posts are skipped.
	 *
	 * @param iterable<WP_Post> $posts      Docs.
	 * @param int               $generation Generation being built.
	 * @param int               $block      Block number in that generation.
	 */
	public function write_block( iterable $posts, int $generation, int $block ): void {
		global $wpdb;
		$tables = Schema::tables();
		// Idempotent: a step that ran halfway before is written again.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block = %d", $block ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation = %d AND block = %d", $generation, $block ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.

		// Streamed: each doc is analysed and appended to its terms' packed columns, then dropped,
		// so a step holds compact strings rather than arrays per posting.
		$ids     = array();
		$weights = array();
		$fields  = array();
		$counts  = array();
		$places  = array();
		$docs    = array();
		$avg     = $this->average_body();
		foreach ( $posts as $post ) {
			if ( ! Hierarchy::is_public( $post ) ) {
				continue;
			}
			$doc_id = (int) $post->ID;
			$doc    = $this->analyse( $post );
			$packed = pack( 'N', $doc_id );
			foreach ( $this->weights( $doc, $avg ) as $term => $weight ) {
				$positions = $doc['positions'][ $term ];
				if ( isset( $ids[ $term ] ) ) {
					$ids[ $term ]     .= $packed;
					$weights[ $term ] .= pack( 'n', $weight[0] );
					$fields[ $term ]  .= chr( $weight[1] );
					$counts[ $term ]  .= chr( strlen( $positions ) >> 1 );
					$places[ $term ]  .= $positions;
				} else {
					$ids[ $term ]     = $packed;
					$weights[ $term ] = pack( 'n', $weight[0] );
					$fields[ $term ]  = chr( $weight[1] );
					$counts[ $term ]  = chr( strlen( $positions ) >> 1 );
					$places[ $term ]  = $positions;
				}
			}
			$docs[ $doc_id ] = array( $doc['parent'], $doc['has_body'], $doc['length'], implode( "\n", array_keys( $doc['positions'] ) ) );
		}
		if ( ! $docs ) {
			return;
		}
		$term_ids = $this->term_ids( array_map( 'strval', array_keys( $ids ) ), true );
		$encoded  = array();
		foreach ( $ids as $term => $packed ) {
			$term_id = $term_ids[ (string) $term ] ?? 0;
			if ( $term_id ) {
				$encoded[ $term_id ] = array( strlen( $packed ) >> 2, base64_encode( $packed . $weights[ $term ] . $fields[ $term ] ), base64_encode( $counts[ $term ] . $places[ $term ] ) );
			}
			unset( $ids[ $term ], $weights[ $term ], $fields[ $term ], $counts[ $term ], $places[ $term ] );
		}
		$this->insert_lists( $encoded, $block );
		unset( $encoded );

		$rows = array();
		foreach ( $docs as $doc_id => $doc ) {
			$doc_terms = array();
			foreach ( explode( "\n", $doc[3] ) as $term ) {
				if ( isset( $term_ids[ $term ] ) ) {
					$doc_terms[] = $term_ids[ $term ];
				}
			}
			$rows[] = array( $doc_id, $generation, $block, $doc[0], $doc[1], $doc[2], implode( ',', $doc_terms ) );
		}
		$this->insert_docs( $rows );
	}

	/**
	 * Replaces one doc's postings in one generation (null: removes it).
	 *
	 * @param int          $doc_id     Doc id.
	 * @param WP_Post|null $post       The public doc, or null to remove it.
	 * @param int          $generation Generation.
	 * @param bool         $active     Whether it is the active generation (keeps df and statistics).
	 */
	private function update_doc( int $doc_id, ?WP_Post $post, int $generation, bool $active ): void {
		global $wpdb;
		$tables = Schema::tables();
		$old    = $wpdb->get_row( $wpdb->prepare( "SELECT block, length, term_ids FROM {$tables['docs']} WHERE doc_id = %d AND generation = %d", $doc_id, $generation ), ARRAY_A ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( ! $old && ! $post ) {
			return;
		}
		$old_terms = $old && '' !== $old['term_ids'] ? array_map( 'intval', explode( ',', $old['term_ids'] ) ) : array();
		$block     = $old ? (int) $old['block'] : $this->open_block( $generation, $active );

		$new   = array();
		$doc   = null;
		$stats = self::stats();
		if ( $post ) {
			$doc = $this->analyse( $post );
			$ids = $this->term_ids( array_map( 'strval', array_keys( $doc['positions'] ) ), false );
			foreach ( $this->weights( $doc, $this->average_body() ) as $term => $weight ) {
				$term_id = $ids[ (string) $term ] ?? 0;
				if ( $term_id ) {
					$packed          = $doc['positions'][ $term ];
					$new[ $term_id ] = array( $doc_id, $weight[0], $weight[1], '' === $packed ? array() : array_values( (array) unpack( 'n*', $packed ) ) );
				}
			}
		}

		// Read, change and write back every affected (term, block) list.
		$affected = array_values( array_unique( array_merge( $old_terms, array_keys( $new ) ) ) );
		$lists    = array();
		foreach ( array_chunk( $affected, self::CHUNK ) as $chunk ) {
			$found = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT term_id, entries, docs, positions FROM {$tables['postings']} WHERE block = %d AND term_id IN (" . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
					$block,
					...$chunk
				),
				ARRAY_N
			);
			foreach ( (array) $found as $row ) {
				$lists[ (int) $row[0] ] = Posting_List::decode( (int) $row[1], (string) $row[2], (string) $row[3] )->entries();
			}
			$wpdb->query(
				$wpdb->prepare(
					"DELETE FROM {$tables['postings']} WHERE block = %d AND term_id IN (" . implode( ',', array_fill( 0, count( $chunk ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
					$block,
					...$chunk
				)
			);
		}
		$write = array();
		foreach ( $affected as $term_id ) {
			$entries = $lists[ $term_id ] ?? array();
			unset( $entries[ $doc_id ] );
			if ( isset( $new[ $term_id ] ) ) {
				$entries[ $doc_id ] = $new[ $term_id ];
			}
			if ( $entries ) {
				$write[ $term_id ] = array_merge( array( count( $entries ) ), Posting_List::encode( array_values( $entries ) ) );
			}
		}
		$this->insert_lists( $write, $block );

		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE doc_id = %d AND generation = %d", $doc_id, $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( $doc ) {
			$this->insert_docs( array( array( $doc_id, $generation, $block, $doc['parent'], $doc['has_body'], $doc['length'], implode( ',', array_keys( $new ) ) ) ) );
		}

		if ( $active ) {
			$delta = array_fill_keys( $old_terms, -1 );
			foreach ( array_keys( $new ) as $term_id ) {
				$delta[ $term_id ] = ( $delta[ $term_id ] ?? 0 ) + 1;
			}
			$this->adjust_df( $delta );
			if ( $old ) {
				--$stats['docs'];
				$stats['body'] -= (int) $old['length'];
			}
			if ( $doc ) {
				++$stats['docs'];
				$stats['body'] += $doc['length'];
			}
			update_option( self::STATS, $stats, true );
		}
	}

	/**
	 * The block a new doc goes to: the last block of the generation while it has room (for the
	 * generation a rebuild is writing, always its last block, so the next step starts a new one).
	 *
	 * @param int  $generation Generation.
	 * @param bool $active     Whether it is the active generation.
	 */
	private function open_block( int $generation, bool $active ): int {
		global $wpdb;
		$docs = Schema::tables()['docs'];
		$last = $wpdb->get_row( $wpdb->prepare( "SELECT block, COUNT(*) AS n FROM $docs WHERE generation = %d GROUP BY block ORDER BY block DESC LIMIT 1", $generation ), ARRAY_A ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( ! $last ) {
			return self::block_range( $generation )[0];
		}
		return ( ! $active || (int) $last['n'] < self::block_size() ) ? (int) $last['block'] : (int) $last['block'] + 1;
	}

	/**
	 * Average body length of the active generation (for length normalisation).
	 */
	private function average_body(): float {
		$stats = self::stats();
		return $stats['docs'] > 0 ? max( 1.0, $stats['body'] / $stats['docs'] ) : 300.0;
	}

	/**
	 * A doc's terms: occurrences per field (one flat map per field), positions packed as uint16
	 * (at most Posting_List::MAX_POSITIONS), body length, parent, and whether there is a body.
	 * Flat maps and packed strings rather than an array per term: rebuilds handle millions.
	 *
	 * @param WP_Post $post Doc.
	 * @return array{fields: array<string, array<string, int>>, positions: array<string, string>, length:int, has_body:int, parent:int}
	 */
	private function analyse( WP_Post $post ): array {
		$document = Document::from_post( $post );
		$counts   = array_fill_keys( Document::FIELDS, array() );
		$at       = array();
		$position = 0;
		foreach ( $document->fields as $field => $text ) {
			$words = Tokenizer::words( $text );
			if ( Tokenizer::has_cjk( $text ) ) {
				$position = $this->add_words( $counts[ $field ], $at, $words, $position );
			} else {
				// One position per word: positions per word in one lean pass, then the distinct
				// words (a few hundred) become terms.
				$here = array();
				foreach ( $words as $i => $word ) {
					$here[ $word ][] = $position + $i;
				}
				foreach ( array_count_values( $words ) as $word => $count ) {
					$term = Tokenizer::term_of( (string) $word );
					if ( '' !== $term ) {
						$counts[ $field ][ $term ] = ( $counts[ $field ][ $term ] ?? 0 ) + $count;
						$at[ $term ]               = isset( $at[ $term ] ) ? array_merge( $at[ $term ], $here[ $word ] ) : $here[ $word ];
					}
				}
				$position += count( $words );
			}
			$position += self::FIELD_GAP;
		}
		$positions = array();
		foreach ( $at as $term => $list ) {
			if ( isset( $list[ Posting_List::MAX_POSITIONS ] ) ) {
				$list = array_slice( $list, 0, Posting_List::MAX_POSITIONS );
			}
			if ( end( $list ) > 65535 ) {
				$list = array_filter( $list, static fn( int $p ): bool => $p <= 65535 );
			}
			$positions[ (string) $term ] = $list ? pack( 'n*', ...$list ) : '';
		}
		return array(
			'fields'    => $counts,
			'positions' => $positions,
			'length'    => (int) array_sum( $counts['body'] ),
			'has_body'  => '' === $document->fields['body'] ? 0 : 1,
			'parent'    => (int) $post->post_parent,
		);
	}

	/**
	 * Weight and field bits of each term of an analysed doc.
	 *
	 * @param array{fields: array<string, array<string, int>>, positions: array<string, string>, length:int} $doc Analysed doc.
	 * @param float                                                                                         $avg Average body length.
	 * @return array<string, array{0:int, 1:int}> Term => weight ×SCALE, bits.
	 */
	private function weights( array $doc, float $avg ): array {
		$norm  = 1 - self::B + self::B * $doc['length'] / $avg;
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
				$out[ $term ] = array( $known[ $tf['body'] ] ??= $this->saturate( $tf['body'] / $norm ), self::BITS['body'] );
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

	/**
	 * Inserts (term, block) posting lists, several per statement.
	 *
	 * @param array<int, array{0:int, 1:string, 2:string}> $lists Term id => entries, docs and positions strings.
	 * @param int                                          $block Block.
	 */
	private function insert_lists( array $lists, int $block ): void {
		global $wpdb;
		$table  = Schema::tables()['postings'];
		$values = array();
		$bytes  = 0;
		ksort( $lists );
		foreach ( $lists as $term_id => $list ) {
			array_push( $values, $term_id, $block, $list[0], $list[1], $list[2] );
			$bytes += strlen( $list[1] ) + strlen( $list[2] ) + 30;
			if ( $bytes > self::CHUNK_BYTES || count( $values ) >= 5 * self::CHUNK ) {
				$this->insert_rows( $table, $values );
				$values = array();
				$bytes  = 0;
			}
		}
		$this->insert_rows( $table, $values );
	}

	/**
	 * One multi-row INSERT of posting lists.
	 *
	 * @param string            $table  Postings table.
	 * @param array<int, mixed> $values term_id, block, entries, docs, positions, repeated.
	 */
	private function insert_rows( string $table, array $values ): void {
		global $wpdb;
		if ( $values ) {
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO $table (term_id, block, entries, docs, positions) VALUES " . implode( ',', array_fill( 0, intdiv( count( $values ), 5 ), '(%d,%d,%d,%s,%s)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
					...$values
				)
			);
		}
	}

	/**
	 * Inserts docs rows.
	 *
	 * @param array<int, array<int, int|string>> $rows doc_id, generation, block, parent, has_body, length, term_ids.
	 */
	private function insert_docs( array $rows ): void {
		global $wpdb;
		$table = Schema::tables()['docs'];
		foreach ( array_chunk( $rows, 100 ) as $chunk ) {
			$wpdb->query(
				$wpdb->prepare(
					"INSERT INTO $table (doc_id, generation, block, parent, has_body, length, term_ids) VALUES " . implode( ',', array_fill( 0, count( $chunk ), '(%d,%d,%d,%d,%d,%d,%s)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
					...array_merge( ...$chunk )
				)
			);
		}
	}

	/**
	 * Ids of terms, adding the missing ones to the vocabulary.
	 *
	 * @param string[] $terms   Terms.
	 * @param bool     $rebuild During a rebuild, new terms start with a document frequency of 1 (searchable
	 *                          at once; exact counts come when the rebuild ends) and ids are cached.
	 * @return array<string, int> Term => id.
	 */
	private function term_ids( array $terms, bool $rebuild ): array {
		global $wpdb;
		if ( ! $terms ) {
			return array();
		}
		$table = Schema::tables()['terms'];
		$ids   = array();
		if ( $rebuild ) {
			foreach ( $terms as $i => $term ) {
				if ( isset( $this->known[ $term ] ) ) {
					$ids[ $term ] = $this->known[ $term ];
					unset( $terms[ $i ] );
				}
			}
			$terms = array_values( $terms );
		}
		$ids += $this->lookup( $terms );
		$new  = array_values( array_diff( $terms, array_map( 'strval', array_keys( $ids ) ) ) );
		if ( $new ) {
			foreach ( array_chunk( $new, self::CHUNK ) as $chunk ) {
				$values = array();
				foreach ( $chunk as $term ) {
					array_push( $values, $term, Stemmer::stem( $term ), min( 255, mb_strlen( $term, 'UTF-8' ) ), $rebuild ? 1 : 0 );
				}
				// IGNORE: another request may have added the same term meanwhile.
				$wpdb->query(
					$wpdb->prepare(
						"INSERT IGNORE INTO $table (term, stem, len, df) VALUES " . implode( ',', array_fill( 0, count( $chunk ), '(%s,%s,%d,%d)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
						...$values
					)
				);
			}
			$ids += $this->lookup( $new );
		}
		if ( $rebuild ) {
			if ( count( $this->known ) > 200000 ) {
				$this->known = array();
			}
			$this->known += $ids;
		}
		return $ids;
	}

	/**
	 * Forgets cached term ids (a rebuild starts or ends; terms may have been deleted).
	 */
	public function forget_terms(): void {
		$this->known = array();
	}

	/**
	 * Ids of terms already in the vocabulary.
	 *
	 * @param string[] $terms Terms.
	 * @return array<string, int>
	 */
	private function lookup( array $terms ): array {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$ids   = array();
		foreach ( array_chunk( $terms, self::CHUNK ) as $chunk ) {
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT term_id, term FROM $table WHERE term IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
					...$chunk
				),
				ARRAY_N
			);
			foreach ( (array) $rows as $row ) {
				$ids[ (string) $row[1] ] = (int) $row[0];
			}
		}
		return $ids;
	}

	/**
	 * Adds per-term changes to the document frequencies, one statement per distinct change.
	 *
	 * @param array<int, int> $delta Term id => change.
	 */
	private function adjust_df( array $delta ): void {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$by    = array();
		foreach ( $delta as $term_id => $change ) {
			if ( 0 !== $change ) {
				$by[ $change ][] = (int) $term_id;
			}
		}
		foreach ( $by as $change => $term_ids ) {
			foreach ( array_chunk( $term_ids, self::CHUNK ) as $chunk ) {
				$in = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
				if ( $change > 0 ) {
					$sql = $wpdb->prepare( "UPDATE $table SET df = df + %d WHERE term_id IN ($in)", $change, ...$chunk ); // phpcs:ignore WordPress.DB -- placeholders built here.
				} else {
					// Unsigned column: never below zero.
					$sql = $wpdb->prepare( "UPDATE $table SET df = CASE WHEN df > %d THEN df - %d ELSE 0 END WHERE term_id IN ($in)", -$change, -$change, ...$chunk ); // phpcs:ignore WordPress.DB -- placeholders built here.
				}
				$wpdb->query( $sql ); // phpcs:ignore WordPress.DB -- prepared above.
			}
		}
	}
}
