<?php
/**
 * What a visitor may attach: one image or PDF, recognised by its bytes.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

defined( 'ABSPATH' ) || exit;

/**
 * The type of an uploaded file is read from its content (the magic bytes, checked again with
 * fileinfo when PHP has it, and images parsed by getimagesize), never from its name or the type
 * the browser claimed: a PHP script renamed to .png is refused.
 */
final class File_Type {

	/**
	 * The largest file, in bytes (5 MB).
	 */
	public const MAX_BYTES = 5242880;

	/**
	 * The types accepted, with the extension a stored file is given.
	 */
	public const EXTENSIONS = array(
		'image/png'       => 'png',
		'image/jpeg'      => 'jpg',
		'image/gif'       => 'gif',
		'image/webp'      => 'webp',
		'application/pdf' => 'pdf',
	);

	/**
	 * The largest file this site takes: 5 MB, or less when PHP's upload limits are lower.
	 */
	public static function max_bytes(): int {
		$server = (int) wp_max_upload_size();
		return $server > 0 ? min( self::MAX_BYTES, $server ) : self::MAX_BYTES;
	}

	/**
	 * The MIME type of a file's content when it is one of EXTENSIONS, '' otherwise.
	 *
	 * @param string $bytes The whole file.
	 */
	public static function of( string $bytes ): string {
		$type = self::by_magic( $bytes );
		if ( '' === $type || ! self::is_whole( $bytes, $type ) || ! self::fileinfo_agrees( $bytes, $type ) ) {
			return '';
		}
		if ( 'application/pdf' !== $type ) {
			// An image must parse as the image its first bytes announce.
			$image = @getimagesizefromstring( $bytes ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a broken image is an answer, not a warning.
			if ( ! is_array( $image ) || ( $image['mime'] ?? '' ) !== $type || empty( $image[0] ) || empty( $image[1] ) ) {
				return '';
			}
		}
		return $type;
	}

	/**
	 * Whether the file has the structure its type requires at both ends: a header followed by
	 * anything else (a script behind a PNG signature) is not an image.
	 *
	 * @param string $bytes The file.
	 * @param string $type  Type from the magic bytes.
	 */
	private static function is_whole( string $bytes, string $type ): bool {
		$end = substr( $bytes, -1024 );
		switch ( $type ) {
			case 'image/png':
				return 'IHDR' === substr( $bytes, 12, 4 ) && false !== strpos( substr( $bytes, -12 ), 'IEND' );
			case 'image/jpeg':
				return false !== strpos( $end, "\xFF\xD9" );
			case 'image/gif':
				return ';' === substr( rtrim( $bytes, "\0" ), -1 );
			case 'image/webp':
				return strlen( $bytes ) >= 8 + (int) unpack( 'V', substr( $bytes, 4, 4 ) )[1];
			default:
				return false !== strpos( $end, '%%EOF' );
		}
	}

	/**
	 * The type the first bytes announce, '' for anything else.
	 *
	 * @param string $bytes The file.
	 */
	public static function by_magic( string $bytes ): string {
		if ( str_starts_with( $bytes, "\x89PNG\r\n\x1a\n" ) ) {
			return 'image/png';
		}
		if ( str_starts_with( $bytes, "\xFF\xD8\xFF" ) ) {
			return 'image/jpeg';
		}
		if ( str_starts_with( $bytes, 'GIF87a' ) || str_starts_with( $bytes, 'GIF89a' ) ) {
			return 'image/gif';
		}
		if ( str_starts_with( $bytes, 'RIFF' ) && 'WEBP' === substr( $bytes, 8, 4 ) ) {
			return 'image/webp';
		}
		if ( str_starts_with( $bytes, '%PDF-' ) ) {
			return 'application/pdf';
		}
		return '';
	}

	/**
	 * The file's name as stored: the visitor's name made safe, with the extension of its real type.
	 *
	 * @param string $name Name the browser sent.
	 * @param string $type Detected MIME type.
	 */
	public static function file_name( string $name, string $type ): string {
		$base = sanitize_file_name( (string) pathinfo( wp_basename( $name ), PATHINFO_FILENAME ) );
		$base = trim( mb_substr( $base, 0, 100 ), '.-_ ' );
		return ( '' === $base ? 'attachment' : $base ) . '.' . self::EXTENSIONS[ $type ];
	}

	/**
	 * Whether fileinfo (when PHP has it) names the same type. Older libmagic versions do not know
	 * WebP and call it "application/octet-stream": only for WebP is that no contradiction.
	 *
	 * @param string $bytes The file.
	 * @param string $type  Type from the magic bytes.
	 */
	private static function fileinfo_agrees( string $bytes, string $type ): bool {
		if ( ! class_exists( 'finfo' ) ) {
			return true;
		}
		$info  = new \finfo( FILEINFO_MIME_TYPE );
		$found = (string) $info->buffer( $bytes );
		return $found === $type || ( 'image/webp' === $type && 'application/octet-stream' === $found );
	}
}
