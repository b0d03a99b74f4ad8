<?php
/**
 * The rules a contact message's fields must meet, used by the REST route's argument schema.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One validator per field. Each returns true or a WP_Error whose message names the problem;
 * the REST layer turns that into a 400 with the field in `data.params` and `data.field`.
 */
final class Fields {

	/**
	 * Control characters, CR and LF among them: never allowed in a name or an address,
	 * because both end up in mail headers.
	 */
	private const CONTROL = '/[\x00-\x1f\x7f]/';

	/**
	 * Full name: 1–100 characters after trimming, one line, some visible text. Kept as typed
	 * ("Tom & Jerry <QA>" is a name, not markup).
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function name( $value ) {
		// Checked before trimming: an input field cannot send line breaks, so any at all is tampering.
		if ( Plain_Text::has_controls( (string) $value ) ) {
			return self::invalid( 'name', __( 'The name must be a single line of text.', 'docent' ) );
		}
		if ( Plain_Text::is_blank( (string) $value ) ) {
			return self::invalid( 'name', __( 'Please enter your name.', 'docent' ) );
		}
		if ( mb_strlen( self::name_text( $value ) ) > Store::NAME_MAX ) {
			/* translators: %d: maximum number of characters. */
			return self::invalid( 'name', sprintf( __( 'The name may be at most %d characters long.', 'docent' ), Store::NAME_MAX ) );
		}
		return true;
	}

	/**
	 * Email: a single valid address (is_email), nothing that could continue a mail header.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function email( $value ) {
		$raw   = (string) $value;
		$value = trim( $raw );
		if ( preg_match( self::CONTROL, $raw ) || strlen( $value ) > Store::EMAIL_MAX || ! is_email( $value ) ) {
			return self::invalid( 'from', __( 'Please enter a valid email address.', 'docent' ) );
		}
		return true;
	}

	/**
	 * Message: 1–5000 characters of text after trimming.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function body( $value ) {
		$value = self::body_text( $value );
		if ( Plain_Text::is_blank( $value ) ) {
			return self::invalid( 'message', __( 'Please enter a message.', 'docent' ) );
		}
		if ( mb_strlen( $value ) > Store::BODY_MAX ) {
			/* translators: %d: maximum number of characters. */
			return self::invalid( 'message', sprintf( __( 'The message may be at most %d characters long.', 'docent' ), Store::BODY_MAX ) );
		}
		return true;
	}

	/**
	 * The name as stored and mailed: as typed, trimmed, without bidi overrides.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function name_text( $value ): string {
		return Plain_Text::single_line( is_string( $value ) ? $value : '' );
	}

	/**
	 * The message as stored and mailed: as typed (markup included, it is text), line breaks kept,
	 * control characters other than tab and line feed and bidi overrides removed, trimmed.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function body_text( $value ): string {
		return Plain_Text::multi_line( is_string( $value ) ? $value : '' );
	}

	/**
	 * The attachment's id from what the client sent: an id, an empty value, or a media object with an id.
	 * Never a path or URL: only the id is read.
	 *
	 * @param mixed $value Raw value.
	 * @return int|WP_Error 0 for "no attachment".
	 */
	public static function attachment_id( $value ) {
		if ( is_array( $value ) ) {
			// A media object names its id; a list ([1, 2]) or an object without one is a mistake,
			// refused rather than silently sent without the file. An empty object is "none".
			if ( $value && ( array_values( $value ) === $value || ! array_key_exists( 'id', $value ) ) ) {
				return self::invalid( 'attachment', __( 'The attachment must be one media library id, or a media object with an id.', 'docent' ) );
			}
			$value = $value['id'] ?? null;
		}
		if ( null === $value || '' === $value || 0 === $value || '0' === $value || false === $value ) {
			return 0;
		}
		if ( is_int( $value ) && $value > 0 ) {
			return $value;
		}
		if ( is_string( $value ) && ctype_digit( $value ) && strlen( $value ) < 20 ) {
			return (int) $value;
		}
		return self::invalid( 'attachment', __( 'The attachment must be given by its media library id.', 'docent' ) );
	}

	/**
	 * An attachment the current user may read, of an application/* type, with its file present.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function attachment( $value ) {
		$id = self::attachment_id( $value );
		if ( is_wp_error( $id ) || 0 === $id ) {
			return is_wp_error( $id ) ? $id : true;
		}
		$post = get_post( $id );
		// The same answer for "missing" and "not yours", so ids of private files cannot be probed.
		if ( ! $post || 'attachment' !== $post->post_type || ! current_user_can( 'read_post', $id ) ) {
			return self::invalid( 'attachment', __( 'That attachment cannot be used.', 'docent' ) );
		}
		if ( ! str_starts_with( (string) get_post_mime_type( $post ), 'application/' ) ) {
			return self::invalid( 'attachment', __( 'The attachment type is not matched. Please attach a document such as a PDF.', 'docent' ) );
		}
		$file = get_attached_file( $id );
		if ( ! $file || ! is_readable( $file ) ) {
			return self::invalid( 'attachment', __( 'The attachment’s file is missing.', 'docent' ) );
		}
		return true;
	}

	/**
	 * The page a message came from, kept only when it is an http(s) address on this site: the same
	 * scheme, host and port as the home URL once parsed, with no user name or password
	 * (so "http://evil.example\@this-site/" or "http://this-site:1337/" never count as this site).
	 *
	 * @param mixed $value Raw value (the `page` field or the Referer header).
	 */
	public static function page_url( $value ): string {
		$url = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $url || strlen( $url ) > Store::URL_MAX || preg_match( self::CONTROL, $url ) || preg_match( '/[\\\\\s]/', $url ) ) {
			return '';
		}
		$page = wp_parse_url( $url );
		$home = wp_parse_url( home_url() );
		if ( ! is_array( $page ) || ! is_array( $home ) || isset( $page['user'] ) || isset( $page['pass'] ) ) {
			return '';
		}
		$defaults = array(
			'http'  => 80,
			'https' => 443,
		);
		$ours     = array();
		foreach ( array( $page, $home ) as $url_parts ) {
			$scheme = strtolower( (string) ( $url_parts['scheme'] ?? '' ) );
			if ( ! isset( $defaults[ $scheme ] ) ) {
				return '';
			}
			$ours[] = $scheme . '://' . strtolower( (string) ( $url_parts['host'] ?? '' ) ) . ':' . (int) ( $url_parts['port'] ?? $defaults[ $scheme ] );
		}
		if ( $ours[0] !== $ours[1] ) {
			return '';
		}
		$clean = esc_url_raw( $url, array( 'http', 'https' ) );
		return strlen( $clean ) > Store::URL_MAX ? '' : $clean;
	}

	/**
	 * A field's error.
	 *
	 * @param string $field   Field name as the client sends it.
	 * @param string $message What is wrong, for a person.
	 */
	private static function invalid( string $field, string $message ): WP_Error {
		return new WP_Error(
			'docent_invalid_' . $field,
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}
}
