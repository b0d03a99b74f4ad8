<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Suffix_Table;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The endings a stemmer's step looks for, found longest first, within a region.
 */
final class Suffix_TableTest extends TestCase {

	public function test_the_longest_ending_and_its_rule_are_found(): void {
		$table = new Suffix_Table( array( 'noun' => 'ión iones', 'verb' => "ar\n\t\ter" ), array( 'ó' => 'O' ) );
		$this->assertSame( array( 4, 'noun' ), $table->longest( 'canciOn' ) );
		$this->assertSame( array( 4, 'noun' ), $table->longest( 'canciones' ) );
		$this->assertSame( array( 4, 'verb' ), $table->longest( 'hablar' ) );
		$this->assertNull( $table->longest( 'canto' ) );
	}

	public function test_an_ending_must_start_within_the_region(): void {
		$table = new Suffix_Table( array( 'a' => 'ando o' ), array() );
		$this->assertSame( array( 4, 'a' ), $table->longest( 'hablando', 4 ) );
		$this->assertSame( array( 7, 'a' ), $table->longest( 'hablando', 5 ), 'the shorter ending inside the region' );
		$this->assertNull( $table->longest( 'hablando', 8 ) );
		$this->assertNull( $table->longest( 'o', 3 ) );
	}

	public function test_letters_before_an_offset_are_checked_within_a_region(): void {
		$this->assertTrue( Suffix_Table::precedes( 'indicacion', 5, 'ic', 3 ) );
		$this->assertFalse( Suffix_Table::precedes( 'indicacion', 5, 'ic', 4 ) );
		$this->assertFalse( Suffix_Table::precedes( 'indicacion', 6, 'ic' ) );
		$this->assertFalse( Suffix_Table::precedes( 'ic', 1, 'ic' ) );
		$this->assertSame( 'posibil', Suffix_Table::drop( 'posibilat', array( 'os', 'at' ), 7 ) );
		$this->assertSame( 'posibilat', Suffix_Table::drop( 'posibilat', array( 'at' ), 8 ) );
	}
}
