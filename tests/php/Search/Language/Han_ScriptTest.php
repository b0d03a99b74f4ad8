<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Han_Script;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * Chinese in either script: a visitor who types Simplified characters on a site written in
 * Traditional ones finds its docs, and the reverse; other languages read their characters as
 * written.
 */
final class Han_ScriptTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'zh_TW';
	}

	public function test_each_traditional_character_has_one_simplified_form_of_the_same_length(): void {
		$table = require dirname( __DIR__, 4 ) . '/includes/Search/Language/han-simplified.php';
		$this->assertGreaterThan( 2000, count( $table ) );
		foreach ( $table as $traditional => $simplified ) {
			$this->assertSame( 3, strlen( $traditional ), "$traditional is one character of three bytes" );
			$this->assertSame( 3, strlen( $simplified ), "$simplified is one character of three bytes" );
			$this->assertArrayNotHasKey( $simplified, $table, "$traditional maps to its last form" );
		}
		$this->assertSame( '开关设定软体网路语言后', Han_Script::simplified( '開關設定軟體網路語言後' ) );
		// Characters Simplified writing also keeps as they are ("著作", "乾隆") are left alone.
		$this->assertSame( '著乾', Han_Script::simplified( '著乾' ) );
		$this->assertSame( 'Docker 设定：开启', Han_Script::simplified( 'Docker 設定：開啟' ) );
	}

	public function test_only_chinese_reads_both_scripts_alike(): void {
		$this->assertSame( array( '设定', '语言' ), Tokenizer::words( '設定 語言' ) );
		$this->locale = 'ja';
		Tokenizer::reset();
		$this->assertSame( array( '設定', '語言' ), Tokenizer::words( '設定 語言' ), 'Japanese writes 設定, and its rules say nothing of Chinese scripts' );
	}

	public function test_a_simplified_query_finds_a_traditional_doc_and_marks_its_words(): void {
		$doc   = $this->article( '備份資料庫', '<p>在升級之前，請先備份您的資料庫與設定檔。</p>' );
		$other = $this->article( '安裝套件', '<p>使用 apt 安裝新的套件。</p>' );

		$this->assertSame( $doc, $this->search_ids( '备份资料库' )[0] ?? 0 );
		$this->assertSame( $other, $this->search_ids( '安装套件' )[0] ?? 0 );
		$excerpt = $this->search()->search( '设定档' )['items'][0]['excerpt'] ?? '';
		$this->assertStringContainsString( '<mark>設定檔</mark>', $excerpt, 'the doc\'s own characters are marked' );
	}

	public function test_a_traditional_question_finds_a_simplified_doc_and_chat_answers_it(): void {
		$this->locale = 'zh_CN';
		Tokenizer::reset();
		$doc = $this->article( '备份数据库', '<p>在升级之前，请先备份您的数据库与配置文件。备份可以随时恢复。</p>' );
		$this->article( '安装软件包', '<p>使用 apt 安装新的软件包。</p>' );

		$this->assertSame( $doc, $this->search_ids( '怎麼備份數據庫？' )[0] ?? 0 );

		$this->chat_on();
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => '升級之前要怎麼備份數據庫？' ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( '备份数据库' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );
	}

	public function test_a_japanese_site_reads_its_characters_as_written(): void {
		$this->locale = 'ja';
		Tokenizer::reset();
		$doc = $this->article( '備份資料庫', '<p>在升級之前，請先備份您的資料庫。</p>' );

		$this->assertSame( $doc, $this->search_ids( '備份資料庫' )[0] ?? 0 );
		$this->assertSame( array(), $this->search_ids( '备份资料库' ), 'no Chinese rule folds the characters' );
	}
}
