<?php
/**
 * The composition root: builds Docent's objects and hooks them into WordPress.
 *
 * @package Docent
 */

namespace Docent;

defined( 'ABSPATH' ) || exit;

/**
 * Builds every part once, hands each what it needs, and calls its register(). The only code
 * that knows the whole object graph: no part reaches back up here for another.
 */
final class Plugin {

	/**
	 * Whether boot() has run.
	 *
	 * @var bool
	 */
	private static bool $booted = false;

	/**
	 * Builds the parts and registers their hooks. Safe to call twice.
	 */
	public static function boot(): void {
		if ( self::$booted ) {
			return;
		}
		self::$booted = true;
		foreach ( self::build() as $part ) {
			$part->register();
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
	}

	/**
	 * Wires the object graph. Parts are registered in this order (it decides the order of their
	 * hooks on the same action).
	 *
	 * @return object[] Parts with register().
	 */
	private static function build(): array {
		$settings = new Settings\Settings();
		// Queries read the site's own synonyms (a setting) through a static parser.
		Search\Language\Synonyms::read_site_list_from(
			static fn(): string => (string) ( $settings->get()['explore']['synonyms'] ?? '' )
		);
		$votes          = new Docs\Votes();
		$boot_data      = new Frontend\Boot_Data( $settings );
		$knowledge_base = new Docs\Knowledge_Base( $settings, $votes );
		$search         = new Search\Search();
		$messages       = new Messages\Messages( $settings );
		$chat           = new AI\Chat_Service( $settings, $search );
		$insights       = new Insights\Insights( $settings );
		$uploads        = $messages->attachments()->store();
		$tables         = new Support\Own_Tables( array( $messages->store(), $messages->replies(), $uploads, $uploads->chunks(), $votes, $chat->conversations(), $insights->store() ) );
		return array(
			$settings,
			// A regional variant of a shipped language (de_CH, es_MX, pt_PT) reads that language's texts.
			new Support\Translations(),
			new Docs\Post_Type(),
			// Documentation › section › article, and no deeper, on core's wp/v2/docs route too.
			new Docs\Depth_Guard(),
			// Refuses oversized and non-JSON bodies on Docent's routes before they are read.
			new REST\Request_Guard(),
			// Passes over a nonce a logged-out visitor sends (from a cached page) on Docent's routes.
			new REST\Visitor_Nonce(),
			new Frontend\Assets( $settings, new Frontend\Visibility( $settings ), $boot_data ),
			$knowledge_base,
			$search,
			$messages,
			$chat,
			$insights,
			$tables,
			new Admin\Docs_List(),
			new Admin\Menu( $settings ),
			new Admin\Editor_Panel(),
			new Pages\Docs_Pages( $settings, $votes ),
			new REST\Routes( $settings, $boot_data, $knowledge_base, $votes, $search, $messages, $chat, $insights, $tables ),
		);
	}

	/**
	 * Loads translations from the plugin's languages folder, a regional variant of a shipped language
	 * reading that language's (wordpress.org packs load on their own).
	 */
	public static function load_textdomain(): void {
		Support\Translations::load();
	}

	/**
	 * Activation: the post type, rewrite rules and any tables.
	 */
	public static function activate(): void {
		self::boot();
		( new Docs\Post_Type() )->register_post_type();
		Support\Rate_Limiter::install();
		do_action( 'docent_activate' );
		flush_rewrite_rules( false );
	}

	/**
	 * Deactivation: forget our rewrite rules. Data stays until uninstall.
	 */
	public static function deactivate(): void {
		do_action( 'docent_deactivate' );
		flush_rewrite_rules( false );
	}
}
