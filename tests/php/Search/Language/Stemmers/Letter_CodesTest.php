<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Letter_Codes;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The byte-per-letter form stemmers work on, and the letter tests they share.
 */
final class Letter_CodesTest extends TestCase {

	public function test_every_letter_becomes_one_byte_and_comes_back(): void {
		$letters = new Letter_Codes( array( 'ä' => 'A' ) );
		$encoded = $letters->encode( 'bäçkøç' );
		$this->assertSame( 6, strlen( (string) $encoded ) );
		$this->assertSame( 'bA', substr( (string) $encoded, 0, 2 ) );
		$this->assertSame( 'baçkøç', $letters->decode( str_replace( 'A', 'a', (string) $encoded ) ) );
	}

	public function test_text_that_is_not_a_word_is_refused(): void {
		$letters = new Letter_Codes( array() );
		$this->assertNull( $letters->encode( "caf\xC3" ) );
		$this->assertNull( $letters->encode( "tab\tbed" ) );
		$this->assertSame( 'plain', $letters->encode( 'plain' ) );
	}

	public function test_regions_start_after_a_vowel_and_a_consonant(): void {
		$this->assertSame( array( 5, 7 ), Letter_Codes::regions( 'beautiful', 'aeiouy' ) );
		$this->assertSame( array( 5, 6 ), Letter_Codes::regions( 'beauty', 'aeiouy' ) );
		$this->assertSame( array( 3, 3 ), Letter_Codes::regions( 'sky', 'aeiou' ) );
	}

	public function test_rv_starts_after_the_letters_the_romance_algorithms_name(): void {
		$vowels = 'aeiou';
		$this->assertSame( 3, Letter_Codes::rv( 'macho', $vowels ), 'after the vowel that follows a second consonant' );
		$this->assertSame( 3, Letter_Codes::rv( 'oliva', $vowels ), 'after the next consonant when two vowels open it' );
		$this->assertSame( 3, Letter_Codes::rv( 'aureo', $vowels ) );
		$this->assertSame( 3, Letter_Codes::rv( 'trabajo', $vowels ) );
		$this->assertSame( 3, Letter_Codes::rv( 'cama', $vowels ), 'after the third letter otherwise' );
		$this->assertSame( 3, Letter_Codes::rv( 'crr', $vowels ), 'the end when there is no such letter' );
		$this->assertSame( 2, Letter_Codes::rv( 'ai', $vowels ) );
	}

	public function test_the_longest_ending_is_found(): void {
		$this->assertSame( 'ern', Letter_Codes::ending( 'kindern', '/(?:e|en|ern)\z/' ) );
		$this->assertSame( '', Letter_Codes::ending( 'kind', '/(?:e|en|ern)\z/' ) );
		$this->assertTrue( Letter_Codes::ends_in( 'kind', 'dt' ) );
		$this->assertFalse( Letter_Codes::ends_in( '', 'dt' ) );
	}
}
