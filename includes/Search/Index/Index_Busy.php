<?php
/**
 * Another process holds the index lease for longer than a request can wait.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Index_Writer::exclusively(); the rebuild route answers 503 with Retry-After.
 */
final class Index_Busy extends \RuntimeException {
}
