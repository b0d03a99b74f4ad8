<?php
/**
 * Docent's admin screens, in the one "Docs" menu: the Docs manager, Settings, Insights and the Inbox (added by the
 * Messaging module), for administrators, after the post type's own All Docs and Add New Doc.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Post_Type;
use Docent\Frontend\Assets;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the screens to the Docs menu and the React screens' shared loading (script, styles,
 * preloaded REST answers, boot data).
 *
 * One menu: editors and authors see the Docs menu as the post type makes it; administrators
 * (manage_options) also find Docent's screens there, where a second top-level menu would repeat
 * "All Docs" and "Add New Doc".
 */
final class Menu {

	/** The settings screen's slug: admin.php?page=docent. */
	public const SLUG = 'docent';

	/** The menu every Docent admin page sits in (other modules add their screens to it too). */
	public const PARENT = 'edit.php?post_type=' . Post_Type::NAME;

	public const CAPABILITY = 'manage_options';

	/** Handle of the admin bundle (build/admin.js, build/admin.css). */
	public const SCRIPT = 'docent-admin';

	/** Id of the element the React screens mount into. */
	public const ROOT_ID = 'docent-admin-root';

	/**
	 * The Settings screen.
	 *
	 * @var Settings_Page
	 */
	private Settings_Page $settings_page;

	/**
	 * The Insights screen.
	 *
	 * @var Insights_Page
	 */
	private Insights_Page $insights_page;

	/**
	 * The docs manager.
	 *
	 * @var Docs_Manager_Page
	 */
	private Docs_Manager_Page $docs_manager_page;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings_page     = new Settings_Page( $settings );
		$this->insights_page     = new Insights_Page();
		$this->docs_manager_page = new Docs_Manager_Page();
	}

	/**
	 * Hooks the screens (before other modules add theirs at the default priority) and a
	 * "Settings" link on the Plugins screen.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ), 9 );
		add_filter( 'plugin_action_links_' . plugin_basename( DOCENT_FILE ), array( $this, 'action_links' ) );
	}

	/**
	 * Docs > Docs manager (for editors too), Docs > Settings and Docs > Insights.
	 */
	public function add_menu(): void {
		$this->docs_manager_page->add_page();
		$this->settings_page->add_page();
		$this->insights_page->add_page();
	}

	/**
	 * "Settings" first among the plugin's links on the Plugins screen.
	 *
	 * @param array<int|string, string> $links Links.
	 * @return array<int|string, string>
	 */
	public function action_links( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( current_user_can( self::CAPABILITY ) ) {
			array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html__( 'Settings', 'docent' ) ) );
		}
		return $links;
	}

	/**
	 * The address of a Docent page.
	 *
	 * @param string $slug Page slug.
	 */
	public static function url( string $slug = self::SLUG ): string {
		return admin_url( 'admin.php?page=' . $slug );
	}

	/**
	 * Loads a React screen: the admin bundle and its styles, the REST answers it reads first
	 * (preloaded, so the first paint has its data), and its boot data as `window.docentAdmin`.
	 *
	 * @param string               $screen  settings, insights or docs.
	 * @param string[]             $preload REST paths to answer from the page (GET).
	 * @param array<string, mixed> $data    Boot data for the screen.
	 * @param string               $bundle  The built script: admin, or a screen's own (docs-manager).
	 */
	public static function enqueue_app( string $screen, array $preload, array $data, string $bundle = 'admin' ): void {
		$asset = Assets::asset( $bundle );
		wp_enqueue_script(
			self::SCRIPT,
			plugins_url( "build/$bundle.js", DOCENT_FILE ),
			array_values( array_unique( array_merge( $asset['dependencies'], array( 'wp-api-fetch' ) ) ) ),
			$asset['version'],
			true
		);
		wp_set_script_translations( self::SCRIPT, 'docent', DOCENT_DIR . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( DOCENT_DIR . "/build/$bundle.css" ) ) {
			wp_enqueue_style( self::SCRIPT, plugins_url( "build/$bundle.css", DOCENT_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::SCRIPT, 'rtl', 'replace' );
		}

		$answers = array_reduce( $preload, 'rest_preload_api_request', array() );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', self::json( $answers ) ),
			'after'
		);
		wp_add_inline_script( self::SCRIPT, sprintf( 'window.docentAdmin = %s;', self::json( array( 'screen' => $screen ) + $data ) ), 'before' );
	}

	/**
	 * The markup a screen mounts into: the page title for the first paint, and the mount point.
	 *
	 * @param string $title  Page title.
	 * @param string $screen settings or insights.
	 */
	public static function render_root( string $title, string $screen ): void {
		printf(
			'<div class="wrap docent-admin"><h1>%1$s</h1><hr class="wp-header-end"><div id="%2$s" data-screen="%3$s"></div><noscript><p>%4$s</p></noscript></div>',
			esc_html( $title ),
			esc_attr( self::ROOT_ID ),
			esc_attr( $screen ),
			esc_html__( 'This screen needs JavaScript.', 'docent' )
		);
	}

	/**
	 * JSON safe inside a <script> element.
	 *
	 * @param mixed $data Data.
	 */
	private static function json( $data ): string {
		return (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
}
