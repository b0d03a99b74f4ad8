<?php
/**
 * What search engines read on docs pages: title, meta description, canonical URL, robots and
 * JSON-LD (BreadcrumbList and TechArticle). Nothing here depends on the visitor.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the docs pages' head tags.
 */
final class Head {

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
	 * Hooks into the document title, robots and wp_head.
	 */
	public function register(): void {
		add_filter( 'document_title_parts', array( $this, 'title' ) );
		add_filter( 'get_the_archive_title', array( $this, 'archive_title' ) );
		add_filter( 'wp_robots', array( $this, 'robots' ) );
		add_action( 'wp_head', array( $this, 'print_tags' ), 5 );
	}

	/**
	 * The docs home's title comes from the settings.
	 *
	 * @param array<string, string> $parts Title parts.
	 * @return array<string, string>
	 */
	public function title( $parts ) {
		if ( is_post_type_archive( Post_Type::NAME ) && ! is_feed() ) {
			$parts['title'] = $this->home_title();
		}
		return $parts;
	}

	/**
	 * Classic themes that print the archive title get the same one.
	 *
	 * @param string $title Archive title.
	 */
	public function archive_title( $title ) {
		return is_post_type_archive( Post_Type::NAME ) ? esc_html( $this->home_title() ) : $title;
	}

	/**
	 * Search results on the docs home are not indexed.
	 *
	 * @param array<string, bool|string> $robots Robots directives.
	 * @return array<string, bool|string>
	 */
	public function robots( $robots ) {
		if ( is_post_type_archive( Post_Type::NAME ) && '' !== Search_Request::query() ) {
			$robots['noindex'] = true;
			$robots['follow']  = true;
		}
		return $robots;
	}

	/**
	 * The home's title from the settings.
	 */
	public function home_title(): string {
		return (string) $this->settings->get()['docs_home']['title'];
	}

	/**
	 * Meta description, the home's canonical URL and the JSON-LD.
	 */
	public function print_tags(): void {
		if ( is_post_type_archive( Post_Type::NAME ) && ! is_feed() ) {
			$this->print_description( (string) $this->settings->get()['docs_home']['intro'] );
			// Core prints a canonical link only for single posts.
			printf( '<link rel="canonical" href="%s" />' . "\n", esc_url( (string) get_post_type_archive_link( Post_Type::NAME ) ) );
			return;
		}
		if ( ! is_singular( Post_Type::NAME ) ) {
			return;
		}
		$doc = Current_Doc::from( get_queried_object_id() );
		// A password-protected doc gives nothing away, not even its excerpt.
		if ( ! $doc || post_password_required( $doc->post ) ) {
			return;
		}
		// Made once: without an excerpt it comes from the parsed content.
		$description = $this->description( $doc->post );
		$this->print_description( $description );
		if ( ! $doc->node() ) {
			return;
		}
		$graph = array( $this->breadcrumb_list( $doc ) );
		if ( Hierarchy::ARTICLE <= $doc->level() ) {
			$graph[] = $this->article( $doc, $description );
		}
		printf(
			'<script type="application/ld+json">%s</script>' . "\n",
			wp_json_encode(
				array(
					'@context' => 'https://schema.org',
					'@graph'   => $graph,
				),
				JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
			)
		);
	}

	/**
	 * The doc's excerpt, or the start of its text.
	 *
	 * @param \WP_Post $post Doc.
	 */
	public function description( \WP_Post $post ): string {
		$text = '' !== trim( $post->post_excerpt ) ? $post->post_excerpt : wp_trim_words( excerpt_remove_blocks( strip_shortcodes( $post->post_content ) ), 30, '…' );
		return trim( preg_replace( '/\s+/', ' ', wp_strip_all_tags( $text ) ) );
	}

	/**
	 * A meta description tag, when there is text.
	 *
	 * @param string $text Description.
	 */
	private function print_description( string $text ): void {
		$text = trim( wp_strip_all_tags( $text ) );
		if ( '' !== $text ) {
			printf( '<meta name="description" content="%s" />' . "\n", esc_attr( $text ) );
		}
	}

	/**
	 * Docs home › documentation › section › article.
	 *
	 * @param Current_Doc $doc The doc.
	 * @return array<string, mixed>
	 */
	private function breadcrumb_list( Current_Doc $doc ): array {
		$items = array(
			array(
				'name' => $this->home_title(),
				'item' => (string) get_post_type_archive_link( Post_Type::NAME ),
			),
		);
		foreach ( $doc->trail() as $node ) {
			$items[] = array(
				'name' => html_entity_decode( $node['title'], ENT_QUOTES, 'UTF-8' ),
				'item' => $node['link'],
			);
		}
		$list = array();
		foreach ( $items as $position => $item ) {
			$list[] = array(
				'@type'    => 'ListItem',
				'position' => $position + 1,
				'name'     => $item['name'],
				'item'     => $item['item'],
			);
		}
		return array(
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $list,
		);
	}

	/**
	 * The article itself.
	 *
	 * @param Current_Doc $doc         The doc.
	 * @param string      $description Its description.
	 * @return array<string, mixed>
	 */
	private function article( Current_Doc $doc, string $description ): array {
		$post  = $doc->post;
		$trail = $doc->trail();
		return array(
			'@type'         => 'TechArticle',
			'headline'      => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			'description'   => $description,
			'url'           => (string) get_permalink( $post ),
			'datePublished' => (string) get_post_time( DATE_W3C, true, $post ),
			'dateModified'  => (string) get_post_modified_time( DATE_W3C, true, $post ),
			'inLanguage'    => get_bloginfo( 'language' ),
			'isPartOf'      => array(
				'@type' => 'CreativeWork',
				'name'  => html_entity_decode( $trail[0]['title'] ?? '', ENT_QUOTES, 'UTF-8' ),
				'url'   => $trail[0]['link'] ?? '',
			),
			'publisher'     => array(
				'@type' => 'Organization',
				'name'  => html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
				'url'   => home_url( '/' ),
			),
		);
	}
}
