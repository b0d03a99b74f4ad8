<?php
/**
 * Plugin Name:       Docent
 * Description:       A documentation knowledge base with a floating help assistant: AI chat, ranked search and a contact form, all from your own docs.
 * Version:           0.1.0
 * Requires at least: 6.2
 * Requires PHP:      7.4
 * Author:            The Docent team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       docent
 * Domain Path:       /languages
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

// Another copy of Docent (for example a second folder) is already running.
if ( defined( 'DOCENT_VERSION' ) ) {
	return;
}

define( 'DOCENT_VERSION', '0.1.0' );
define( 'DOCENT_FILE', __FILE__ );
define( 'DOCENT_DIR', __DIR__ );
define( 'DOCENT_MIN_WP', '6.2' );
define( 'DOCENT_MIN_PHP', '7.4' );

if ( version_compare( PHP_VERSION, DOCENT_MIN_PHP, '<' ) || version_compare( get_bloginfo( 'version' ), DOCENT_MIN_WP, '<' ) ) {
	add_action(
		'admin_notices',
		static function () {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: 1: minimum WordPress version, 2: minimum PHP version. */
						__( 'Docent needs WordPress %1$s and PHP %2$s or newer. It is inactive until the site is updated.', 'docent' ),
						DOCENT_MIN_WP,
						DOCENT_MIN_PHP
					)
				)
			);
		}
	);
	return;
}

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( 0 !== strpos( $class_name, 'Docent\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( 'Docent\\' ) ) );
		$file     = __DIR__ . '/includes/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

register_activation_hook( __FILE__, array( Docent\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Docent\Plugin::class, 'deactivate' ) );

Docent\Plugin::boot();
