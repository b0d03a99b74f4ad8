<?php
/**
 * Every REST route of Docent, registered in one place.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Chat_Service;
use Docent\Docs\Knowledge_Base;
use Docent\Docs\Votes;
use Docent\Frontend\Boot_Data;
use Docent\Insights\Insights;
use Docent\Messages\Handoff;
use Docent\Messages\Messages;
use Docent\Search\Search;
use Docent\Settings\Settings;
use Docent\Support\Own_Tables;
use WP_REST_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * On `rest_api_init`, builds each controller with what it needs and registers its routes.
 * The feature modules hook no routes of their own.
 */
final class Routes {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The widget's boot data.
	 *
	 * @var Boot_Data
	 */
	private Boot_Data $boot;

	/**
	 * The knowledge base (the Explore list).
	 *
	 * @var Knowledge_Base
	 */
	private Knowledge_Base $knowledge_base;

	/**
	 * Helpful votes.
	 *
	 * @var Votes
	 */
	private Votes $votes;

	/**
	 * The search module.
	 *
	 * @var Search
	 */
	private Search $search;

	/**
	 * The Messaging feature.
	 *
	 * @var Messages
	 */
	private Messages $messages;

	/**
	 * The chat module.
	 *
	 * @var Chat_Service
	 */
	private Chat_Service $chat;

	/**
	 * Insights.
	 *
	 * @var Insights
	 */
	private Insights $insights;

	/**
	 * Docent's own tables, for the index status and repair.
	 *
	 * @var Own_Tables
	 */
	private Own_Tables $tables;

	/**
	 * @param Settings       $settings       Settings reader.
	 * @param Boot_Data      $boot           The widget's boot data.
	 * @param Knowledge_Base $knowledge_base The knowledge base (the Explore list).
	 * @param Votes          $votes          Helpful votes.
	 * @param Search         $search         The search module.
	 * @param Messages       $messages       The Messaging feature.
	 * @param Chat_Service   $chat           The chat module.
	 * @param Insights       $insights       Insights.
	 * @param Own_Tables     $tables         Docent's own tables.
	 */
	public function __construct( Settings $settings, Boot_Data $boot, Knowledge_Base $knowledge_base, Votes $votes, Search $search, Messages $messages, Chat_Service $chat, Insights $insights, Own_Tables $tables ) {
		$this->settings       = $settings;
		$this->boot           = $boot;
		$this->knowledge_base = $knowledge_base;
		$this->votes          = $votes;
		$this->search         = $search;
		$this->messages       = $messages;
		$this->chat           = $chat;
		$this->insights       = $insights;
		$this->tables         = $tables;
	}

	/**
	 * Hooks the registration.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers every route.
	 */
	public function register_routes(): void {
		foreach ( $this->controllers() as $controller ) {
			$controller->register_routes();
		}
	}

	/**
	 * Every controller, in the order their routes are registered.
	 *
	 * @return WP_REST_Controller[]
	 */
	private function controllers(): array {
		return array_merge(
			array( new Boot_Controller( $this->boot ) ),
			$this->knowledge_base_controllers(),
			$this->search_controllers(),
			$this->messages_controllers(),
			$this->chat_controllers(),
			array( new Insights_Controller( $this->insights ) )
		);
	}

	/**
	 * /settings, /explore, /docs/{id}, /docs/lookup, /docs/{id}/vote, and the docs manager's /docs/tree and /docs/order.
	 *
	 * @return WP_REST_Controller[]
	 */
	private function knowledge_base_controllers(): array {
		$docs = new Doc_Controller( $this->votes );
		return array(
			new Settings_Controller( $this->settings ),
			new Explore_Controller( $this->knowledge_base ),
			$docs,
			new Doc_Lookup_Controller( $docs ),
			new Vote_Controller( $this->votes ),
			new Docs_Tree_Controller(),
			new Docs_Order_Controller(),
		);
	}

	/**
	 * /search, the admin's /search/rebuild, and the index's /search/status and /search/repair.
	 *
	 * @return WP_REST_Controller[]
	 */
	private function search_controllers(): array {
		$search = $this->search;
		return array(
			new Search_Controller( $search ),
			new Search_Rebuild_Controller( $search ),
			new Search_Health_Controller( $search, $this->tables ),
		);
	}

	/**
	 * POST /messages (send, with a chat transcript when asked), POST /attachments (a file to send
	 * with it), and the inbox's routes.
	 *
	 * @return WP_REST_Controller[]
	 */
	private function messages_controllers(): array {
		$messages = $this->messages;
		$inbox    = new Inbox_Controller( $messages );
		return array(
			new Message_Send_Controller( $messages, new Handoff( $this->chat->conversations() ) ),
			new Attachment_Upload_Controller( $messages->intake(), $messages->attachments()->intake() ),
			new Inbox_List_Controller( $messages, $inbox ),
			$inbox,
		);
	}

	/**
	 * /chat (and the spec's path for it), /chat/stream, /chat/start, /chat/feedback, /chat/test.
	 *
	 * @return WP_REST_Controller[]
	 */
	private function chat_controllers(): array {
		$chat = $this->chat;
		$json = new Chat_Controller( $chat );
		return array(
			$json,
			new Chat_Stream_Controller( $chat, $json ),
			new Chat_Start_Controller( $this->settings, $json, $this->knowledge_base ),
			new Chat_Feedback_Controller( $chat, $json ),
			new Chat_Test_Controller( $chat ),
		);
	}
}
