<?php
/**
 * Docs pages in a classic theme that has no template of its own for them: the theme's header and
 * footer around the same blocks the block-theme templates use.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

get_header();
if ( is_singular() ) {
	the_post();
}
// Block markup from Docent's own template file, rendered by WordPress; each block escapes its output.
echo do_blocks( Docent\Pages\Templates::classic_content( is_singular() ? 'single-docs' : 'archive-docs' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
get_footer();
