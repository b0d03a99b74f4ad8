<?php
/**
 * The JSON schema of a stored contact message.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Store;

defined( 'ABSPATH' ) || exit;

/**
 * What the inbox routes return for one message.
 */
final class Message_Schema {

	/**
	 * The schema, without additional fields.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$view = array( 'view', 'edit' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-message',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'type'     => 'integer',
					'context'  => $view,
					'readonly' => true,
				),
				'name'       => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'email'      => array(
					'type'     => 'string',
					'format'   => 'email',
					'context'  => $view,
					'readonly' => true,
				),
				'message'    => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'attachment' => array(
					'type'       => array( 'object', 'null' ),
					'context'    => $view,
					'readonly'   => true,
					'properties' => array(
						'id'        => array( 'type' => 'integer' ),
						'filename'  => array( 'type' => 'string' ),
						'url'       => array( 'type' => 'string' ),
						'mime_type' => array( 'type' => 'string' ),
					),
				),
				'page_url'   => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'date_gmt'   => array(
					'type'     => 'string',
					'format'   => 'date-time',
					'context'  => $view,
					'readonly' => true,
				),
				'status'     => array(
					'type'    => 'string',
					'enum'    => Store::STATUSES,
					'context' => $view,
				),
				'delivery'   => array(
					'type'       => 'object',
					'context'    => $view,
					'readonly'   => true,
					'properties' => array(
						'status'       => array(
							'type' => 'string',
							'enum' => Store::DELIVERIES,
						),
						'error'        => array( 'type' => 'string' ),
						'attempts'     => array( 'type' => 'integer' ),
						'delivered_at' => array( 'type' => array( 'string', 'null' ) ),
					),
				),
			),
		);
	}
}
