<?php
/**
 * The index cannot answer: a table is missing, a row is damaged, the database refused a read.
 *
 * @package Docent
 */

namespace Docent\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the built-in backend; Search answers from WordPress's own search instead and the
 * Site Health test reports the problem.
 */
final class Index_Unavailable extends \RuntimeException {
}
