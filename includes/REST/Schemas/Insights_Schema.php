<?php
/**
 * The JSON schema of the Insights screen's data.
 *
 * @package Docent
 */

namespace Docent\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * What GET /docent/v1/insights returns: the three lists of queries (each with the draft doc
 * written for it) and the two lists of docs ranked by their votes.
 */
final class Insights_Schema {

	/**
	 * The schema, without additional fields.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-insights',
			'type'       => 'object',
			'properties' => array(
				'not_found'     => self::queries( __( 'Searches that found nothing, most frequent first.', 'docent' ) ),
				'top_searches'  => self::queries( __( 'The most searched terms.', 'docent' ) ),
				'unanswered'    => self::queries( __( 'Chat questions the docs had no source for.', 'docent' ) ),
				'most_helpful'  => self::articles( __( 'Published docs with the best vote balance.', 'docent' ) ),
				'least_helpful' => self::articles( __( 'Published docs with the worst vote balance.', 'docent' ) ),
			),
		);
	}

	/**
	 * A list of queries, each with its count and the draft doc written for it.
	 *
	 * @param string $description What the list holds.
	 * @return array<string, mixed>
	 */
	private static function queries( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'readonly'    => true,
			'items'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'        => array( 'type' => 'integer' ),
					'query'     => array(
						'description' => __( 'The normalised text (lower case, no personal data).', 'docent' ),
						'type'        => 'string',
					),
					'count'     => array( 'type' => 'integer' ),
					'last_seen' => array(
						'type'   => 'string',
						'format' => 'date-time',
					),
					'draft'     => self::draft(),
				),
			),
		);
	}

	/**
	 * The draft doc written for a query.
	 *
	 * @return array<string, mixed>
	 */
	private static function draft(): array {
		return array(
			'description' => __( 'The draft doc written for this query, if any.', 'docent' ),
			'type'        => array( 'object', 'null' ),
			'properties'  => array(
				'id'        => array( 'type' => 'integer' ),
				'title'     => array( 'type' => 'string' ),
				'status'    => array( 'type' => 'string' ),
				'edit_link' => array(
					'type'   => 'string',
					'format' => 'uri',
				),
			),
		);
	}

	/**
	 * A list of docs with their votes.
	 *
	 * @param string $description What the list holds.
	 * @return array<string, mixed>
	 */
	private static function articles( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'readonly'    => true,
			'items'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'        => array( 'type' => 'integer' ),
					'title'     => array( 'type' => 'string' ),
					'link'      => array(
						'type'   => 'string',
						'format' => 'uri',
					),
					'edit_link' => array( 'type' => 'string' ),
					'up'        => array( 'type' => 'integer' ),
					'down'      => array( 'type' => 'integer' ),
				),
			),
		);
	}
}
