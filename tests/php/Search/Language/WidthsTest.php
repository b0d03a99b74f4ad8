<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Tokenizer;
use Docent\Search\Language\Widths;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * On a Japanese site a visitor whose input method is on types "ＰＤＦ" and "２０２４", and older
 * docs write katakana in half width ("ﾌﾟﾘﾝﾀ"): the same words as "PDF", "2024" and "プリンタ".
 */
final class WidthsTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'ja';
	}

	public function test_full_width_latin_and_half_width_katakana_are_read_in_their_usual_width(): void {
		$this->assertSame( 'PDF ファイル 2024年: https://example.org', Widths::fold( 'ＰＤＦ　ファイル　２０２４年：　ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｏｒｇ' ) );
		$this->assertSame( 'プリンターの設定。ガイド パスワード ヴァ', Widths::fold( 'ﾌﾟﾘﾝﾀｰの設定｡ｶﾞｲﾄﾞ ﾊﾟｽﾜｰﾄﾞ ｳﾞｧ' ) );
		$this->assertSame( 'Plain text, ふつうの文字。', Widths::fold( 'Plain text, ふつうの文字。' ) );
	}

	public function test_the_tokenizer_reads_both_widths_as_one_word(): void {
		$this->assertSame( Tokenizer::words( 'PDF 2024 プリンタ' ), Tokenizer::words( 'ＰＤＦ ２０２４ ﾌﾟﾘﾝﾀ' ) );
	}

	public function test_a_word_typed_in_full_width_finds_the_doc_that_writes_it_in_half(): void {
		$pdf     = $this->article( 'PDF の印刷', '<p>PDF を開いて印刷します。</p>' );
		$printer = $this->article( 'ﾌﾟﾘﾝﾀの接続', '<p>ﾌﾟﾘﾝﾀを USB で接続します。</p>' );
		$this->assertSame( $pdf, $this->search_ids( 'ＰＤＦ' )[0] ?? null );
		$this->assertSame( $this->search_ids( 'PDF' ), $this->search_ids( 'ＰＤＦ' ) );
		$this->assertSame( $printer, $this->search_ids( 'プリンタ' )[0] ?? null, 'first: other docs share some of its pairs' );
	}

	public function test_the_words_found_are_marked_in_the_width_the_doc_writes_them(): void {
		$printer = $this->article( 'ﾌﾟﾘﾝﾀの接続', '<p>ﾌﾟﾘﾝﾀを ＵＳＢ で接続します。</p>' );
		$items   = $this->search()->search( 'USB', 1, 10 )['items'];
		$this->assertSame( array( $printer ), array_column( $items, 'id' ) );
		$this->assertStringContainsString( '<mark>ＵＳＢ</mark>', $items[0]['excerpt'] );
	}
}
