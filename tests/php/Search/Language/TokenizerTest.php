<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Extra_Terms;
use Docent\Search\Ranking\Query;
use Docent\Search\Language\Spelling;
use Docent\Search\Language\Stemmer;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * How text becomes search terms: the same rules for the index, the query and the highlighter.
 */
final class TokenizerTest extends TestCase {

	public function test_words_are_folded_to_lower_case_without_accents(): void {
		$this->assertSame(
			array( 'cafe', 'resume', 'naive', 'sao', 'paulo', 'zurich', 'strasse' ),
			Tokenizer::words( 'Café RÉSUMÉ naïve São Paulo Zürich Straße' )
		);
	}

	public function test_acronyms_and_apostrophes_keep_words_whole(): void {
		$this->assertSame( array( 'ai', 'chat', 'dont', 'open', 'docent', 'wp', 'admin' ), Tokenizer::words( "A.I. Chat: don't open Docent's wp-admin" ) );
	}

	public function test_chinese_and_japanese_runs_become_characters_and_pairs(): void {
		$this->assertSame( array( '数据库', 'and', 'カタカナ' ), Tokenizer::words( '数据库 and カタカナ' ) );
		$this->assertSame( array( '数', '据', '库', '数据', '据库' ), Tokenizer::terms_of( '数据库' ) );
		$this->assertSame( array( '数据', '据库' ), Tokenizer::terms_of( '数据库', false ) );
	}

	public function test_chinese_and_japanese_punctuation_ends_a_word_on_every_php_version(): void {
		// PHP 8.2's PCRE reads 、。「」・ as Han or Kana, PHP 8.1's as punctuation: both must cut here.
		$this->assertSame( array( '不具合を見つけました', '開発者に伝える' ), Tokenizer::words( '不具合を見つけました。開発者に伝える' ) );
		$this->assertSame( array( '設定', 'ファイル', 'ソフト', 'ウェア' ), Tokenizer::words( '「設定」、ファイル・ソフト・ウェア' ) );
		$this->assertSame( array( '数据库', '索引' ), Tokenizer::words( '数据库，索引。' ) );
		// Letters only the shared reading names stay letters everywhere: the long vowel, 〆, ゝ.
		$this->assertSame( array( 'データ〆切', 'いすゞ' ), Tokenizer::words( 'データ〆切 いすゞ' ) );
		$this->assertSame( array( 'パッ', 'ッケ', 'ケー', 'ージ' ), Tokenizer::terms_of( 'パッケージ', false ) );
		$this->assertTrue( Tokenizer::is_cjk( 'ー' ) );
		$this->assertFalse( Tokenizer::is_cjk( '。' ) );
	}

	public function test_a_name_beside_chinese_or_japanese_text_is_a_name_and_the_text_is_not_part_of_it(): void {
		$this->assertSame( array( 'orig.tar.gz' ), Extra_Terms::identifiers( '元のorig.tar.gzを含める' ) );
		$this->assertSame( array( 'utf-8' ), Extra_Terms::identifiers( '转UTF-8' ) );
		$this->assertSame( array(), Extra_Terms::identifiers( 'リビジョン-2で' ) );
		$this->assertSame( array( 'get_object_or_404', 'auth.user', 'wp-admin' ), Extra_Terms::identifiers( 'get_object_or_404 auth.User wp-admin' ) );
		// The query looks for the name whole, and for no made-up word of the sentence around it.
		$words = array_column( Query::parse( 'リビジョン-2で、元のorig.tar.gzを含める' )->groups, 'word' );
		$this->assertContains( 'orig.tar.gz', $words );
		$this->assertSame( array(), preg_grep( '/[_.\-]/', array_diff( $words, array( 'orig.tar.gz' ) ) ) );
	}

	public function test_cyrillic_is_split_into_words_like_latin(): void {
		$this->assertSame( array( 'привет', 'мир', 'елка' ), Tokenizer::words( 'Привет, МИР! Ёлка' ) );
	}

	public function test_stopwords_and_single_letters_are_not_terms(): void {
		$this->assertSame( array(), Tokenizer::terms_of( 'the' ) );
		$this->assertSame( array(), Tokenizer::terms_of( 'x' ) );
		$this->assertSame( array( 'widget' ), Tokenizer::terms_of( 'widget' ) );
	}

	public function test_word_families_share_a_stem(): void {
		$families = array(
			array( 'install', 'installing', 'installed', 'installation', 'installs' ),
			array( 'change', 'changes', 'changing', 'changed' ),
			array( 'customise', 'customize', 'customisation' ),
			array( 'colour', 'colours' ),
			array( 'hide', 'hiding' ),
		);
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( Stemmer::class, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
		$this->assertNotSame( Stemmer::stem( 'policy' ), Stemmer::stem( 'police' ) );
	}

	public function test_technical_words_keep_a_stem_of_their_own(): void {
		$apart = array(
			array( 'atomic', 'atom' ),
			array( 'generic', 'general', 'generate' ),
			array( 'authorization', 'author', 'authority' ),
			array( 'locale', 'local' ),
			array( 'integrity', 'integration' ),
			array( 'community', 'communication' ),
			array( 'experiment', 'experience' ),
			array( 'news', 'new' ),
			array( 'relative', 'relation' ),
		);
		foreach ( $apart as $words ) {
			$stems = array_unique( array_map( array( Stemmer::class, 'stem' ), $words ) );
			$this->assertCount( count( $words ), $stems, implode( ', ', $words ) . ' → ' . implode( ', ', $stems ) );
		}
		$together = array(
			array( 'atomic', 'atomically', 'atomicity' ),
			array( 'generate', 'generated', 'generating', 'generator' ),
			array( 'authorize', 'authorise', 'authorization', 'authorisation' ),
			array( 'locale', 'locales' ),
		);
		foreach ( $together as $family ) {
			$stems = array_unique( array_map( array( Stemmer::class, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_one_edit_means_one_insertion_deletion_substitution_or_swap(): void {
		$this->assertTrue( Spelling::one_edit( 'pasword', 'password' ) );
		$this->assertTrue( Spelling::one_edit( 'passsword', 'password' ) );
		$this->assertTrue( Spelling::one_edit( 'passwerd', 'password' ) );
		$this->assertTrue( Spelling::one_edit( 'recieve', 'receive' ) );
		$this->assertFalse( Spelling::one_edit( 'pasword', 'pasword' ) );
		$this->assertFalse( Spelling::one_edit( 'psaswrod', 'password' ) );
		$this->assertFalse( Spelling::one_edit( 'pass', 'password' ) );
	}

	public function test_queries_know_unfinished_words_phrases_and_stopwords(): void {
		$query = Query::parse( 'how do I insta' );
		$this->assertSame( array( array( 'word' => 'insta', 'kind' => 'prefix' ) ), $query->groups );

		$query = Query::parse( 'install widget ' );
		$this->assertSame( array( 'word', 'word' ), array_column( $query->groups, 'kind' ) );

		$query = Query::parse( '“reset the password” today' );
		$this->assertSame( array( array( array( 'reset', 0 ), array( 'password', 2 ) ) ), $query->phrases );
		$this->assertSame( array( 'reset', 'password', 'today' ), array_column( $query->groups, 'word' ) );

		$query = Query::parse( 'the' );
		$this->assertSame( array( 'the' ), array_column( $query->groups, 'word' ), 'nothing but stopwords: still searched' );

		$this->assertTrue( Query::parse( '"  ' )->is_empty() );
	}
}
