<?php
/**
 * What happens when the index fails: logged once, shown in Site Health, repaired.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

defined( 'ABSPATH' ) || exit;

/**
 * A failed read is remembered for an hour in a transient (shared by every server through the
 * database or the object cache) and written to the PHP error log once in that hour. Missing
 * tables are recreated at once, by the first request that meets them; the index they held comes
 * back with a rebuild, run by cron or from the repair button.
 */
final class Index_Health {

	/**
	 * Transient holding the last failure.
	 */
	private const FAILURE = 'docent_search_failure';

	/**
	 * Cron hook that rebuilds after a repair.
	 */
	public const REPAIR_CRON = 'docent_search_repair';

	/**
	 * The last failure in the past hour, if any.
	 *
	 * @return array{message:string, time:int}|null
	 */
	public static function last_failure(): ?array {
		$failure = get_transient( self::FAILURE );
		return is_array( $failure ) && isset( $failure['message'] ) ? $failure : null;
	}

	/**
	 * Records a failure (once an hour), recreates missing tables and schedules a rebuild. Tables
	 * of an earlier version (the plugin was updated and no admin has opened wp-admin since) are
	 * upgraded by that cron run too, not in a visitor's request.
	 *
	 * @param \Throwable $error What went wrong.
	 */
	public static function report( \Throwable $error ): void {
		$repaired = Schema::repair();
		if ( ( $repaired || ! Schema::is_current() ) && ! wp_next_scheduled( self::REPAIR_CRON ) ) {
			wp_schedule_single_event( time(), self::REPAIR_CRON );
		}
		if ( self::last_failure() ) {
			return;
		}
		$message = sanitize_text_field( $error->getMessage() );
		set_transient(
			self::FAILURE,
			array(
				'message' => self::without_paths( $message ),
				'time'    => time(),
			),
			HOUR_IN_SECONDS
		);
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator must learn of it, once.
		error_log( 'Docent: the search index failed (WordPress search answers meanwhile): ' . $message );
	}

	/**
	 * A failure's message for the status route and Site Health: files named without the
	 * server's folders (the PHP error log keeps them, for the operator).
	 *
	 * @param string $message Message.
	 */
	private static function without_paths( string $message ): string {
		return (string) preg_replace( '#(?:[A-Za-z]:)?[\\\\/](?:[^\\s\\\\/]+[\\\\/])+([^\\s\\\\/]+)#', '$1', $message );
	}

	/**
	 * Forgets the last failure (after a repair).
	 */
	public static function clear(): void {
		delete_transient( self::FAILURE );
	}

	/**
	 * Adds Docent's test to Tools > Site Health.
	 *
	 * @param array<string, mixed> $tests Tests by kind.
	 * @return array<string, mixed>
	 */
	public static function add_site_health_test( $tests ): array {
		$tests                             = is_array( $tests ) ? $tests : array();
		$tests['direct']['docent_search'] = array(
			'label' => __( 'Docent search index', 'docent' ),
			'test'  => array( self::class, 'site_health_result' ),
		);
		return $tests;
	}

	/**
	 * The Site Health result.
	 *
	 * @return array<string, mixed>
	 */
	public static function site_health_result(): array {
		$status = ( new Index_Check() )->status();
		$result = array(
			'label'       => __( 'Docent’s search index is up to date', 'docent' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Docent', 'docent' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html(
				sprintf(
					/* translators: %d: number of docs. */
					__( 'All %d published docs can be found in the Explore tab and by A.I. Chat.', 'docent' ),
					$status['indexed']
				)
			) . '</p>',
			'actions'     => '',
			'test'        => 'docent_search',
		);
		if ( $status['ok'] ) {
			return $result;
		}
		$result['label']       = __( 'Docent’s search index needs a repair', 'docent' );
		$result['status']      = $status['tables'] ? 'critical' : 'recommended';
		$result['badge']       = array(
			'label' => __( 'Docent', 'docent' ),
			'color' => 'red',
		);
		$result['description'] = '<p>' . implode( '</p><p>', array_map( 'esc_html', $status['problems'] ) ) . '</p><p>'
			. esc_html__( 'Until it is repaired, search falls back to WordPress’s own search, which finds less.', 'docent' ) . '</p>';
		$result['actions']     = sprintf(
			'<a href="%s">%s</a>',
			esc_url( admin_url( 'admin.php?page=docent#search-index' ) ),
			esc_html__( 'Repair the search index', 'docent' )
		);
		return $result;
	}
}
