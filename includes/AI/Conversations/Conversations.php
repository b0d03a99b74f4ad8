<?php
/**
 * The replies the chat gave, by the conversation id the server issued: what a hand-off attaches,
 * what a follow-up is read against, and what visitors rated.
 *
 * @package Docent
 */

namespace Docent\AI\Conversations;

use Docent\AI\Answer;
use Docent\Support\Custom_Table;
use Docent\Support\Personal_Text;

defined( 'ABSPATH' ) || exit;

/**
 * One row per turn in {prefix}docent_chat_turns: the question, the answer the server gave, its
 * links, and the visitor's vote (1 helpful, 2 unhelpful) with an optional short reason. Nothing
 * about who asked. Turns older than KEEP_DAYS are deleted daily.
 */
final class Conversations {

	public const DB_VERSION     = '1';
	public const VERSION_OPTION = 'docent_chat_db_version';
	public const PURGE_HOOK     = 'docent_chat_purge';

	/** Turns kept per conversation; a longer one is continued under a new id. */
	public const MAX_TURNS = 30;

	/** Days a turn is kept. */
	public const KEEP_DAYS = 30;

	/** Longest reason kept with a vote. */
	public const REASON_MAX = 200;

	public const HELPFUL   = 1;
	public const UNHELPFUL = 2;

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/** Declares the chat turns table: its name, version option and columns. */
	public function __construct() {
		$this->schema = new Custom_Table(
			'docent_chat_turns',
			self::VERSION_OPTION,
			self::DB_VERSION,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  conversation char(32) NOT NULL default '',
  turn smallint(5) unsigned NOT NULL default 0,
  question text NOT NULL,
  answer text NOT NULL,
  links text NOT NULL,
  answered tinyint(1) NOT NULL default 1,
  qa_hash char(32) NOT NULL default '',
  vote tinyint(1) unsigned NOT NULL default 0,
  reason varchar(200) NOT NULL default '',
  created datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY conversation_turn (conversation,turn),
  KEY vote_hash (vote,qa_hash),
  KEY created (created)"
		);
	}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->schema->name();
	}

	/**
	 * Hooks: the table on activation and after updates, the daily purge.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this, 'install' ) );
		add_action( 'admin_init', array( $this, 'maybe_install' ) );
		add_action( self::PURGE_HOOK, array( $this, 'purge' ) );
		add_action(
			'init',
			function (): void {
				if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
				}
			}
		);
		add_action( 'docent_deactivate', static fn() => wp_clear_scheduled_hook( self::PURGE_HOOK ) );
	}

	/**
	 * Creates or upgrades the table.
	 */
	public function install(): void {
		$this->schema->install();
	}

	/**
	 * Installs or upgrades when the autoloaded version option is behind.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
	}

	/**
	 * A fresh conversation id: 32 random hex characters.
	 */
	public static function new_id(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Whether a string has the shape of an id this server issues.
	 *
	 * @param mixed $id Candidate.
	 */
	public static function is_id( $id ): bool {
		return is_string( $id ) && (bool) preg_match( '/^[a-f0-9]{32}$/', $id );
	}

	/**
	 * The turns of a conversation, oldest first; empty for an id never issued or purged.
	 *
	 * @param string $conversation Conversation id.
	 * @return array<int, array{turn:int, question:string, answer:string, links:array<int, array{title:string, permalink:string}>, answered:bool, vote:int}>
	 */
	public function turns( string $conversation ): array {
		if ( ! self::is_id( $conversation ) ) {
			return array();
		}
		$this->maybe_install();
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT turn, question, answer, links, answered, vote FROM {$table} WHERE conversation = %s ORDER BY turn ASC", $conversation ), ARRAY_A );
		$turns = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$turns[] = array(
				'turn'     => (int) $row['turn'],
				'question' => (string) $row['question'],
				'answer'   => (string) $row['answer'],
				'links'    => self::links( (string) $row['links'] ),
				'answered' => (bool) $row['answered'],
				'vote'     => (int) $row['vote'],
			);
		}
		return $turns;
	}

	/**
	 * Stores one turn and returns its number (1 for the first).
	 *
	 * @param string $conversation Conversation id (issued by new_id()).
	 * @param int    $turn         The turn's number.
	 * @param string $question     The visitor's question.
	 * @param Answer $answer       The reply the server gave.
	 */
	public function add( string $conversation, int $turn, string $question, Answer $answer ): bool {
		$this->maybe_install();
		global $wpdb;
		$asked = Personal_Text::scrub( $question ); // Kept KEEP_DAYS: without email addresses or phone numbers.
		$row   = array(
			'conversation' => $conversation,
			'turn'         => $turn,
			'question'     => $asked,
			'answer'       => $answer->text,
			'links'        => (string) wp_json_encode( $answer->links ),
			'answered'     => $answer->answered ? 1 : 0,
			'qa_hash'      => md5( mb_strtolower( trim( $asked ) ) . "\n" . $answer->text ),
			'created'      => gmdate( 'Y-m-d H:i:s' ),
		);
		$types  = array( '%s', '%d', '%s', '%s', '%s', '%d', '%s', '%s' );
		$stored = (bool) $wpdb->insert( $this->table(), $row, $types ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		if ( ! $stored && $this->schema->recreate_if_missing() ) {
			$stored = (bool) $wpdb->insert( $this->table(), $row, $types ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the table was dropped; it is back.
		}
		return $stored;
	}

	/**
	 * Records a visitor's vote on one reply, once: true when it was recorded, false when that
	 * reply was already rated, null when there is no such reply.
	 *
	 * @param string $conversation Conversation id.
	 * @param int    $turn         The reply's turn.
	 * @param bool   $helpful      👍 or 👎.
	 * @param string $reason       Optional short reason (👎 only).
	 */
	public function vote( string $conversation, int $turn, bool $helpful, string $reason = '' ): ?bool {
		$this->maybe_install();
		global $wpdb;
		$table = $this->table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$changed = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET vote = %d, reason = %s WHERE conversation = %s AND turn = %d AND vote = 0",
				$helpful ? self::HELPFUL : self::UNHELPFUL,
				$helpful ? '' : mb_substr( $reason, 0, self::REASON_MAX ),
				$conversation,
				$turn
			)
		);
		if ( $changed ) {
			return true;
		}
		$exists = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE conversation = %s AND turn = %d", $conversation, $turn ) );
		// phpcs:enable
		return (int) $exists > 0 ? false : null;
	}

	/**
	 * Replies marked unhelpful, the same question and answer counted together, most often first.
	 *
	 * @param int $limit How many.
	 * @return array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>, count:int, reasons:string[], last_seen:string}>
	 */
	public function unhelpful( int $limit ): array {
		$this->maybe_install();
		global $wpdb;
		$table = $this->table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table, admin report.
		$groups = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT qa_hash, COUNT(*) AS hits, MAX(id) AS latest, MAX(created) AS last_seen FROM {$table} WHERE vote = %d GROUP BY qa_hash ORDER BY hits DESC, last_seen DESC LIMIT %d",
				self::UNHELPFUL,
				max( 1, $limit )
			),
			ARRAY_A
		);
		$report = array();
		foreach ( is_array( $groups ) ? $groups : array() as $group ) {
			$row     = $wpdb->get_row( $wpdb->prepare( "SELECT question, answer, links FROM {$table} WHERE id = %d", (int) $group['latest'] ), ARRAY_A );
			$reasons = $wpdb->get_col( $wpdb->prepare( "SELECT reason FROM {$table} WHERE vote = %d AND qa_hash = %s AND reason <> '' ORDER BY id DESC LIMIT 5", self::UNHELPFUL, $group['qa_hash'] ) );
			if ( ! is_array( $row ) ) {
				continue;
			}
			$report[] = array(
				'question'  => (string) $row['question'],
				'answer'    => (string) $row['answer'],
				'links'     => self::links( (string) $row['links'] ),
				'count'     => (int) $group['hits'],
				'reasons'   => array_map( 'strval', is_array( $reasons ) ? $reasons : array() ),
				'last_seen' => gmdate( DATE_ATOM, (int) strtotime( $group['last_seen'] . ' UTC' ) ),
			);
		}
		// phpcs:enable
		return $report;
	}

	/**
	 * Deletes turns older than KEEP_DAYS.
	 */
	public function purge(): void {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created < %s", gmdate( 'Y-m-d H:i:s', time() - self::KEEP_DAYS * DAY_IN_SECONDS ) ) );
	}

	/**
	 * Stored links, checked again on the way out.
	 *
	 * @param string $json Stored JSON.
	 * @return array<int, array{title:string, permalink:string}>
	 */
	private static function links( string $json ): array {
		$links = array();
		foreach ( (array) json_decode( $json, true ) as $link ) {
			if ( is_array( $link ) && is_string( $link['title'] ?? null ) && is_string( $link['permalink'] ?? null ) ) {
				$links[] = array(
					'title'     => $link['title'],
					'permalink' => $link['permalink'],
				);
			}
		}
		return $links;
	}
}
