<?php
/**
 * Each doc's readable text for its snippets, written a block at a time by a rebuild.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A rebuild renders every doc anyway, so it keeps each doc's readable text (Document) for the
 * snippets. Saved one doc at a time through the meta API, that took three queries a doc and a
 * fifth of the build; here a block's texts are collected while it is analysed and written with
 * the block, in a few statements, inside its transaction.
 */
final class Readable_Texts {

	/**
	 * Bytes of values per INSERT statement: well under MySQL's smallest max_allowed_packet (1 MB).
	 */
	private const STATEMENT_BYTES = 262144;

	/**
	 * Texts collected while a block is analysed, post id => [version, text]; null when not
	 * collecting (a single doc saved stores its own at once).
	 *
	 * @var array<int, array{0:string, 1:string}>|null
	 */
	private static ?array $collected = null;

	/**
	 * Runs $build while collecting the texts the docs it analyses would store.
	 *
	 * @param callable $build Analyses a block.
	 * @return array{0: mixed, 1: array<int, array{0:string, 1:string}>} What $build returned, and the texts.
	 */
	public static function collect( callable $build ): array {
		self::$collected = array();
		try {
			$built = $build();
			return array( $built, self::$collected );
		} finally {
			self::$collected = null;
		}
	}

	/**
	 * Keeps a doc's text for the block's write when a block is being collected.
	 *
	 * @param int    $post_id Post id.
	 * @param string $version Visitor_Content::version() of the doc.
	 * @param string $text    Its readable text.
	 * @return bool Whether it was kept (else the caller stores it itself).
	 */
	public static function defer( int $post_id, string $version, string $text ): bool {
		if ( null === self::$collected || $post_id <= 0 ) {
			return false;
		}
		self::$collected[ $post_id ] = array( $version, $text );
		return true;
	}

	/**
	 * Writes collected texts as the meta API would store them (one row per doc, the value
	 * serialized), replacing the docs' old ones.
	 *
	 * @param array<int, array{0:string, 1:string}> $texts Post id => [version, text].
	 * @param Posting_Store                         $store Runs the statements (inside the block's transaction).
	 */
	public static function store( array $texts, Posting_Store $store ): void {
		global $wpdb;
		if ( ! $texts ) {
			return;
		}
		$ids = array_map( 'intval', array_keys( $texts ) );
		$in  = implode( ',', $ids );
		$store->write( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ($in)", Document::READABLE_META ) ); // phpcs:ignore WordPress.DB -- ids are integers.
		$values = array();
		$bytes  = 0;
		foreach ( $texts as $post_id => $text ) {
			$value    = maybe_serialize(
				array(
					'version' => $text[0],
					'text'    => $text[1],
				)
			);
			$values[] = $wpdb->prepare( '(%d, %s, %s)', $post_id, Document::READABLE_META, $value );
			$bytes   += strlen( $value );
			if ( $bytes >= self::STATEMENT_BYTES ) {
				self::insert( $values, $store );
				$values = array();
				$bytes  = 0;
			}
		}
		self::insert( $values, $store );
		foreach ( $ids as $post_id ) {
			wp_cache_delete( $post_id, 'post_meta' );
		}
	}

	/**
	 * One INSERT of prepared rows.
	 *
	 * @param string[]      $values Prepared "(post_id, key, value)" rows.
	 * @param Posting_Store $store  Runs the statement.
	 */
	private static function insert( array $values, Posting_Store $store ): void {
		global $wpdb;
		if ( $values ) {
			$store->write( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB -- rows prepared above.
		}
	}
}
