<?php
/**
 * Groups of the stored option that are not groups at all, reported in Site Health.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Settings::merge() keeps a group's defaults when the stored option holds something else in its
 * place (`integrate_ai` a string, `explore` a number); this tells the site owner which groups
 * those are, so they can save the settings screen again.
 */
final class Stored_Shape {

	/**
	 * Dotted paths of the groups and lists stored with the wrong type, e.g. "message.rate_limit".
	 *
	 * @param array<string, mixed> $base   Defaults.
	 * @param mixed                $stored The stored option (or one of its groups).
	 * @param string               $prefix Path of $base within the option.
	 * @return string[]
	 */
	public static function broken( array $base, $stored, string $prefix = '' ): array {
		if ( ! is_array( $stored ) ) {
			return '' === $prefix ? array() : array( rtrim( $prefix, '.' ) );
		}
		$broken = array();
		foreach ( $base as $key => $value ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $stored ) ) {
				continue;
			}
			if ( ! is_array( $stored[ $key ] ) ) {
				$broken[] = $prefix . $key;
			} elseif ( array_values( $value ) !== $value ) {
				$broken = array_merge( $broken, self::broken( $value, $stored[ $key ], $prefix . $key . '.' ) );
			}
		}
		return $broken;
	}

	/**
	 * Adds Docent's settings test to Tools > Site Health.
	 *
	 * @param array<string, mixed> $tests Tests by kind.
	 * @return array<string, mixed>
	 */
	public static function add_site_health_test( $tests ): array {
		$tests                              = is_array( $tests ) ? $tests : array();
		$tests['direct']['docent_settings'] = array(
			'label' => __( 'Docent settings', 'docent' ),
			'test'  => array( self::class, 'site_health_result' ),
		);
		return $tests;
	}

	/**
	 * The Site Health result: good, or the groups that fell back to their defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function site_health_result(): array {
		$stored = get_option( Settings::OPTION, array() );
		$broken = self::broken( Settings::defaults(), is_array( $stored ) ? $stored : array() );
		$result = array(
			'label'       => __( 'Docent’s settings are readable', 'docent' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Docent', 'docent' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'Every settings group is stored as Docent expects.', 'docent' ) . '</p>',
			'actions'     => '',
			'test'        => 'docent_settings',
		);
		if ( ! $broken ) {
			return $result;
		}
		$result['label']       = __( 'Some of Docent’s settings fell back to their defaults', 'docent' );
		$result['status']      = 'recommended';
		$result['badge']       = array(
			'label' => __( 'Docent', 'docent' ),
			'color' => 'orange',
		);
		$result['description'] = '<p>' . esc_html(
			sprintf(
				/* translators: %s: comma-separated setting names, e.g. "integrate_ai, explore". */
				__( 'These settings are stored in a form Docent cannot read (an import or a migration may have cut them short), so their defaults are used: %s. Saving Docent’s settings screen stores them again.', 'docent' ),
				implode( ', ', $broken )
			)
		) . '</p>';
		$result['actions']     = sprintf(
			'<a href="%s">%s</a>',
			esc_url( admin_url( 'admin.php?page=docent' ) ),
			esc_html__( 'Open Docent’s settings', 'docent' )
		);
		return $result;
	}
}
