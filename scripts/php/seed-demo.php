<?php
/**
 * Demo content: Docent's own user guide as documentation > section > article,
 * one draft and one private article, and a "Help links" page for theme authors.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Inserts one doc and fails loudly if WordPress refuses it.
 *
 * @param array<string, mixed> $fields Post fields.
 */
function docent_seed_insert( array $fields ): int {
	$id = wp_insert_post(
		array_merge(
			array(
				'post_type'   => 'docs',
				'post_status' => 'publish',
				'post_author' => 1,
			),
			$fields
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (int) $id;
}

/**
 * Seeds everything from the JSON file; returns how many docs were created.
 *
 * @param string $file Path of scripts/demo/docs.json.
 */
function docent_seed_demo( string $file ): int {
	$data     = json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR );
	$count    = 0;
	$sections = array();
	$first    = 0;

	foreach ( $data['documentations'] as $doc_order => $documentation ) {
		$doc_id = docent_seed_insert(
			array(
				'post_title'   => $documentation['title'],
				'post_excerpt' => $documentation['excerpt'] ?? '',
				'menu_order'   => $doc_order,
			)
		);
		++$count;
		foreach ( $documentation['sections'] as $section_order => $section ) {
			$section_id                   = docent_seed_insert(
				array(
					'post_title'   => $section['title'],
					'post_excerpt' => $section['excerpt'] ?? '',
					'post_parent'  => $doc_id,
					'menu_order'   => $section_order,
				)
			);
			$sections[ $section['title'] ] = $section_id;
			++$count;
			foreach ( $section['articles'] as $article_order => $article ) {
				$article_id = docent_seed_insert(
					array(
						'post_title'   => $article['title'],
						'post_excerpt' => $article['excerpt'] ?? '',
						'post_content' => $article['content'],
						'post_parent'  => $section_id,
						'menu_order'   => $article_order,
					)
				);
				$first      = $first ? $first : $article_id;
				++$count;
			}
		}
	}

	foreach ( $data['hidden'] ?? array() as $hidden ) {
		docent_seed_insert(
			array(
				'post_title'   => $hidden['title'],
				'post_excerpt' => $hidden['excerpt'] ?? '',
				'post_content' => $hidden['content'],
				'post_status'  => $hidden['status'],
				'post_parent'  => $sections[ $hidden['section'] ] ?? 0,
			)
		);
		++$count;
	}

	$first_link = (string) get_permalink( $first );
	$docs_link  = (string) get_post_type_archive_link( 'docs' );
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Help links',
			'post_name'    => 'help-links',
			'post_content' => sprintf(
				"<!-- wp:paragraph -->\n<p>Theme authors can open the help widget from any link: <a href=\"%1\$s\" rel=\"docent-widget\">Open the help widget</a>.</p>\n<!-- /wp:paragraph -->\n\n" .
				"<!-- wp:paragraph -->\n<p>With a <code>data-id</code>, the link opens one article: <a href=\"%2\$s\" rel=\"docent-widget\" data-id=\"%3\$d\">Read “%4\$s” in the widget</a>.</p>\n<!-- /wp:paragraph -->\n\n" .
				"<!-- wp:paragraph -->\n<p>An ordinary link for comparison: <a href=\"%2\$s\">%4\$s</a>.</p>\n<!-- /wp:paragraph -->",
				esc_url( $docs_link ),
				esc_url( $first_link ),
				$first,
				esc_html( get_the_title( $first ) )
			),
		)
	);

	return $count;
}
