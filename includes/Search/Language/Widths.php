<?php
/**
 * Full-width Latin letters, digits and signs, and half-width katakana, read in their usual width.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * A Japanese, Chinese or Korean keyboard types Latin letters and digits in full width when its
 * input method is on ("ＰＤＦ", "２０２４"), and older Japanese text writes katakana in half width
 * ("ﾌﾟﾘﾝﾀ"). Both are the same words as "PDF", "2024" and "プリンタ", so the index, the query and
 * the highlighter read them so. The table is our own and fixed (Unicode's compatibility
 * mappings for these characters), not the intl extension's NFKC: every server must read a text
 * alike, and NFKC changes much more ("①" to "1", "㎏" to "kg").
 */
final class Widths {

	/**
	 * Half-width katakana and punctuation, in the order of their code points (U+FF61 to U+FF9D),
	 * and what each reads as.
	 */
	private const HALF  = '｡｢｣､･ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ';
	private const FULL  = '。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';

	/**
	 * The katakana a half-width voicing mark (ﾞ) or semi-voicing mark (ﾟ) after them make, in
	 * pairs: the plain letter, then the marked one.
	 */
	private const VOICED      = 'カガキギクグケゲコゴサザシジスズセゼソゾタダチヂツヅテデトドハバヒビフブヘベホボウヴワヷヲヺ';
	private const SEMI_VOICED = 'ハパヒピフプヘペホポ';

	/**
	 * From character to character, built once.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $table = null;

	/**
	 * The text with full-width Latin letters, digits and signs, the ideographic space and
	 * half-width katakana in their usual width. Other text is returned as it is.
	 *
	 * @param string $text Text.
	 */
	public static function fold( string $text ): string {
		// Every character changed here is U+3000 or in U+FF01–U+FF9F: "\xE3\x80\x80", "\xEF\xBC…\xBE…".
		if ( false === strpos( $text, "\xEF\xBC" ) && false === strpos( $text, "\xEF\xBD" ) && false === strpos( $text, "\xEF\xBE" ) && false === strpos( $text, "\xE3\x80\x80" ) ) {
			return $text;
		}
		return strtr( $text, self::$table ??= self::table() );
	}

	/**
	 * The table: U+FF01–U+FF5E to U+0021–U+007E, U+3000 to a space, half-width katakana to
	 * full-width, with a following voicing mark joined to its letter as one character ("ｶﾞ" is
	 * "ガ"); a mark no letter takes is the full-width mark ("ﾞ" is "゛").
	 *
	 * @return array<string, string>
	 */
	private static function table(): array {
		$table = array( "\u{3000}" => ' ' );
		for ( $code = 0x21; $code <= 0x7E; $code++ ) {
			$table[ (string) mb_chr( 0xFEE0 + $code, 'UTF-8' ) ] = chr( $code );
		}
		$half = mb_str_split( self::HALF, 1, 'UTF-8' );
		$full = mb_str_split( self::FULL, 1, 'UTF-8' );
		foreach ( $half as $i => $char ) {
			$table[ $char ] = $full[ $i ];
		}
		$table['ﾞ'] = '゛';
		$table['ﾟ'] = '゜';
		$half_of    = array_flip( $table );
		foreach ( array( 'ﾞ' => self::VOICED, 'ﾟ' => self::SEMI_VOICED ) as $mark => $pairs ) {
			foreach ( array_chunk( mb_str_split( $pairs, 1, 'UTF-8' ), 2 ) as list( $plain, $marked ) ) {
				$table[ $half_of[ $plain ] . $mark ] = $marked;
			}
		}
		return $table;
	}
}
