<?php
/**
 * Docs > All Docs: each row's widget link to copy, and its ID, for theme authors.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use Docent\Frontend\Assets;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Adds two row actions to the docs list: "Copy widget link", which copies
 * `<a href="{permalink}" data-docent>{title}</a>` (a link the widget opens in its panel), and
 * "ID: 85", the number `docent.article( 85 )` takes. The copy action is offered only for a doc
 * the widget shows to anyone (published, no password, every doc above it published too): a
 * draft's link leads nowhere public.
 */
final class Docs_List {

	/** Handle of the list's script (build/docs-list.js, build/docs-list.css). */
	public const SCRIPT = 'docent-docs-list';

	/** Key of the copy action among the row actions. */
	public const COPY_ACTION = 'docent_copy_link';

	/** Key of the ID among the row actions. */
	public const ID_ACTION = 'docent_id';

	/**
	 * Hooks the row actions (docs are hierarchical: WordPress filters their actions as pages')
	 * and the script on the list's screen.
	 */
	public function register(): void {
		add_filter( 'page_row_actions', array( $this, 'row_actions' ), 10, 2 );
		add_action( 'load-edit.php', array( $this, 'load' ) );
	}

	/**
	 * Adds the copy action (public docs only) and the ID to a doc's row.
	 *
	 * @param array<string, string>|mixed $actions Row actions, HTML by key.
	 * @param WP_Post|mixed               $post    The row's post.
	 * @return array<string, string>|mixed
	 */
	public function row_actions( $actions, $post ) {
		if ( ! is_array( $actions ) || ! $post instanceof WP_Post || Post_Type::NAME !== $post->post_type ) {
			return $actions;
		}
		if ( Hierarchy::is_visible( $post ) ) {
			$actions[ self::COPY_ACTION ] = sprintf(
				'<button type="button" class="button-link hide-if-no-js docent-copy-link" data-docent-snippet="%1$s" aria-label="%2$s">%3$s</button>',
				self::attribute( self::snippet( $post ) ),
				/* translators: %s: the doc's title. */
				esc_attr( sprintf( __( 'Copy widget link for “%s”', 'docent' ), self::title( $post ) ) ),
				esc_html__( 'Copy widget link', 'docent' )
			);
		}
		$actions[ self::ID_ACTION ] = sprintf(
			'<span class="docent-doc-id">%s</span>',
			/* translators: %d: the doc's numeric ID. */
			esc_html( sprintf( __( 'ID: %d', 'docent' ), $post->ID ) )
		);
		return $actions;
	}

	/**
	 * The link a theme author pastes: the doc's address, marked for the widget, with its title.
	 *
	 * @param WP_Post $post A doc.
	 */
	public static function snippet( WP_Post $post ): string {
		$href  = (string) get_permalink( $post );
		$title = self::title( $post );
		return sprintf( '<a href="%1$s" data-docent>%2$s</a>', esc_url( $href ), esc_html( '' !== $title ? $title : $href ) );
	}

	/**
	 * On the list's screen only: the script and its styles.
	 */
	public function load(): void {
		$screen = get_current_screen();
		if ( $screen && 'edit-' . Post_Type::NAME === $screen->id ) {
			add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		}
	}

	/**
	 * Enqueues build/docs-list.js (it reads each button's snippet; no data of its own).
	 */
	public function enqueue(): void {
		$asset = Assets::asset( 'docs-list' );
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/docs-list.js', DOCENT_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::SCRIPT, 'docent', DOCENT_DIR . '/languages' );
		if ( is_readable( DOCENT_DIR . '/build/docs-list.css' ) ) {
			wp_enqueue_style( self::SCRIPT, plugins_url( 'build/docs-list.css', DOCENT_FILE ), array(), $asset['version'] );
			wp_style_add_data( self::SCRIPT, 'rtl', 'replace' );
		}
	}

	/**
	 * The title as the site shows it, as text: tags removed, entities kept (esc_html() leaves
	 * them as they are, so "A &amp; B" stays "A & B" on the page).
	 *
	 * @param WP_Post $post A doc.
	 */
	private static function title( WP_Post $post ): string {
		return wp_strip_all_tags( $post->post_title );
	}

	/**
	 * HTML as an attribute's value, every `&` encoded again: the browser's one decoding gives
	 * back the snippet exactly, its own `&quot;` and `&lt;` included (esc_attr() would leave
	 * those as they are, and the copied link would carry a bare `<` or `"`).
	 *
	 * @param string $html HTML.
	 */
	private static function attribute( string $html ): string {
		return htmlspecialchars( $html, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}
}
