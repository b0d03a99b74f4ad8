<?php
/**
 * A term's postings in one block of docs, packed: which docs, how much the term weighs in each,
 * in which fields, and where (word positions, for phrases).
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Search\Index_Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * Packed binary in base64 text (portable to every database and its drivers). Two strings:
 * `docs` = doc ids (uint32) + weights (uint16, ×10,000) + field bits (uint8), read by every search;
 * `positions` = occurrences kept per doc (uint8) + positions (uint16), read only for phrases.
 * Arrays are 1-based, as unpack() returns them.
 */
final class Posting_List {

	/**
	 * Weight scale: weights are stored as integers of 1/10,000.
	 */
	public const SCALE = 10000;

	/**
	 * Most positions kept per term and doc (phrases further down a long doc are not found).
	 */
	public const MAX_POSITIONS = 64;

	/**
	 * Doc ids, 1-based.
	 *
	 * @var array<int, int>
	 */
	public array $ids = array();

	/**
	 * Weights ×SCALE, 1-based.
	 *
	 * @var array<int, int>
	 */
	public array $weights = array();

	/**
	 * Field bits (Indexer::BITS), one byte per entry, still packed (read by title_ids()).
	 *
	 * @var string
	 */
	public string $fields = '';

	/**
	 * Positions per entry, 1-based; only when decoded with positions.
	 *
	 * @var array<int, int[]>|null
	 */
	public ?array $positions = null;

	/**
	 * The positions string as stored (base64), kept when decoded with lazy positions (positions_at()).
	 *
	 * @var string
	 */
	private string $packed_positions = '';

	/**
	 * Packs entries.
	 *
	 * @param array<int, array{0:int, 1:int, 2:int, 3:int[]}> $entries Doc id, weight ×SCALE, field bits, positions.
	 * @return array{0:string, 1:string} docs and positions strings.
	 */
	public static function encode( array $entries ): array {
		$packed = array();
		foreach ( $entries as $entry ) {
			$kept     = array_slice( $entry[3], 0, self::MAX_POSITIONS );
			$packed[] = $kept ? pack( 'n*', ...$kept ) : '';
		}
		return self::encode_columns( array_column( $entries, 0 ), array_column( $entries, 1 ), array_column( $entries, 2 ), $packed );
	}

	/**
	 * Packs entries given as columns (the rebuild's way: no array per entry).
	 *
	 * @param int[]    $ids       Doc ids.
	 * @param int[]    $weights   Weights ×SCALE, 0–65535.
	 * @param int[]    $fields    Field bits.
	 * @param string[] $positions Per entry, up to MAX_POSITIONS positions packed as uint16 ('n*').
	 * @return array{0:string, 1:string} docs and positions strings.
	 */
	public static function encode_columns( array $ids, array $weights, array $fields, array $positions ): array {
		if ( ! $ids ) {
			return array( '', '' );
		}
		$counts = array();
		foreach ( $positions as $packed ) {
			$counts[] = strlen( $packed ) >> 1;
		}
		return array(
			base64_encode( pack( 'N*', ...$ids ) . pack( 'n*', ...$weights ) . pack( 'C*', ...$fields ) ),
			base64_encode( pack( 'C*', ...$counts ) . implode( '', $positions ) ),
		);
	}

	/**
	 * Unpacks a list.
	 *
	 * @param int         $entries   Number of entries.
	 * @param string      $docs      The docs string.
	 * @param string|null $positions The positions string, when positions are needed.
	 * @throws Index_Unavailable When the strings do not hold that many entries (a damaged row).
	 */
	public static function decode( int $entries, string $docs, ?string $positions = null, bool $lazy = false ): self {
		$list = new self();
		if ( $entries <= 0 ) {
			$list->positions = null === $positions ? null : array();
			return $list;
		}
		$bin = base64_decode( $docs, true );
		if ( false === $bin || strlen( $bin ) !== 7 * $entries ) {
			throw new Index_Unavailable( 'A posting list of the search index is damaged.' );
		}
		$list->ids     = (array) unpack( 'N*', substr( $bin, 0, 4 * $entries ) );
		$list->weights = (array) unpack( 'n*', substr( $bin, 4 * $entries, 2 * $entries ) );
		$list->fields  = substr( $bin, 6 * $entries, $entries );
		if ( null !== $positions && $lazy ) {
			// Only a few docs' positions will be read: decoded (a slice of the text) when asked for.
			$list->packed_positions = $positions;
		} elseif ( null !== $positions ) {
			$bin = base64_decode( $positions, true );
			if ( false === $bin || strlen( $bin ) < $entries ) {
				throw new Index_Unavailable( 'The positions of a posting list of the search index are damaged.' );
			}
			$counts          = (array) unpack( 'C*', substr( $bin, 0, $entries ) );
			$all             = strlen( $bin ) > $entries ? (array) unpack( 'n*', substr( $bin, $entries ) ) : array();
			if ( count( $all ) !== (int) array_sum( $counts ) ) {
				throw new Index_Unavailable( 'The positions of a posting list of the search index are damaged.' );
			}
			$list->positions = array();
			$at              = 1;
			foreach ( $counts as $i => $count ) {
				$list->positions[ $i ] = $count ? array_slice( $all, $at - 1, $count ) : array();
				$at                   += $count;
			}
		}
		return $list;
	}

	/**
	 * The positions of a few entries of a list decoded with lazy positions, unpacked in one pass
	 * over the counts.
	 *
	 * @param int[] $indexes Entries (1-based, as keys of $ids).
	 * @return array<int, int[]> Entry => positions.
	 */
	public function positions_at( array $indexes ): array {
		$out     = array();
		$entries = count( $this->ids );
		if ( '' === $this->packed_positions || ! $indexes ) {
			return $out;
		}
		sort( $indexes );
		$counts = array_values( (array) unpack( 'C*', $this->bytes( 0, $entries ) ) );
		$offset = $entries;
		$done   = 0;
		foreach ( $indexes as $index ) {
			$offset       += 2 * (int) array_sum( array_slice( $counts, $done, $index - 1 - $done ) );
			$count         = $counts[ $index - 1 ] ?? 0;
			$bytes         = $count ? $this->bytes( $offset, 2 * $count ) : '';
			$out[ $index ] = strlen( $bytes ) === 2 * $count && $count ? array_values( (array) unpack( 'n*', $bytes ) ) : array();
			$offset       += 2 * $count;
			$done          = $index;
		}
		return $out;
	}

	/**
	 * Bytes of the lazy positions string, decoding only the base64 text that holds them (every
	 * 4 characters are 3 bytes).
	 *
	 * @param int $start  First byte.
	 * @param int $length Bytes.
	 */
	private function bytes( int $start, int $length ): string {
		$from = intdiv( $start, 3 );
		$to   = intdiv( $start + $length + 2, 3 );
		$bin  = base64_decode( substr( $this->packed_positions, 4 * $from, 4 * ( $to - $from ) ), true );
		return false === $bin ? '' : (string) substr( $bin, $start - 3 * $from, $length );
	}

	/**
	 * Docs whose title has the term.
	 *
	 * @return int[]
	 */
	public function title_ids(): array {
		// The title bit makes a field byte odd: the regex engine finds those bytes, PHP only maps them.
		if ( ! preg_match_all( '/[\x01\x03\x05\x07\x09\x0b\x0d\x0f]/', $this->fields, $found, PREG_OFFSET_CAPTURE ) ) {
			return array();
		}
		$out = array();
		foreach ( $found[0] as $match ) {
			$out[] = $this->ids[ $match[1] + 1 ];
		}
		return $out;
	}

	/**
	 * The entries back as a list (for rewriting a block).
	 *
	 * @return array<int, array{0:int, 1:int, 2:int, 3:int[]}>
	 */
	public function entries(): array {
		$out    = array();
		$fields = '' === $this->fields ? array() : (array) unpack( 'C*', $this->fields );
		foreach ( $this->ids as $i => $id ) {
			$out[ $id ] = array( $id, $this->weights[ $i ], $fields[ $i ] ?? 0, $this->positions[ $i ] ?? array() );
		}
		return $out;
	}
}
