<?php
/**
 * The composition root: builds Docent's objects and hooks them into WordPress.
 *
 * @package Docent
 */

namespace Docent;

defined( 'ABSPATH' ) || exit;

/**
 * Builds every service once and calls its register().
 */
final class Plugin {

	/**
	 * Services by short name, built on boot.
	 *
	 * @var array<string, object>
	 */
	private static array $services = array();

	/**
	 * Feature modules by service name. Each takes the Settings reader and has register().
	 */
	private const MODULES = array(
		'knowledge_base' => Docs\Knowledge_Base::class,
		'search'         => Search\Search::class,
		'messages'       => Messages\Messages::class,
		'chat'           => AI\Chat_Service::class,
		'insights'       => Insights\Insights::class,
		'admin'          => Admin\Menu::class,
		'docs_pages'     => Pages\Docs_Pages::class,
	);

	/**
	 * Builds the services and registers their hooks. Safe to call twice.
	 */
	public static function boot(): void {
		if ( self::$services ) {
			return;
		}
		self::$services = self::build();
		foreach ( self::$services as $service ) {
			if ( method_exists( $service, 'register' ) ) {
				$service->register();
			}
		}
		add_action( 'init', array( self::class, 'load_textdomain' ) );
	}

	/**
	 * One service by its short name, for code that needs a shared instance.
	 *
	 * @param string $name Short name used in build().
	 */
	public static function get( string $name ): object {
		self::boot();
		if ( ! isset( self::$services[ $name ] ) ) {
			throw new \InvalidArgumentException( esc_html( "Unknown Docent service: $name" ) );
		}
		return self::$services[ $name ];
	}

	/**
	 * Wires the object graph.
	 *
	 * @return array<string, object>
	 */
	private static function build(): array {
		$settings = new Settings\Settings();
		$services = array(
			'settings'      => $settings,
			'post_type'     => new Docs\Post_Type(),
			'visibility'    => new Frontend\Visibility( $settings ),
			// Refuses oversized and non-JSON bodies on Docent's routes before they are read.
			'request_guard' => new REST\Request_Guard(),
			// Passes over a nonce a logged-out visitor sends (from a cached page) on Docent's routes.
			'visitor_nonce' => new REST\Visitor_Nonce(),
		);
		$services['assets'] = new Frontend\Assets( $settings, $services['visibility'] );

		// Feature modules: each builds and registers its own parts.
		foreach ( self::MODULES as $name => $class ) {
			$services[ $name ] = new $class( $settings );
		}
		return $services;
	}

	/**
	 * Loads translations from the plugin's languages folder (wordpress.org packs load on their own).
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( 'docent', false, dirname( plugin_basename( DOCENT_FILE ) ) . '/languages' );
	}

	/**
	 * Activation: the post type, rewrite rules and any tables.
	 */
	public static function activate(): void {
		self::boot();
		self::get( 'post_type' )->register_post_type();
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
