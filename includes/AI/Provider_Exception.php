<?php
/**
 * A provider could not answer: the reason is for logs and the admin, never for visitors.
 *
 * @package Docent
 */

namespace Docent\AI;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by remote providers; the chat service catches it and answers locally instead.
 */
final class Provider_Exception extends \RuntimeException {

	/**
	 * Short machine-readable reason, e.g. "http_401", "timeout", "malformed".
	 *
	 * @var string
	 */
	private string $reason;

	/**
	 * @param string $reason  Machine-readable reason.
	 * @param string $message Admin-readable message (must not contain secrets).
	 */
	public function __construct( string $reason, string $message ) {
		parent::__construct( $message );
		$this->reason = $reason;
	}

	/**
	 * Machine-readable reason.
	 */
	public function reason(): string {
		return $this->reason;
	}
}
