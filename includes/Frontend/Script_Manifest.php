<?php
/**
 * The list of scripts the panel needs, in load order, as the loader runs them: file URLs and
 * the inline code WordPress would print around them.
 *
 * @package Docent
 */

namespace Docent\Frontend;

use WP_Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a script handle and its dependencies into `[ { handle, src | code, polyfill? } ]`.
 */
final class Script_Manifest {

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
	 * The scripts a handle needs, in load order: each as a file URL or inline code (translations,
	 * localized data, before/after code), with the handle it belongs to, so that the loader skips
	 * what the page already printed (WordPress prints `<script id="{handle}-js">`).
	 *
	 * @param WP_Scripts $scripts   The script registry.
	 * @param string     $handle    Script handle.
	 * @param bool       $skip_done Leave out scripts this request already printed.
	 * @return array<int, array<string, string>>
	 */
	public static function build( WP_Scripts $scripts, string $handle, bool $skip_done = true ): array {
		$order = array();
		self::collect( $scripts, $handle, $order );
		$items = array();
		foreach ( $order as $dep ) {
			if ( $skip_done && in_array( $dep, $scripts->done, true ) ) {
				continue;
			}
			$registered = $scripts->registered[ $dep ];
			$inline     = array(
				(string) $scripts->get_data( $dep, 'data' ),
				(string) $scripts->print_translations( $dep, false ),
				implode( "\n", (array) $scripts->get_data( $dep, 'before' ) ),
			);
			foreach ( array_filter( $inline ) as $code ) {
				$items[] = array(
					'handle' => $dep,
					'code'   => $code,
				);
			}
			if ( $registered->src ) {
				$item = array(
					'handle' => $dep,
					'src'    => self::src( $scripts, $registered ),
				);
				if ( isset( self::POLYFILLS[ $dep ] ) ) {
					$item['polyfill'] = self::POLYFILLS[ $dep ];
				}
				$items[] = $item;
			}
			$after = implode( "\n", array_filter( (array) $scripts->get_data( $dep, 'after' ) ) );
			if ( '' !== $after ) {
				$items[] = array(
					'handle' => $dep,
					'code'   => $after,
				);
			}
		}
		return $items;
	}

	/**
	 * The list for anyone's page: api-fetch set up without a REST nonce. The lines that make and
	 * use its nonce middleware go, whatever nonce WordPress wrote in them (the current user's, or
	 * a login cookie's user before the REST API set them aside), so a visitor's requests carry no
	 * X-WP-Nonce, which would be refused once expired. The rest of the set-up stays.
	 *
	 * @param array<int, array<string, string>> $items Script list (build()).
	 * @return array<int, array<string, string>>
	 */
	public static function without_nonce( array $items ): array {
		$nonce = '"' . wp_create_nonce( 'wp_rest' ) . '"';
		$kept  = array();
		foreach ( $items as $item ) {
			if ( isset( $item['code'] ) ) {
				$code         = (string) preg_replace( '/^.*\bwp\.apiFetch\.nonceMiddleware\b.*(?:\r?\n|$)/m', '', $item['code'] );
				$item['code'] = trim( str_replace( $nonce, '""', $code ) );
				if ( '' === $item['code'] ) {
					continue;
				}
			}
			$kept[] = $item;
		}
		return $kept;
	}

	/**
	 * Translations for scripts that are never printed (webpack loads them), as inline code.
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @param string[]   $handles Handles their translations are registered under.
	 * @return array<int, array<string, string>>
	 */
	public static function translations( WP_Scripts $scripts, array $handles ): array {
		$items = array();
		foreach ( $handles as $handle ) {
			$code = $scripts->print_translations( $handle, false );
			if ( is_string( $code ) && '' !== $code ) {
				$items[] = array(
					'handle' => $handle,
					'code'   => $code,
				);
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
	 * @param WP_Scripts      $scripts    Registry.
	 * @param \_WP_Dependency $registered The script.
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
