<?php
/**
 * Templates for the docs pages: plugin templates block themes list (and a site can change in the
 * Site Editor: a saved copy takes over), and a fallback for classic themes without their own.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;
use WP_Block_Template;

defined( 'ABSPATH' ) || exit;

/**
 * single-docs (documentations, sections, articles) and archive-docs (the docs home).
 */
final class Templates {

	/**
	 * Template slugs and their titles (translated on use).
	 */
	private const SLUGS = array( 'single-docs', 'archive-docs' );

	/**
	 * Hooks into template resolution.
	 */
	public function register(): void {
		add_filter( 'get_block_templates', array( $this, 'add_block_templates' ), 10, 3 );
		add_filter( 'get_block_file_template', array( $this, 'block_file_template' ), 10, 3 );
		add_filter( 'template_include', array( $this, 'classic_template' ), 20 );
	}

	/**
	 * The blocks of a template, without header and footer.
	 *
	 * @param string $slug single-docs or archive-docs.
	 */
	public static function content( string $slug ): string {
		$file = DOCENT_DIR . '/templates/' . $slug . '.html';
		return in_array( $slug, self::SLUGS, true ) && is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The blocks of a template for a classic theme, whose header already opens the page's <main>.
	 *
	 * @param string $slug single-docs or archive-docs.
	 */
	public static function classic_content( string $slug ): string {
		return str_replace(
			array( '{"tagName":"main",', '<main class=', '</main>' ),
			array( '{"tagName":"div",', '<div class=', '</div>' ),
			self::content( $slug )
		);
	}

	/**
	 * Adds Docent's templates where the theme and the site have none of that slug.
	 *
	 * @param WP_Block_Template[]  $templates Templates found.
	 * @param array<string, mixed> $query     Query: slug__in, post_type, …
	 * @param string               $type      wp_template or wp_template_part.
	 * @return WP_Block_Template[]
	 */
	public function add_block_templates( $templates, $query, $type ) {
		if ( 'wp_template' !== $type || ! wp_is_block_theme() ) {
			return $templates;
		}
		$have = array_map( static fn( $template ) => $template->slug, (array) $templates );
		foreach ( self::SLUGS as $slug ) {
			if ( in_array( $slug, $have, true ) ) {
				continue;
			}
			if ( ! empty( $query['slug__in'] ) && ! in_array( $slug, (array) $query['slug__in'], true ) ) {
				continue;
			}
			if ( ! empty( $query['post_type'] ) && Post_Type::NAME !== $query['post_type'] ) {
				continue;
			}
			$templates[] = $this->template( $slug );
		}
		return $templates;
	}

	/**
	 * Docent's template when the Site Editor asks for one by id ("theme//single-docs").
	 *
	 * @param WP_Block_Template|null $template Template found so far.
	 * @param string                 $id       theme//slug.
	 * @param string                 $type     wp_template or wp_template_part.
	 * @return WP_Block_Template|null
	 */
	public function block_file_template( $template, $id, $type ) {
		if ( null !== $template || 'wp_template' !== $type || ! wp_is_block_theme() ) {
			return $template;
		}
		list( $theme, $slug ) = array_pad( explode( '//', (string) $id, 2 ), 2, '' );
		return get_stylesheet() === $theme && in_array( $slug, self::SLUGS, true ) ? $this->template( $slug ) : $template;
	}

	/**
	 * Classic themes without single-docs.php / archive-docs.php get Docent's page.
	 *
	 * @param string $template Template file chosen so far.
	 */
	public function classic_template( $template ) {
		if ( wp_is_block_theme() || is_feed() ) {
			return $template;
		}
		$slug = is_singular( Post_Type::NAME ) ? 'single-docs' : ( is_post_type_archive( Post_Type::NAME ) ? 'archive-docs' : '' );
		if ( '' === $slug || locate_template( array( $slug . '.php' ) ) ) {
			return $template;
		}
		return DOCENT_DIR . '/templates/classic-docs.php';
	}

	/**
	 * One template object with the theme's header and footer parts around Docent's blocks.
	 *
	 * @param string $slug Template slug.
	 */
	private function template( string $slug ): WP_Block_Template {
		$theme = get_stylesheet();
		$part  = static fn( string $name, string $tag ): string => sprintf(
			'<!-- wp:template-part %s /-->',
			wp_json_encode(
				array(
					'slug'    => $name,
					'theme'   => $theme,
					'tagName' => $tag,
				)
			)
		);

		$template                 = new WP_Block_Template();
		$template->type           = 'wp_template';
		$template->theme          = $theme;
		$template->slug           = $slug;
		$template->id             = $theme . '//' . $slug;
		$template->title          = 'single-docs' === $slug ? __( 'Single doc (Docent)', 'docent' ) : __( 'Docs home (Docent)', 'docent' );
		$template->description    = 'single-docs' === $slug
			? __( 'Documentations, sections and articles: breadcrumb, sidebar, contents, helpful vote.', 'docent' )
			: __( 'The docs home: search, documentations and the most helpful articles.', 'docent' );
		$template->content        = $part( 'header', 'header' ) . "\n" . self::content( $slug ) . "\n" . $part( 'footer', 'footer' );
		$template->source         = 'plugin';
		$template->origin         = 'plugin';
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->post_types     = array();
		return $template;
	}
}
