<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Thrown instead of leaving the request (redirect or wp_die), so a test can read where it went.
 */
final class Left_Request extends \RuntimeException {
}
