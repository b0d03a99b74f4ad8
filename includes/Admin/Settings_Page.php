<?php
/**
 * Docs > Settings: the React settings screen with its live preview.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Post_Type;
use Docent\Frontend\Assets;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Mounts src/admin's settings screen. The settings come preloaded from GET /docent/v1/settings
 * (the screen reads and saves through that route); the boot data adds what the route does not
 * say: titles of the chosen articles and pages, and which optional routes exist.
 */
final class Settings_Page {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Docs > Settings, Docent's settings screen.
	 */
	public function add_page(): void {
		$hook = add_submenu_page(
			Menu::PARENT,
			__( 'Docent settings', 'docent' ),
			__( 'Settings', 'docent' ),
			Menu::CAPABILITY,
			Menu::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Before the page prints: the bundle, the media library (tab icons) and the data.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the screen.
	 */
	public function enqueue(): void {
		wp_enqueue_media();
		Menu::enqueue_app( 'settings', array( '/docent/v1/settings' ), $this->boot_data() );
		// The preview loads the chat and messaging chunks itself; their strings come with the page.
		foreach ( Assets::CHUNKS as $chunk ) {
			$translations = wp_scripts()->print_translations( Assets::chunk_handle( $chunk ), false );
			if ( is_string( $translations ) && '' !== $translations ) {
				wp_add_inline_script( Menu::SCRIPT, $translations, 'before' );
			}
		}
	}

	/**
	 * What the screen needs besides the settings.
	 *
	 * @return array<string, mixed>
	 */
	public function boot_data(): array {
		$settings = $this->settings->get();
		$routes   = rest_get_server()->get_routes( 'docent/v1' );
		return array(
			'titles' => array(
				'articles' => self::titles( array_map( 'intval', (array) $settings['explore']['selected_articles'] ) ),
				'pages'    => self::titles( array_map( 'intval', wp_list_pluck( (array) $settings['preference']['hide_pages'], 'id' ) ) ),
			),
			'routes' => array(
				'chat_test'      => isset( $routes['/docent/v1/chat/test'] ),
				'search_rebuild' => isset( $routes['/docent/v1/search/rebuild'] ),
			),
			'links'  => array(
				'docs'    => admin_url( 'edit.php?post_type=' . Post_Type::NAME ),
				'new_doc' => admin_url( 'post-new.php?post_type=' . Post_Type::NAME ),
				'site'    => home_url( '/' ),
			),
		);
	}

	/**
	 * Plain-text titles of posts, for labels of stored ids (gone ones are left out).
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, array{id:int, title:string}>
	 */
	private static function titles( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		$titles = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post ) {
				$titles[] = array(
					'id'    => $id,
					'title' => '' === $post->post_title ? sprintf( '#%d', $id ) : $post->post_title,
				);
			}
		}
		return $titles;
	}

	/**
	 * The page: a title and the mount point.
	 */
	public function render(): void {
		Menu::render_root( __( 'Docent settings', 'docent' ), 'settings' );
	}
}
