<?php
/**
 * The JSON schema of a stored contact message.
 *
 * @package Docent
 */

namespace Docent\REST\Schemas;

use Docent\Messages\Store;

defined( 'ABSPATH' ) || exit;

/**
 * What the inbox routes return for one message.
 */
final class Message_Schema {

	/**
	 * Where every field shows.
	 */
	private const CONTEXT = array( 'view', 'edit' );

	/**
	 * The schema, without additional fields.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-message',
			'type'       => 'object',
			'properties' => array(
				'id'         => self::field( 'integer' ),
				'name'       => self::field( 'string' ),
				'email'      => self::field( 'string', array( 'format' => 'email' ) ),
				'message'    => self::field( 'string' ),
				'transcript' => self::field(
					'array',
					array(
						'description' => __( 'The conversation with the assistant the server kept for a hand-off (empty for a plain message).', 'docent' ),
						'items'       => array(
							'type'       => 'object',
							'properties' => array(
								'question' => array( 'type' => 'string' ),
								'answer'   => array( 'type' => 'string' ),
								'links'    => array( 'type' => 'array' ),
							),
						),
					)
				),
				'attachment' => self::attachment(),
				'page_url'   => self::field( 'string' ),
				'date_gmt'   => self::field( 'string', array( 'format' => 'date-time' ) ),
				'status'     => array(
					'type'    => 'string',
					'enum'    => Store::STATUSES,
					'context' => self::CONTEXT,
				),
				'state'      => array(
					'description' => __( 'Where the conversation stands.', 'docent' ),
					'type'        => 'string',
					'enum'        => Store::STATES,
					'context'     => self::CONTEXT,
					'readonly'    => true,
				),
				'delivery'   => self::delivery(),
			),
		);
	}

	/**
	 * A read-only field.
	 *
	 * @param string               $type  JSON type.
	 * @param array<string, mixed> $extra More keywords (format, …).
	 * @return array<string, mixed>
	 */
	private static function field( string $type, array $extra = array() ): array {
		return array_merge(
			array( 'type' => $type ),
			$extra,
			array(
				'context'  => self::CONTEXT,
				'readonly' => true,
			)
		);
	}

	/**
	 * The attached file, or null.
	 *
	 * @return array<string, mixed>
	 */
	private static function attachment(): array {
		return array(
			'type'       => array( 'object', 'null' ),
			'context'    => self::CONTEXT,
			'readonly'   => true,
			'properties' => array(
				'id'        => array( 'type' => 'integer' ),
				'filename'  => array( 'type' => 'string' ),
				'url'       => array( 'type' => 'string' ),
				'mime_type' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * How the mail to the site owner went.
	 *
	 * @return array<string, mixed>
	 */
	private static function delivery(): array {
		return array(
			'type'       => 'object',
			'context'    => self::CONTEXT,
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
		);
	}
}
