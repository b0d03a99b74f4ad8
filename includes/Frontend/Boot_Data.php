<?php
/**
 * What the loader starts from, in two parts. The page inlines only what the bubble needs before
 * anyone interacts (its colours and name, where the rest is): every byte of a page's first
 * response counts against its first paint. The rest (the panel's settings, script list and texts)
 * is the same for every visitor, so it comes from a static file (Boot_File), or GET
 * /docent/v1/boot where there is none, fetched by the loader when the page is idle or the
 * visitor shows intent. Nothing a visitor's page or the shared part carries is a visitor's own:
 * no nonce, so a page cache may keep the page as long as it likes.
 *
 * @package Docent
 */

namespace Docent\Frontend;

use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the inline part, the shared part, and the shared part's versioned address.
 */
final class Boot_Data {

	/**
	 * The colours the bubble is drawn with before the rest arrives.
	 */
	private const BUBBLE_COLORS = array( 'bubbleBg', 'bubbleIcon' );

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The shared part's static file.
	 *
	 * @var Boot_File
	 */
	private Boot_File $file;

	/**
	 * @param Settings       $settings Settings reader.
	 * @param Boot_File|null $file     The shared part's static file.
	 */
	public function __construct( Settings $settings, ?Boot_File $file = null ) {
		$this->settings = $settings;
		$this->file     = $file ?? new Boot_File();
	}

	/**
	 * What the page inlines. A logged-in user's page carries everything (their nonce, whether they
	 * may upload, scripts such as the media library already on the page): such pages are never
	 * served from a page cache, and the shared part must never carry anything of theirs.
	 *
	 * @return array<string, mixed>
	 */
	public function page(): array {
		$public = $this->settings->public_data();
		$colors = $public['preference']['color_settings']['preview_colors'] ?? array();
		$page   = array(
			'style'   => self::color_style( array_intersect_key( $colors, array_flip( self::BUBBLE_COLORS ) ) )
				. self::position_style( $public['placement'] ?? array() ),
			'i18n'    => self::bubble_texts(),
			// The panel frame's code: the loader runs it when the page is idle, drawn on the tap.
			'frame'   => self::built_url( 'frame' ),
			// The docs search box's as-you-type code: the loader runs it when a visitor first uses one.
			'suggest' => self::built_url( 'suggest' ),
		);
		if ( is_user_logged_in() ) {
			$user = wp_get_current_user();
			return array_merge(
				$page,
				$this->shared( true ),
				array(
					// Their own name and email prefill the contact form; only ever on their own page,
					// which WordPress sends as private and uncacheable (wp_get_nocache_headers()).
					'user' => array(
						'id'         => $user->ID,
						'can_upload' => current_user_can( 'upload_files' ),
						'name'       => $user->display_name,
						'email'      => $user->user_email,
					),
				)
			);
		}
		// No nonce: a page cache may serve this page for days, long after a nonce made now has
		// expired, and a visitor needs none on Docent's public routes (REST\Visitor_Nonce).
		$shared       = $this->shared();
		$version      = $this->version( $shared );
		$page['data'] = $this->url( $version );
		$file         = $this->file->url( $shared, $version, determine_locale() );
		if ( null !== $file ) {
			$page['file'] = $file;
		}
		return $page;
	}

	/**
	 * The part that is the same for every visitor (of one locale): the settings the panel shows,
	 * the scripts it needs and its texts. The address of GET /docent/v1/boot changes with it.
	 *
	 * @param bool $for_page For a logged-in user's page: leave out scripts it already printed and
	 *                       keep WordPress's nonce. Otherwise every script is listed (the loader
	 *                       skips the ones a page has) and api-fetch is set up without a nonce.
	 * @return array<string, mixed>
	 */
	public function shared( bool $for_page = false ): array {
		$settings = $this->settings->public_data();
		$scripts  = array_merge(
			Script_Manifest::build( wp_scripts(), Assets::WIDGET, $for_page ),
			Script_Manifest::translations( wp_scripts(), array_map( array( Assets::class, 'chunk_handle' ), Assets::CHUNKS ) )
		);
		if ( ! $for_page ) {
			$scripts = Script_Manifest::without_nonce( $scripts );
		}
		return array(
			'settings' => $settings,
			'scripts'  => $scripts,
			'style'    => self::color_style( $settings['preference']['color_settings']['preview_colors'] ?? array() )
				. self::position_style( $settings['placement'] ?? array() ),
			'i18n'     => array_merge(
				self::bubble_texts(),
				array(
					// The panel frame the loader draws before the panel code runs (src/loader/frame.ts).
					'search' => __( 'Search', 'docent' ),
					// SPEC §2's exact placeholder, three dots and all.
					'ask'    => __( 'Ask me anything about this website...', 'docent' ),
				)
			),
			'user'     => array(
				'id'         => 0,
				'can_upload' => false,
			),
		);
	}

	/**
	 * A short hash of the shared part: a new address whenever anything in it changes.
	 *
	 * @param array<string, mixed>|null $shared The shared part, when already built.
	 */
	public function version( ?array $shared = null ): string {
		return substr( md5( (string) wp_json_encode( $shared ?? $this->shared() ) ), 0, 12 );
	}

	/**
	 * The shared part's versioned address. A page in another language than English names it
	 * (a multilingual plugin may serve pages in several, while the REST API answers in the
	 * site's), and the route answers in it.
	 *
	 * @param string|null $version The shared part's version, when already known.
	 */
	public function url( ?string $version = null ): string {
		$args   = array( 'v' => $version ?? $this->version() );
		$locale = determine_locale();
		if ( 'en_US' !== $locale ) {
			$args['locale'] = $locale;
		}
		return add_query_arg( $args, rest_url( 'docent/v1/boot' ) );
	}

	/**
	 * The bubble's name, open and closed.
	 *
	 * @return array<string, string>
	 */
	private static function bubble_texts(): array {
		return array(
			'open'  => __( 'Open help', 'docent' ),
			'close' => __( 'Close help', 'docent' ),
		);
	}

	/**
	 * Colour settings as CSS custom properties for the widget's host: `--docent-bubbleBg:rgba(…);`.
	 * The settings schema keeps each channel a number, so nothing here needs escaping.
	 *
	 * @param array<string, array<string, int|float>> $colors Colours by key.
	 */
	public static function color_style( array $colors ): string {
		$style = '';
		foreach ( $colors as $key => $color ) {
			$channels = array();
			foreach ( array( 'r', 'g', 'b', 'a' ) as $channel ) {
				// JSON's number format: a dot whatever the locale (PHP 7 casts floats by LC_NUMERIC).
				$channels[] = (string) wp_json_encode( 0 + ( $color[ $channel ] ?? 0 ) );
			}
			$style .= sprintf( '--docent-%s:rgba(%s);', preg_replace( '/[^A-Za-z]/', '', (string) $key ), implode( ',', $channels ) );
		}
		return $style;
	}

	/**
	 * The bubble's corner and distances as custom properties for the widget's host, read by the
	 * loader's and the panel's CSS: `--docent-x` is `inset-inline` (start and end: the bubble's
	 * side, mirrored on RTL pages), `--docent-px` the panel's, `--docent-y` the bottom distance and
	 * `--docent-side` the side one. Numbers only (the schema's integers), so nothing needs escaping.
	 *
	 * @param array<string, mixed> $placement The placement settings.
	 */
	public static function position_style( array $placement ): string {
		$side   = max( 0, min( 200, (int) ( $placement['side_offset'] ?? 20 ) ) );
		$bottom = max( 0, min( 200, (int) ( $placement['bottom_offset'] ?? 20 ) ) );
		$left   = 'left' === ( $placement['position'] ?? 'right' );
		return sprintf(
			'--docent-x:%1$s;--docent-px:%2$s;--docent-y:%3$dpx;--docent-side:%4$dpx;',
			$left ? "{$side}px auto" : "auto {$side}px",
			$left ? '0 auto' : 'auto 0',
			$bottom,
			$side
		);
	}

	/**
	 * The versioned address of a built entry the loader runs itself.
	 *
	 * @param string $name Entry name.
	 */
	private static function built_url( string $name ): string {
		return add_query_arg( 'ver', Assets::asset( $name )['version'], plugins_url( "build/$name.js", DOCENT_FILE ) );
	}
}
