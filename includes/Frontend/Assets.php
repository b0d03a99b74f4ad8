<?php
/**
 * Puts the widget on public pages: a small deferred loader and one inline JSON block.
 * The panel code and its WordPress dependencies are only listed, and fetched by the
 * loader when the visitor shows intent.
 *
 * @package Docent
 */

namespace Docent\Frontend;

use Docent\Settings\Settings;
use WP_Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * Registers Docent's scripts and prints the loader and boot data where the widget shows.
 */
final class Assets {

	public const LOADER = 'docent-loader';
	public const WIDGET = 'docent-widget';

	/**
	 * Chunks webpack splits off the panel (build/<name>.js), fetched by the panel itself when
	 * their tab first opens. They are registered only so their translations can be loaded.
	 */
	public const CHUNKS = array( 'tab-chat', 'tab-messaging' );

	/**
	 * WordPress's polyfill scripts, by the browser feature whose absence they make up for: the
	 * loader skips each one where the browser has the feature (src/loader/scripts.ts), so
	 * browsers Docent supports never download them.
	 */
	public const POLYFILLS = array(
		'wp-polyfill'         => 'es',
		'regenerator-runtime' => 'es',
		'wp-polyfill-inert'   => 'inert',
	);

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Visibility rules.
	 *
	 * @var Visibility
	 */
	private Visibility $visibility;

	/**
	 * @param Settings   $settings   Settings reader.
	 * @param Visibility $visibility Visibility rules.
	 */
	public function __construct( Settings $settings, Visibility $visibility ) {
		$this->settings   = $settings;
		$this->visibility = $visibility;
	}

	/**
	 * Hooks into script registration and the front-end footer.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_scripts' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_footer', array( $this, 'print_boot_data' ), 30 );
	}

	/**
	 * Registers the loader and the panel bundle from build/*.asset.php.
	 */
	public function register_scripts(): void {
		foreach ( array(
			self::LOADER => 'loader',
			self::WIDGET => 'widget',
		) as $handle => $name ) {
			$asset = self::asset( $name );
			wp_register_script(
				$handle,
				plugins_url( "build/$name.js", DOCENT_FILE ),
				self::LOADER === $handle ? array() : $asset['dependencies'],
				$asset['version'],
				array( 'in_footer' => true )
			);
		}
		wp_set_script_translations( self::WIDGET, 'docent', DOCENT_DIR . '/languages' );
		foreach ( self::CHUNKS as $chunk ) {
			// Never enqueued: webpack loads the file; WordPress only finds its translations.
			wp_register_script( self::chunk_handle( $chunk ), plugins_url( "build/$chunk.js", DOCENT_FILE ), array(), DOCENT_VERSION, true );
			wp_set_script_translations( self::chunk_handle( $chunk ), 'docent', DOCENT_DIR . '/languages' );
		}
	}

	/**
	 * The script handle a lazily loaded chunk's translations are registered under.
	 *
	 * @param string $chunk Chunk name, e.g. "tab-chat".
	 */
	public static function chunk_handle( string $chunk ): string {
		return "docent-$chunk";
	}

	/**
	 * The dependencies and version webpack wrote beside a built file.
	 *
	 * @param string $name Entry name.
	 * @return array{dependencies: string[], version: string}
	 */
	public static function asset( string $name ): array {
		$file  = DOCENT_DIR . "/build/$name.asset.php";
		$asset = is_readable( $file ) ? require $file : array();
		return array(
			'dependencies' => $asset['dependencies'] ?? array(),
			'version'      => $asset['version'] ?? DOCENT_VERSION,
		);
	}

	/**
	 * Enqueues the loader, deferred, where the widget shows.
	 */
	public function enqueue(): void {
		if ( ! $this->visibility->shows_here() ) {
			return;
		}
		// Code that replaces the script registry after init (some themes, some tests) loses our handles.
		if ( ! wp_script_is( self::LOADER, 'registered' ) ) {
			$this->register_scripts();
		}
		wp_enqueue_script( self::LOADER );
		wp_script_add_data( self::LOADER, 'strategy', 'defer' );
		if ( $this->offers_attachments() ) {
			wp_enqueue_media();
		}
	}

	/**
	 * Whether the Messaging tab offers its attach-file control here. The control opens the media
	 * library (wp.media), which public pages lack, so it is enqueued only where the widget shows,
	 * with Messaging on, for users who may upload files (the only ones offered the control):
	 * visitors never download it.
	 */
	private function offers_attachments(): bool {
		$message = $this->settings->get()['message'] ?? array();
		return current_user_can( 'upload_files' )
			&& filter_var( $message['messaging_enable'] ?? false, FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * Prints the boot JSON after the footer scripts, so it knows which scripts are already on the page.
	 */
	public function print_boot_data(): void {
		if ( ! wp_script_is( self::LOADER, 'done' ) && ! wp_script_is( self::LOADER, 'enqueued' ) ) {
			return;
		}
		printf(
			'<script id="docent-boot" type="application/json">%s</script>' . "\n",
			wp_json_encode( $this->boot_data(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		);
	}

	/**
	 * Everything the loader and the first paint need.
	 *
	 * @return array<string, mixed>
	 */
	public function boot_data(): array {
		return array(
			'settings' => $this->settings->public_data(),
			'scripts'  => array_merge( self::script_manifest( wp_scripts(), self::WIDGET ), self::chunk_translations( wp_scripts() ) ),
			// The panel frame's code: the loader runs it when the page is idle, drawn on the tap.
			'frame'    => self::built_url( 'frame' ),
			// The docs search box's as-you-type code: the loader runs it when a visitor first uses one.
			'suggest'  => self::built_url( 'suggest' ),
			'user'     => array(
				'id'         => get_current_user_id(),
				'can_upload' => current_user_can( 'upload_files' ),
			),
			'i18n'     => array(
				'open'   => __( 'Open help', 'docent' ),
				'close'  => __( 'Close help', 'docent' ),
				// The panel frame the loader draws before the panel code runs (src/loader/frame.ts).
				'search' => __( 'Search', 'docent' ),
				// SPEC §2's exact placeholder, three dots and all.
				'ask'    => __( 'Ask me anything about this website...', 'docent' ),
			),
		);
	}

	/**
	 * The versioned address of a built entry the loader runs itself.
	 *
	 * @param string $name Entry name.
	 */
	private static function built_url( string $name ): string {
		return add_query_arg( 'ver', self::asset( $name )['version'], plugins_url( "build/$name.js", DOCENT_FILE ) );
	}

	/**
	 * Translations for the lazily loaded chunks, as inline code run with the panel's scripts
	 * (they add to the same `docent` domain the panel uses).
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @return array<int, array<string, string>>
	 */
	public static function chunk_translations( WP_Scripts $scripts ): array {
		$items = array();
		foreach ( self::CHUNKS as $chunk ) {
			$code = $scripts->print_translations( self::chunk_handle( $chunk ), false );
			if ( is_string( $code ) && '' !== $code ) {
				$items[] = array( 'code' => $code );
			}
		}
		return $items;
	}

	/**
	 * The scripts a handle needs, in load order, skipping ones the page already printed:
	 * each as a file URL or inline code (translations, localized data, before/after code).
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @param string     $handle  Script handle.
	 * @return array<int, array<string, string>>
	 */
	public static function script_manifest( WP_Scripts $scripts, string $handle ): array {
		$order = array();
		self::collect( $scripts, $handle, $order );
		$items = array();
		foreach ( $order as $dep ) {
			if ( in_array( $dep, $scripts->done, true ) ) {
				continue;
			}
			$registered = $scripts->registered[ $dep ];
			$inline     = array(
				(string) $scripts->get_data( $dep, 'data' ),
				(string) $scripts->print_translations( $dep, false ),
				implode( "\n", (array) $scripts->get_data( $dep, 'before' ) ),
			);
			foreach ( array_filter( $inline ) as $code ) {
				$items[] = array( 'code' => $code );
			}
			if ( $registered->src ) {
				$item = array( 'src' => self::src( $scripts, $registered ) );
				if ( isset( self::POLYFILLS[ $dep ] ) ) {
					$item['polyfill'] = self::POLYFILLS[ $dep ];
				}
				$items[] = $item;
			}
			$after = implode( "\n", array_filter( (array) $scripts->get_data( $dep, 'after' ) ) );
			if ( '' !== $after ) {
				$items[] = array( 'code' => $after );
			}
		}
		return $items;
	}

	/**
	 * Depth-first dependency order.
	 *
	 * @param WP_Scripts $scripts Registry.
	 * @param string     $handle  Handle to add after its dependencies.
	 * @param string[]   $order   Handles collected so far.
	 */
	private static function collect( WP_Scripts $scripts, string $handle, array &$order ): void {
		if ( in_array( $handle, $order, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return;
		}
		foreach ( $scripts->registered[ $handle ]->deps as $dep ) {
			self::collect( $scripts, $dep, $order );
		}
		$order[] = $handle;
	}

	/**
	 * The full URL WordPress would print for a registered script, version included.
	 *
	 * @param WP_Scripts        $scripts    Registry.
	 * @param \_WP_Dependency   $registered The script.
	 */
	private static function src( WP_Scripts $scripts, $registered ): string {
		$src = $registered->src;
		if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
			$src = $scripts->base_url . $src;
		}
		$ver = null === $registered->ver ? '' : ( $registered->ver ? $registered->ver : $scripts->default_version );
		if ( '' !== $ver ) {
			$src = add_query_arg( 'ver', $ver, $src );
		}
		return (string) apply_filters( 'script_loader_src', $src, $registered->handle );
	}
}
