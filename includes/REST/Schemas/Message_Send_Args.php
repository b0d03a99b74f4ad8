<?php
/**
 * The send route's arguments that come with a message rather than being written in it.
 *
 * @package Docent
 */

namespace Docent\REST\Schemas;

use Docent\Messages\Fields;
use Docent\Messages\Turnstile;
use Docent\REST\Message_Send_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/messages: the token, the files, the honeypot, the conversation and the page.
 */
final class Message_Send_Args {

	/**
	 * What comes with the message: the bot check's token, a file, the honeypot, a chat
	 * conversation and the page it was sent from.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function attached(): array {
		return array(
			'token'      => array(
				'description'       => __( 'Cloudflare Turnstile token; required when a site key is configured.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => Turnstile::TOKEN_MAX,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ) => trim( (string) $value ),
			),
			'attachment' => array(
				'description'       => __( 'Media library id of an application/* file the sender may read; empty for none. A media object with an id is accepted too; its url and filename are ignored.', 'docent' ),
				'type'              => array( 'integer', 'string', 'object', 'null' ),
				'default'           => 0,
				'validate_callback' => array( Message_Send_Controller::class, 'validate_send_arg' ),
				'sanitize_callback' => static fn( $value ) => (int) Fields::attachment_id( $value ),
			),
			'attachment_token' => array(
				'description' => __( 'The token POST /docent/v1/attachments gave for an uploaded file; empty for none. Not together with attachment.', 'docent' ),
				'type'        => 'string',
				'default'     => '',
				'pattern'     => '^([a-f0-9]{32})?$',
			),
			'website'    => array(
				'description'       => __( 'Honeypot: a hidden field people leave empty. When filled, the answer is a success and nothing is stored or mailed.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ) => trim( (string) $value ),
			),
			'conversation' => array(
				'description' => __( 'A chat conversation id to attach: the server adds the replies it gave (never the client’s copy) after the message.', 'docent' ),
				'type'        => 'string',
				'default'     => '',
				'pattern'     => '^([a-f0-9]{32})?$',
			),
			'page'       => array(
				'description'       => __( 'Address of the page the message was sent from (defaults to the Referer); kept only when it is on this site.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( Fields::class, 'page_url' ),
			),
		);
	}
}
