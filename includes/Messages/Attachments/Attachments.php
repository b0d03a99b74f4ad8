<?php
/**
 * Files any visitor attaches to a contact message: stored in the database, downloaded by admins.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the part: its tables, the hourly clean-up of unclaimed uploads, deletion with the message,
 * the inbox's download line and the download handler. Its route: REST\Attachment_Upload_Controller.
 */
final class Attachments {

	/**
	 * The hourly clean-up's cron hook.
	 */
	public const CLEANUP_HOOK = 'docent_attachments_cleanup';

	/**
	 * The uploads table.
	 *
	 * @var Upload_Store
	 */
	private Upload_Store $store;

	/**
	 * The upload write path.
	 *
	 * @var Upload_Intake
	 */
	private Upload_Intake $intake;

	/**
	 * @param Upload_Store  $store  The uploads table.
	 * @param Upload_Intake $intake The upload write path.
	 */
	public function __construct( Upload_Store $store, Upload_Intake $intake ) {
		$this->store  = $store;
		$this->intake = $intake;
	}

	/**
	 * Hooks everything.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this->store, 'install' ) );
		add_action( 'admin_init', array( $this->store, 'maybe_install' ) );
		add_action( 'docent_message_deleted', array( $this->store, 'delete_for_message' ) );
		add_filter( 'docent_inbox_message_rows', array( $this, 'inbox_rows' ), 10, 2 );
		add_action( self::CLEANUP_HOOK, array( $this->store, 'delete_orphans' ), 10, 0 );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::CLEANUP_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::CLEANUP_HOOK );
				}
			}
		);
		add_action( 'docent_deactivate', static fn() => wp_clear_scheduled_hook( self::CLEANUP_HOOK ) );
		( new Download( $this->store ) )->register();
	}

	/**
	 * The uploads table.
	 */
	public function store(): Upload_Store {
		return $this->store;
	}

	/**
	 * The upload write path.
	 */
	public function intake(): Upload_Intake {
		return $this->intake;
	}

	/**
	 * The inbox's read view: one "Attached file" row per upload, linking to its download.
	 *
	 * @param array<int, array{0:string,1:string}> $rows    Rows so far: a plain label and escaped HTML.
	 * @param array<string, mixed>                 $message A row from the messages table.
	 * @return array<int, array{0:string,1:string}>
	 */
	public function inbox_rows( $rows, $message ): array {
		$rows = is_array( $rows ) ? $rows : array();
		foreach ( $this->store->for_message( (int) ( $message['id'] ?? 0 ) ) as $upload ) {
			$rows[] = array(
				__( 'Attached file', 'docent' ),
				'<a href="' . esc_url( Download::url( (int) $upload['id'] ) ) . '" download>' . esc_html( $upload['file_name'] ) . '</a> '
					. '<span class="description">' . esc_html( self::describe( $upload ) ) . '</span>',
			);
		}
		return $rows;
	}

	/**
	 * A file's type and size for a person: "PDF, 120 KB".
	 *
	 * @param array<string, mixed> $upload A row from Upload_Store.
	 */
	public static function describe( array $upload ): string {
		$kind = strtoupper( File_Type::EXTENSIONS[ $upload['mime_type'] ] ?? '' );
		return trim( $kind . ', ' . size_format( (int) $upload['size'] ), ', ' );
	}
}
