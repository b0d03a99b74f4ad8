<?php
/**
 * Puts the widget on public pages: a small deferred loader and one small inline JSON block.
 * The panel code and its WordPress dependencies are only listed (GET /docent/v1/boot), and
 * fetched by the loader when the page is idle or the visitor shows intent.
 *
 * @package Docent
 */

namespace Docent\Frontend;

use Docent\Settings\Settings;

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
	 * The boot data, inline and shared.
	 *
	 * @var Boot_Data
	 */
	private Boot_Data $boot;

	/**
	 * @param Settings   $settings   Settings reader.
	 * @param Visibility $visibility Visibility rules.
	 * @param Boot_Data  $boot       The boot data (GET /docent/v1/boot serves its shared part).
	 */
	public function __construct( Settings $settings, Visibility $visibility, Boot_Data $boot ) {
		$this->settings   = $settings;
		$this->visibility = $visibility;
		$this->boot       = $boot;
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
		return current_user_can( 'upload_files' ) && $this->settings->enabled( 'messages' );
	}

	/**
	 * Prints the page's part of the boot data after the footer scripts, so that a logged-in user's
	 * full copy knows which scripts are already on the page.
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
	 * What the page inlines (Boot_Data::page()).
	 *
	 * @return array<string, mixed>
	 */
	public function boot_data(): array {
		return $this->boot->page();
	}
}
