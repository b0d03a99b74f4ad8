<?php
/**
 * Docent's own tables outside the search index (messages, voters, chat turns, Insights counts):
 * which are missing, bringing them back, and saying so in the index status and Site Health.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A table dropped by hand or lost in a restore comes back by itself at the first write that meets
 * it (each owner's Custom_Table::recreate_if_missing()). Until a visitor writes, the admin learns
 * of it here: GET /docent/v1/search/status is not ok, Site Health says which tables are missing,
 * and POST /docent/v1/search/repair recreates them.
 */
final class Own_Tables {

	/**
	 * The tables' owners, each with table() (its full name) and install() (creates it).
	 *
	 * @var object[]
	 */
	private array $owners;

	/**
	 * @param object[] $owners The tables' owners, each with table() and install().
	 */
	public function __construct( array $owners ) {
		$this->owners = $owners;
	}

	/**
	 * Adds the Site Health test.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_site_health_test' ) );
	}

	/**
	 * Full names of the tables that are not in the database.
	 *
	 * @return string[]
	 */
	public function missing(): array {
		$missing = array();
		foreach ( $this->owners as $owner ) {
			if ( ! self::exists( (string) $owner->table() ) ) {
				$missing[] = (string) $owner->table();
			}
		}
		return $missing;
	}

	/**
	 * Recreates the missing tables (empty: what they held is gone).
	 *
	 * @return string[] Names of the tables recreated.
	 */
	public function repair(): array {
		$recreated = array();
		foreach ( $this->owners as $owner ) {
			if ( ! self::exists( (string) $owner->table() ) ) {
				$owner->install();
				$recreated[] = (string) $owner->table();
			}
		}
		return $recreated;
	}

	/**
	 * The index status (Index_Check::status()) with the missing tables added: not ok, named, explained.
	 *
	 * @param array<string, mixed> $status The status.
	 * @return array<string, mixed>
	 */
	public function add_to_status( array $status ): array {
		$missing = $this->missing();
		if ( ! $missing ) {
			return $status;
		}
		$status['ok']         = false;
		$status['tables']     = array_values( array_merge( (array) ( $status['tables'] ?? array() ), $missing ) );
		$status['problems']   = (array) ( $status['problems'] ?? array() );
		$status['problems'][] = self::problem( $missing );
		return $status;
	}

	/**
	 * Adds the test to Tools > Site Health.
	 *
	 * @param array<string, mixed> $tests Tests by kind.
	 * @return array<string, mixed>
	 */
	public function add_site_health_test( $tests ): array {
		$tests                            = is_array( $tests ) ? $tests : array();
		$tests['direct']['docent_tables'] = array(
			'label' => __( 'Docent database tables', 'docent' ),
			'test'  => array( $this, 'site_health_result' ),
		);
		return $tests;
	}

	/**
	 * The Site Health result: good, or critical with the missing tables and the repair link.
	 *
	 * @return array<string, mixed>
	 */
	public function site_health_result(): array {
		$missing = $this->missing();
		$result  = array(
			'label'       => __( 'Docent’s database tables are in place', 'docent' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Docent', 'docent' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'Messages, helpful votes, chat conversations and Insights are stored.', 'docent' ) . '</p>',
			'actions'     => '',
			'test'        => 'docent_tables',
		);
		if ( ! $missing ) {
			return $result;
		}
		$result['label']       = __( 'Docent’s database tables are missing', 'docent' );
		$result['status']      = 'critical';
		$result['badge']       = array(
			'label' => __( 'Docent', 'docent' ),
			'color' => 'red',
		);
		$result['description'] = '<p>' . esc_html( self::problem( $missing ) ) . '</p>';
		$result['actions']     = sprintf(
			'<a href="%s">%s</a>',
			esc_url( admin_url( 'admin.php?page=docent#search-index' ) ),
			esc_html__( 'Repair', 'docent' )
		);
		return $result;
	}

	/**
	 * What is wrong, for an admin.
	 *
	 * @param string[] $missing Table names.
	 */
	private static function problem( array $missing ): string {
		/* translators: %s: names of database tables. */
		return sprintf( __( 'Docent’s tables are missing: %s. Repair recreates them (empty); until then the first write recreates each one.', 'docent' ), implode( ', ', $missing ) );
	}

	/**
	 * Whether a table is in the database.
	 *
	 * @param string $table Full name.
	 */
	private static function exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- admin status only.
	}
}
