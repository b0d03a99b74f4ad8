<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Korean;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A Korean word loses the particle or the ending written onto it, so "패키지" finds the page
 * that writes "패키지를", and a word that only looks as if it had one stays whole.
 */
final class KoreanTest extends TestCase {

	public function test_the_forms_of_a_noun_with_its_particles_share_a_stem(): void {
		$families = array(
			array( '패키지', '패키지를', '패키지는', '패키지가', '패키지의', '패키지에', '패키지에서', '패키지로', '패키지와', '패키지만', '패키지도', '패키지까지', '패키지라는' ),
			array( '커널', '커널을', '커널은', '커널이', '커널과', '커널에서도', '커널로', '커널이라는' ),
			array( '데비안', '데비안이', '데비안은', '데비안을', '데비안으로', '데비안이란', '데비안인가요' ),
			array( '파일', '파일을', '파일들', '파일들을', '파일로' ),
		);
		$stemmer = new Korean();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertSame( array( $family[0] ), array_values( $stems ), implode( ', ', $family ) );
		}
	}

	public function test_a_noun_made_a_verb_loses_the_ending_of_hada_or_doeda(): void {
		$stemmer = new Korean();
		foreach ( array( '설치하려면', '설치하는', '설치할', '설치한', '설치했는데', '설치해야', '설치하나요', '설치됩니다', '설치된' ) as $word ) {
			$this->assertSame( '설치', $stemmer->stem( $word ), $word );
		}
		$this->assertSame( '업데이트', $stemmer->stem( '업데이트해' ) );
		$this->assertSame( '돌아가', $stemmer->stem( '돌아가나요' ), 'a two-syllable ending of any verb' );
	}

	public function test_a_particle_is_taken_off_only_in_the_form_its_syllable_calls_for(): void {
		$stemmer = new Korean();
		// 이 follows a final consonant: "디스플레이" ends in a vowel, so its 이 is the word's own.
		$this->assertSame( '디스플레이', $stemmer->stem( '디스플레이' ) );
		$this->assertSame( '디스플레이', $stemmer->stem( '디스플레이가' ) );
		// 로 after ㄹ, 으로 after other consonants.
		$this->assertSame( '파일', $stemmer->stem( '파일로' ) );
		$this->assertSame( '설정', $stemmer->stem( '설정으로' ) );
		$this->assertSame( '설정으', $stemmer->stem( '설정으' ), 'no particle: nothing taken' );
	}

	public function test_short_words_that_end_like_a_particle_stay_whole(): void {
		$stemmer = new Korean();
		foreach ( array( '평가', '속도', '정의', '포함', '역할', '이해', '권한' ) as $word ) {
			$this->assertSame( $word, $stemmer->stem( $word ), $word );
		}
		$this->assertSame( '소프트웨어', $stemmer->stem( '소프트웨어도' ), 'a particle, not a verb ending' );
	}

	public function test_a_particle_after_latin_letters_or_digits_goes_too(): void {
		$stemmer = new Korean();
		$this->assertSame( 'apt', $stemmer->stem( 'apt를' ) );
		$this->assertSame( 'dpkg', $stemmer->stem( 'dpkg로' ) );
		$this->assertSame( 'debian', $stemmer->stem( 'debian은' ) );
		$this->assertSame( 'install', $stemmer->stem( 'install' ), 'words without Hangul are left alone' );
	}
}
