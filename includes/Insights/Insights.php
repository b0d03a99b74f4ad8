<?php
/**
 * Insights: what visitors searched for and could not find, and which articles helped.
 *
 * @package Docent
 */

namespace Docent\Insights;

use Docent\Docs\Depth_Guard;
use Docent\Docs\Post_Type;
use Docent\Settings\Settings;
use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to the search and chat modules (`docent_search_performed`, `docent_chat_unanswered`),
 * counts what they report in the insights table, and serves the admin's Insights screen
 * through GET /docent/v1/insights. Counts live in the database, never in one server's memory.
 */
final class Insights {

	/**
	 * The counts.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * Which searches count.
	 *
	 * @var Search_Log
	 */
	private Search_Log $searches;

	/**
	 * Vote rankings.
	 *
	 * @var Vote_Report
	 */
	private Vote_Report $votes;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->store    = new Store();
		$this->searches = new Search_Log( $this->store, $settings );
		$this->votes    = new Vote_Report();
	}

	/**
	 * Hooks: the table on activation (and after updates, on admin requests), the listeners.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this->store, 'install' ) );
		add_action( 'admin_init', array( $this->store, 'maybe_install' ) );
		add_action( 'docent_search_performed', array( $this, 'on_search' ), 10, 2 );
		add_action( 'docent_chat_unanswered', array( $this, 'on_unanswered' ) );
	}

	/**
	 * The table of counts.
	 */
	public function store(): Store {
		return $this->store;
	}

	/**
	 * Counts a search, and a search that found nothing: the settled query of a typing burst,
	 * while the assistant is on, within a per-address limit (Search_Log).
	 *
	 * @param mixed $query What was searched.
	 * @param mixed $total How many docs matched.
	 */
	public function on_search( $query, $total ): void {
		if ( is_string( $query ) ) {
			$this->searches->record( $query, (int) $total );
		}
	}

	/**
	 * Counts a chat question the docs had nothing for.
	 *
	 * @param mixed $question The visitor's question.
	 */
	public function on_unanswered( $question ): void {
		if ( is_string( $question ) && Search_Log::first_time( Store::CHAT_MISS, Store::normalize( $question ) ) ) {
			$this->store->record( Store::CHAT_MISS, $question );
		}
	}

	/**
	 * Everything the Insights screen shows.
	 *
	 * @param int $limit Items per list.
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	public function report( int $limit ): array {
		return array(
			'not_found'     => $this->queries( Store::SEARCH_MISS, $limit ),
			'top_searches'  => $this->queries( Store::SEARCH, $limit ),
			'unanswered'    => $this->queries( Store::CHAT_MISS, $limit ),
			'most_helpful'  => $this->articles( $this->votes->most_helpful( $limit ) ),
			'least_helpful' => $this->articles( $this->votes->least_helpful( $limit ) ),
		);
	}

	/**
	 * A kind's rows as the REST schema describes them.
	 *
	 * @param string $kind  One of Store::KINDS.
	 * @param int    $limit How many.
	 * @return array<int, array<string, mixed>>
	 */
	private function queries( string $kind, int $limit ): array {
		$rows = $this->store->top( $kind, $limit );
		$docs = array_filter( array_column( $rows, 'doc_id' ) );
		if ( $docs ) {
			_prime_post_caches( $docs, false, false );
		}
		return array_map(
			fn( array $row ): array => array(
				'id'        => $row['id'],
				'query'     => $row['query'],
				'count'     => $row['hits'],
				'last_seen' => gmdate( DATE_ATOM, (int) strtotime( $row['last_seen'] . ' UTC' ) ),
				'draft'     => $this->draft_for( $row['doc_id'] ),
			),
			$rows
		);
	}

	/**
	 * The doc written for a query, while it still exists, is not trashed, and the current user
	 * may edit it (core's edit_post for that post: another author's draft is not shown).
	 *
	 * @param int $doc_id Doc id, 0 for none.
	 * @return array{id:int, title:string, status:string, edit_link:string}|null
	 */
	private function draft_for( int $doc_id ): ?array {
		$post = $doc_id ? get_post( $doc_id ) : null;
		if ( ! $post || Post_Type::NAME !== $post->post_type || 'trash' === $post->post_status || ! current_user_can( 'edit_post', $post->ID ) ) {
			return null;
		}
		return array(
			'id'        => $post->ID,
			'title'     => $post->post_title,
			'status'    => $post->post_status,
			'edit_link' => (string) get_edit_post_link( $post->ID, 'raw' ),
		);
	}

	/**
	 * Ranked docs with their titles and links.
	 *
	 * @param array<int, array{id:int, up:int, down:int}> $rows Ranked rows.
	 * @return array<int, array<string, mixed>>
	 */
	private function articles( array $rows ): array {
		return array_map(
			static fn( array $row ): array => array(
				'id'        => $row['id'],
				'title'     => html_entity_decode( get_the_title( $row['id'] ), ENT_QUOTES, 'UTF-8' ),
				'link'      => (string) get_permalink( $row['id'] ),
				'edit_link' => (string) get_edit_post_link( $row['id'], 'raw' ),
				'up'        => $row['up'],
				'down'      => $row['down'],
			),
			$rows
		);
	}

	/**
	 * Creates a draft doc titled from a query (or returns the one already written for that
	 * insight, so a double click never makes two drafts).
	 *
	 * @param string $title   Title, plain text.
	 * @param int    $insight Insight row the draft answers, 0 for none.
	 * @param int    $parent  The documentation or section the draft goes under, 0 for the top.
	 * @return array{id:int, title:string, status:string, edit_link:string, created:bool}|WP_Error
	 */
	public function write_draft( string $title, int $insight = 0, int $parent = 0 ) {
		$row = $insight ? $this->store->find( $insight ) : null;
		if ( $row && $row['doc_id'] ) {
			$linked = get_post( $row['doc_id'] );
			if ( $linked && Post_Type::NAME === $linked->post_type && 'trash' !== $linked->post_status ) {
				if ( ! current_user_can( 'edit_post', $linked->ID ) ) {
					// Neither shown nor replaced: the link belongs to someone who may edit it.
					return new WP_Error( 'rest_cannot_edit', __( 'Sorry, a draft you may not edit is already written for this insight.', 'docent' ), array( 'status' => 403 ) );
				}
				return (array) $this->draft_for( $linked->ID ) + array( 'created' => false );
			}
		}
		$title = self::title( $title );
		if ( '' === $title ) {
			return new WP_Error( 'rest_invalid_param', __( 'The title must have some text in it.', 'docent' ), array( 'status' => 400 ) );
		}
		$place = Depth_Guard::allows( 0, $parent, $title );
		if ( is_wp_error( $place ) ) {
			return $place;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => Post_Type::NAME,
				'post_status' => 'draft',
				'post_title'  => $title,
				'post_parent' => $parent,
				'menu_order'  => $parent ? count( get_children( array( 'post_parent' => $parent, 'post_type' => Post_Type::NAME, 'fields' => 'ids' ) ) ) : 0,
				'post_author' => get_current_user_id(),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return new WP_Error( 'docent_draft_failed', $id->get_error_message(), array( 'status' => 500 ) );
		}
		if ( $row ) {
			$this->store->link_doc( $row['id'], $id );
		}
		return (array) $this->draft_for( $id ) + array( 'created' => true );
	}

	/**
	 * A title from a query: markup removed, otherwise as typed ("fees < 5 usd & more" keeps its
	 * "<" and "&"), one line, first letter capitalised ("reset password" → "Reset password").
	 * '' when nothing visible is left.
	 *
	 * @param string $text Query.
	 */
	public static function title( string $text ): string {
		$text = Plain_Text::single_line( wp_strip_all_tags( $text ) );
		if ( Plain_Text::is_blank( $text ) ) {
			return '';
		}
		return mb_strtoupper( mb_substr( $text, 0, 1, 'UTF-8' ), 'UTF-8' ) . mb_substr( $text, 1, null, 'UTF-8' );
	}
}
