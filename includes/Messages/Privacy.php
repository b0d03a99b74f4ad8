<?php
/**
 * Contact messages in WordPress's personal-data tools (Tools > Export / Erase Personal Data).
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\AI\Conversations\Transcript;
use Docent\Messages\Attachments\Attachments;
use Docent\Messages\Attachments\Upload_Store;

defined( 'ABSPATH' ) || exit;

/**
 * Exporter and eraser keyed on the sender's email address.
 */
final class Privacy {

	/**
	 * Rows handled per exporter/eraser call; WordPress calls again with the next page until done.
	 */
	public const PAGE_SIZE = 50;

	/**
	 * The messages table.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * The site's replies, exported with their message (and erased with it by Store::delete()).
	 *
	 * @var Replies
	 */
	private Replies $replies;

	/**
	 * Files visitors attached.
	 *
	 * @var Upload_Store
	 */
	private Upload_Store $uploads;

	/**
	 * @param Store        $store   The messages table.
	 * @param Replies      $replies The replies table.
	 * @param Upload_Store $uploads Files visitors attached (erased with their message by Store::delete()).
	 */
	public function __construct( Store $store, Replies $replies, Upload_Store $uploads ) {
		$this->store   = $store;
		$this->replies = $replies;
		$this->uploads = $uploads;
	}

	/**
	 * Hooks the exporter, the eraser and the privacy-policy text.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
		add_action( 'admin_init', array( $this, 'policy_text' ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $exporters Registered exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters                    = (array) $exporters;
		$exporters['docent-messages'] = array(
			'exporter_friendly_name' => __( 'Docent contact messages', 'docent' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * @param array<string, array<string, mixed>> $erasers Registered erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers                    = (array) $erasers;
		$erasers['docent-messages'] = array(
			'eraser_friendly_name' => __( 'Docent contact messages', 'docent' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the messages an address sent.
	 *
	 * @param string $email Address asked about.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$email = sanitize_email( (string) $email );
		$page  = max( 1, (int) $page );
		$rows  = '' === $email ? array() : $this->store->find_by_email( $email, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE );
		$data  = array();
		foreach ( $rows as $row ) {
			$fields = array(
				'name'       => __( 'Name', 'docent' ),
				'email'      => __( 'Email', 'docent' ),
				'body'       => __( 'Message', 'docent' ),
				'page_url'   => __( 'Sent from page', 'docent' ),
				'created_at' => __( 'Sent at (UTC)', 'docent' ),
			);
			$item   = array();
			foreach ( $fields as $key => $label ) {
				if ( '' !== $row[ $key ] ) {
					$item[] = array(
						'name'  => $label,
						'value' => $row[ $key ],
					);
				}
			}
			if ( $row['attachment_id'] ) {
				$item[] = array(
					'name'  => __( 'Attachment', 'docent' ),
					'value' => (string) wp_get_attachment_url( $row['attachment_id'] ),
				);
			}
			$item = array_merge( $item, $this->thread( $row ) );
			foreach ( $this->uploads->for_message( (int) $row['id'] ) as $upload ) {
				$item[] = array(
					'name'  => __( 'Attached file', 'docent' ),
					'value' => $upload['file_name'] . ' (' . Attachments::describe( $upload ) . ')',
				);
			}
			$data[] = array(
				'group_id'    => 'docent-messages',
				'group_label' => __( 'Contact messages', 'docent' ),
				'item_id'     => 'docent-message-' . $row['id'],
				'data'        => $item,
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
	}

	/**
	 * A message's transcript and the site's replies, as export fields.
	 *
	 * @param array<string, mixed> $row A row from Store.
	 * @return array<int, array{name:string, value:string}>
	 */
	private function thread( array $row ): array {
		$fields = array();
		if ( $row['transcript'] ) {
			$fields[] = array(
				'name'  => __( 'Conversation with the assistant', 'docent' ),
				'value' => Transcript::text( $row['transcript'] ),
			);
		}
		foreach ( $this->replies->for_message( (int) $row['id'] ) as $reply ) {
			$fields[] = array(
				/* translators: %s: date and time in UTC. */
				'name'  => sprintf( __( 'Reply from the site, %s UTC', 'docent' ), $reply['created_at'] ),
				'value' => $reply['body'],
			);
		}
		return $fields;
	}

	/**
	 * Deletes the messages an address sent, with the site's replies and the files uploaded with
	 * them (attached media library items stay: they belong to the media library).
	 *
	 * @param string $email Address asked about.
	 * @param int    $page  1-based page (each call deletes the next batch).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		unset( $page );
		$email   = sanitize_email( (string) $email );
		$deleted = '' === $email ? 0 : $this->store->delete_by_email( $email, self::PAGE_SIZE );
		return array(
			'items_removed'  => $deleted > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $deleted < self::PAGE_SIZE,
		);
	}

	/**
	 * Suggested text for the site's privacy policy.
	 */
	public function policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		wp_add_privacy_policy_content(
			__( 'Docent', 'docent' ),
			wp_kses_post(
				'<p>' . __( 'When you send a message through the help widget’s contact form, we keep your name, email address, message, any image or document you attach (kept in the site’s database, seen only by its administrators), your conversation with the help widget’s chat if you hand it over, the team’s replies, the page you sent it from, the time, and a one-way hash of your IP address (not the address itself), and we email it to the site’s team. Messages stay until the team deletes them or you ask us to erase your personal data. If the form shows a Cloudflare Turnstile bot check, Cloudflare receives your IP address to verify it.', 'docent' ) . '</p>'
				. '<p>' . __( 'Questions you ask the help widget’s chat are kept with its answers for 30 days, without your IP address or name, to carry a conversation on and to show the team which questions the documentation did not answer; email addresses and phone numbers in them are removed before they are kept. Searches are counted without anything that identifies you.', 'docent' ) . '</p>'
			)
		);
	}
}
