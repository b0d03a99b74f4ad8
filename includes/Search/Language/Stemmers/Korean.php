<?php
/**
 * Korean: a word without the particle or the ending written onto it.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Korean writes a space between words, but each word carries its particle ("패키지를",
 * "커널에서", "apt로") or, for a noun made a verb with 하다 or 되다, its ending ("설치하려면",
 * "변경된"), so a visitor's "패키지" found no page that writes "패키지를". No dictionary comes
 * with Docent: one particle or ending is taken off the end of a word, longest first, where the
 * language allows it and enough is left. A particle that has two forms is taken off only in the
 * form the syllable before it calls for (이, 은, 을, 과 and 으로 after a final consonant; 가, 는,
 * 를, 와 and 로 after a vowel): "커널이" is "커널", "디스플레이" stays whole. A one-syllable particle
 * needs two syllables before it ("버전이"; "평가" stays), a longer one a syllable ("책에서");
 * an ending needs two syllables before it ("설치하려면" is "설치"). Then the plural 들
 * ("파일들을" → "파일"). The same for index and query, so both meet.
 */
final class Korean implements Word_Stemmer {

	/**
	 * The final consonant ㄹ, after which 로 stands where other consonants take 으로 ("파일로").
	 */
	private const RIEUL = 8;

	/**
	 * Particles taken off after any syllable (and after Latin letters or digits: "apt로"),
	 * longest first where one ends another.
	 */
	private const PARTICLES = array( '에서부터', '으로부터', '로부터', '에서는', '에서도', '에서의', '에서만', '에게서', '에게는', '에게도', '한테서', '까지는', '까지도', '부터는', '에서', '에게', '한테', '까지', '부터', '마다', '보다', '처럼', '만큼', '조차', '에는', '에도', '에만', '에의', '께서', '의', '에', '도', '만' );

	/**
	 * Particles with a form after a final consonant and a form after a vowel: [after a
	 * consonant, after a vowel], longest first.
	 */
	private const PAIRED = array(
		array( '이라는', '라는' ),
		array( '이라고', '라고' ),
		array( '이라면', '라면' ),
		array( '이라서', '라서' ),
		array( '이에요', '예요' ),
		array( '으로는', '로는' ),
		array( '으로도', '로도' ),
		array( '으로서', '로서' ),
		array( '으로써', '로써' ),
		array( '이랑', '랑' ),
		array( '이란', '란' ),
		array( '이나', '나' ),
		array( '이든', '든' ),
		array( '으로', '로' ),
		array( '과는', '와는' ),
		array( '과도', '와도' ),
		array( '이', '가' ),
		array( '은', '는' ),
		array( '을', '를' ),
		array( '과', '와' ),
	);

	/**
	 * Endings of 하다, 되다 and the copula on a noun ("설치하려면", "변경된", "파일인가요"),
	 * longest first where one ends another; then endings of two syllables or more any verb takes
	 * ("돌아가나요"), but none a noun's particle could end the same way ("소프트웨어도" is not
	 * "소프트웨" with 어도, "패키지만" not "패키" with 지만).
	 */
	private const ENDINGS = array( '하려면', '하려고', '하려는', '하는데', '하는지', '하나요', '하니까', '하지만', '하세요', '합니다', '합니까', '했는데', '했어요', '할까요', '하는', '하고', '하면', '하게', '하기', '하지', '하여', '해야', '해서', '해도', '해요', '했다', '하다', '되려면', '되는데', '되는지', '되나요', '됩니다', '되는', '되고', '되면', '되어', '되게', '되지', '되다', '돼요', '인가요', '인데', '인지', '입니다', '이다', '할', '한', '함', '했', '해', '된', '될', '됨', '돼', '으려면', '었는데', '았는데', '습니다', '려면', '나요', '는데', '는지', '니까', '어요', '아요', '어서', '아서', '으면' );

	/**
	 * The stem of one word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		if ( ! preg_match( '/\p{Hangul}$/u', $word ) ) {
			return $word;
		}
		$chars = mb_str_split( $word, 1, 'UTF-8' );
		$chars = self::without_ending( $chars );
		if ( count( $chars ) > 2 && '들' === end( $chars ) ) {
			array_pop( $chars );
		}
		return implode( '', $chars );
	}

	/**
	 * The word without its particle, or without its verb ending.
	 *
	 * @param string[] $chars The word's characters.
	 * @return string[]
	 */
	private static function without_ending( array $chars ): array {
		$count = count( $chars );
		foreach ( self::ENDINGS as $ending ) {
			$length = mb_strlen( $ending, 'UTF-8' );
			if ( $count - $length >= 2 && self::ends_with( $chars, $ending, $length ) && self::is_syllable( $chars[ $count - $length - 1 ] ) ) {
				return array_slice( $chars, 0, $count - $length );
			}
		}
		$best = 0;
		foreach ( self::PARTICLES as $particle ) {
			$length = mb_strlen( $particle, 'UTF-8' );
			if ( $length > $best && self::ends_with( $chars, $particle, $length ) && $count - $length >= ( 1 === $length ? 2 : 1 ) ) {
				$best = $length;
			}
		}
		foreach ( self::PAIRED as $forms ) {
			foreach ( $forms as $after_vowel => $particle ) {
				$length = mb_strlen( $particle, 'UTF-8' );
				if ( $length <= $best || ! self::ends_with( $chars, $particle, $length ) || $count - $length < ( 1 === $length ? 2 : 1 ) ) {
					continue;
				}
				$before = $chars[ $count - $length - 1 ];
				// A particle after Latin letters or digits ("apt를", "dpkg로") may take either form.
				if ( ! self::is_syllable( $before ) || (bool) $after_vowel !== self::has_final_consonant( $before ) || ( 0 === strpos( $particle, '로' ) && self::RIEUL === self::final_consonant( $before ) ) ) {
					$best = $length;
				}
			}
		}
		return $best ? array_slice( $chars, 0, $count - $best ) : $chars;
	}

	/**
	 * Whether the word ends with $suffix.
	 *
	 * @param string[] $chars  The word's characters.
	 * @param string   $suffix Suffix.
	 * @param int      $length Its length in characters.
	 */
	private static function ends_with( array $chars, string $suffix, int $length ): bool {
		return count( $chars ) > $length && implode( '', array_slice( $chars, -$length ) ) === $suffix;
	}

	/**
	 * Whether a character is a Hangul syllable (가 to 힣).
	 *
	 * @param string $char One character.
	 */
	private static function is_syllable( string $char ): bool {
		$code = mb_ord( $char, 'UTF-8' );
		return $code >= 0xAC00 && $code <= 0xD7A3;
	}

	/**
	 * The final consonant of a syllable (0: none).
	 *
	 * @param string $char A Hangul syllable.
	 */
	private static function final_consonant( string $char ): int {
		return ( (int) mb_ord( $char, 'UTF-8' ) - 0xAC00 ) % 28;
	}

	/**
	 * Whether a syllable ends with a consonant ("널" in "커널"), not a vowel ("레" in "디스플레이").
	 *
	 * @param string $char A Hangul syllable.
	 */
	private static function has_final_consonant( string $char ): bool {
		return self::final_consonant( $char ) > 0;
	}
}
