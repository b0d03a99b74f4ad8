<?php
/**
 * A messages-table row as PHP reads it, and the list filters as SQL.
 *
 * @package Docent
 */

namespace Docent\Messages;

defined( 'ABSPATH' ) || exit;

/**
 * A row, as Store's read methods return it:
 * id, name, email, body, transcript (the server's chat turns, oldest first; [] for none),
 * attachment_id, page_url, ip_hash, status (read|unread), state (open|answered|closed),
 * delivery (pending|delivered|failed), delivery_error, attempts, created_at and delivered_at
 * (GMT, Y-m-d H:i:s).
 */
final class Message_Row {

	/**
	 * Database strings to PHP types.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function from_db( array $row ): array {
		foreach ( array( 'id', 'attachment_id', 'attempts' ) as $key ) {
			$row[ $key ] = (int) ( $row[ $key ] ?? 0 );
		}
		foreach ( array( 'name', 'email', 'body', 'page_url', 'ip_hash', 'status', 'delivery', 'delivery_error', 'created_at' ) as $key ) {
			$row[ $key ] = (string) ( $row[ $key ] ?? '' );
		}
		$row['state']        = in_array( $row['state'] ?? '', Store::STATES, true ) ? (string) $row['state'] : 'open';
		$row['transcript']   = self::turns( (string) ( $row['transcript'] ?? '' ) );
		$row['delivered_at'] = empty( $row['delivered_at'] ) || str_starts_with( (string) $row['delivered_at'], '0000' ) ? null : (string) $row['delivered_at'];
		return $row;
	}

	/**
	 * Chat turns as stored: a JSON list of question, answer and links.
	 *
	 * @param array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>}> $turns Turns.
	 */
	public static function turns_to_db( array $turns ): ?string {
		if ( ! $turns ) {
			return null;
		}
		$clean = array();
		foreach ( $turns as $turn ) {
			$clean[] = array(
				'question' => (string) $turn['question'],
				'answer'   => (string) $turn['answer'],
				'links'    => array_map(
					static fn( $link ) => array(
						'title'     => (string) $link['title'],
						'permalink' => (string) $link['permalink'],
					),
					(array) $turn['links']
				),
			);
		}
		return (string) wp_json_encode( $clean, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	/**
	 * Stored JSON back to turns; anything malformed reads as no transcript.
	 *
	 * @param string $json Column value.
	 * @return array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>}>
	 */
	private static function turns( string $json ): array {
		$decoded = '' === $json ? null : json_decode( $json, true );
		if ( ! is_array( $decoded ) ) {
			return array();
		}
		$turns = array();
		foreach ( $decoded as $turn ) {
			if ( is_array( $turn ) && isset( $turn['question'], $turn['answer'] ) ) {
				$links   = array_filter( (array) ( $turn['links'] ?? array() ), static fn( $link ) => is_array( $link ) && isset( $link['title'], $link['permalink'] ) );
				$turns[] = array(
					'question' => (string) $turn['question'],
					'answer'   => (string) $turn['answer'],
					'links'    => array_values( $links ),
				);
			}
		}
		return $turns;
	}

	/**
	 * The WHERE clause and its values for Store::query()'s filters.
	 *
	 * @param array<string, mixed> $args status (read|unread), state (open|answered|closed), delivery (a delivery or "undelivered").
	 * @return array{0: string, 1: array<int, string>}
	 */
	public static function filters( array $args ): array {
		$where  = array( '1 = 1' );
		$values = array();
		foreach ( array( 'status' => Store::STATUSES, 'state' => Store::STATES ) as $column => $allowed ) {
			if ( ! empty( $args[ $column ] ) && in_array( $args[ $column ], $allowed, true ) ) {
				$where[]  = "{$column} = %s";
				$values[] = (string) $args[ $column ];
			}
		}
		if ( ! empty( $args['delivery'] ) && in_array( $args['delivery'], Store::DELIVERIES, true ) ) {
			$where[]  = 'delivery = %s';
			$values[] = (string) $args['delivery'];
		} elseif ( 'undelivered' === ( $args['delivery'] ?? '' ) ) {
			$where[]  = 'delivery <> %s';
			$values[] = 'delivered';
		}
		return array( implode( ' AND ', $where ), $values );
	}
}
