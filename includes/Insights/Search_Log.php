<?php
/**
 * Decides which searches Insights counts: the settled query of each typing burst, while the
 * assistant and its Explore tab are on, and no more than a fixed number per client address.
 *
 * @package Docent
 */

namespace Docent\Insights;

use Docent\Settings\Settings;
use Docent\Support\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * The Explore tab searches as the visitor types (debounced), so "pas", "passw" and "password
 * reset" can all arrive from one visitor within a few seconds. Each is counted when it arrives;
 * when the same client's next query, within SETTLE_SECONDS, extends it (or is it shortened by
 * backspacing), the earlier one is taken back. What remains is the query the visitor settled on.
 * The client's last query is kept in a transient (the object cache or the database), never in
 * one server's memory.
 */
final class Search_Log {

	/**
	 * Seconds after which a client's next query starts a new burst.
	 */
	public const SETTLE_SECONDS = 5;

	/**
	 * Searches counted per client address and window; beyond it searches still work but are not
	 * counted, so one client cannot push its text to the top of the report.
	 */
	public const LIMIT = 30;

	/**
	 * Rate-limit window, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Seconds in which one address's repeats of one phrase count once (an hour).
	 */
	public const PHRASE_WINDOW = 3600;

	/**
	 * Transient name prefix of a client's last query.
	 */
	private const LAST = 'docent_search_last_';

	/**
	 * The counts.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Store    $store    The counts.
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Store $store, Settings $settings ) {
		$this->store    = $store;
		$this->settings = $settings;
	}

	/**
	 * Counts a search (and a search that found nothing) unless it is a keystroke of a longer one.
	 *
	 * @param string $query What was searched.
	 * @param int    $total How many docs matched.
	 */
	public function record( string $query, int $total ): void {
		$query = Store::normalize( $query );
		if ( '' === $query || ! $this->counting() ) {
			return;
		}
		$key = self::LAST . md5( Rate_Limiter::client_ip() );
		if ( ! wp_using_ext_object_cache() && function_exists( 'wp_prime_option_caches' ) ) {
			// Every search reads this: the value and its expiry in one query, not two (WordPress 6.4+).
			wp_prime_option_caches( array( '_transient_' . $key, '_transient_timeout_' . $key ) );
		}
		$last = get_transient( $key );
		/**
		 * Filters how many seconds may pass between two queries of one typing burst.
		 *
		 * @param int $seconds Seconds; 0 counts every query.
		 */
		$settle = (int) apply_filters( 'docent_insights_settle_seconds', self::SETTLE_SECONDS );
		if ( is_array( $last ) && ! empty( $last['logged'] ) && time() - (int) $last['at'] < $settle && self::same_burst( (string) $last['query'], $query ) ) {
			if ( (string) $last['query'] === $query ) {
				return; // The same search again (a second page, a retry): already counted.
			}
			if ( ! self::first_time( Store::SEARCH, $query ) ) {
				return; // This address's count of that phrase is spent; the query typed before it stays.
			}
			// The last query was typed on the way to this one: this one takes its place.
			$this->store->forget( Store::SEARCH, (string) $last['query'] );
			if ( ! empty( $last['miss'] ) ) {
				$this->store->forget( Store::SEARCH_MISS, (string) $last['query'] );
			}
			$allowed = true;
		} else {
			$allowed = Rate_Limiter::hit( 'insights_search', self::LIMIT, self::WINDOW ) && self::first_time( Store::SEARCH, $query );
		}
		$logged = $allowed && $this->store->record( Store::SEARCH, $query );
		$miss   = $logged && 0 === $total && $this->store->record( Store::SEARCH_MISS, $query );
		set_transient(
			$key,
			array(
				'query'  => $query,
				'logged' => $logged,
				'miss'   => $miss,
				'at'     => time(),
			),
			max( 1, $settle ) * 2
		);
	}

	/**
	 * Whether searches count now: the assistant and its Explore tab are on.
	 */
	private function counting(): bool {
		return $this->settings->enabled( 'explore' );
	}

	/**
	 * Whether this address searches for this phrase for the first time in PHRASE_WINDOW: one
	 * address repeating one phrase counts once, however often it sends it.
	 *
	 * @param string $kind  Store::SEARCH or Store::CHAT_MISS.
	 * @param string $query The query, normalized.
	 */
	public static function first_time( string $kind, string $query ): bool {
		return Rate_Limiter::hit( 'insights_phrase_' . $kind, 1, self::PHRASE_WINDOW, Rate_Limiter::client_ip() . '|' . md5( $query ) );
	}

	/**
	 * Whether one query leads to the other while typing (or backspacing): "pas" and "password".
	 *
	 * @param string $before The earlier query, normalized.
	 * @param string $after  The later query, normalized.
	 */
	private static function same_burst( string $before, string $after ): bool {
		return str_starts_with( $after, $before ) || str_starts_with( $before, $after );
	}
}
