<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

/**
 * Thrown instead of leaving the request (redirect or wp_die), so a test can read where it went.
 */
final class Left_Request extends \RuntimeException {
}
