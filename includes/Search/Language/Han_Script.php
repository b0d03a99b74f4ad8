<?php
/**
 * Chinese read the same in either script: Traditional characters as their Simplified forms.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * A Chinese reader types in the script of their region: a visitor from Beijing writes "软件设置" on
 * a Taiwanese site that writes "軟件設置", one from Hong Kong the reverse. Where a language's rules
 * say so (Chinese: 'han' => 'simplified'), the index, the query and the highlighter read every
 * Traditional character as its Simplified form, so either script finds both. Only characters are
 * mapped, not words: where the regions use other words ("软件" and "軟體"), each finds its own.
 */
final class Han_Script {

	/**
	 * Traditional character => Simplified character (han-simplified.php), once loaded.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $simplified = null;

	/**
	 * Whether the language in use reads Traditional characters as Simplified ones.
	 */
	public static function folds(): bool {
		return 'simplified' === Languages::current()->rule( 'han' );
	}

	/**
	 * A text with its Traditional characters written in their Simplified forms. Each character
	 * takes as many bytes as its form (three), so offsets in one are offsets in the other.
	 *
	 * @param string $text Text.
	 */
	public static function simplified( string $text ): string {
		self::$simplified ??= (array) require __DIR__ . '/han-simplified.php';
		return strtr( $text, self::$simplified );
	}
}
