<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Language\Languages;
use Docent\Search\Ranking\Chunk_Match;
use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A Chinese or Japanese chunk of a question finds the docs that hold enough of its character
 * pairs, even where they write it differently ("忘记了密码" for "忘记密码").
 */
final class Chunk_MatchTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'locale' );
		Languages::reset();
		parent::tearDown();
	}

	public function test_a_chunk_is_its_character_pairs_a_third_of_which_a_doc_needs(): void {
		$this->assertSame(
			array(
				'pairs' => array( '忘记', '记密', '密码' ),
				'need'  => 1,
			),
			Chunk_Match::of( '忘记密码' )
		);
		$this->assertSame( 2, Chunk_Match::of( 'パスワード' )['need'] );
		$this->assertSame( 3, Chunk_Match::need( 7 ) );
		$this->assertNull( Chunk_Match::of( '密码' ) );
		$this->assertNull( Chunk_Match::of( '码' ) );
	}

	public function test_a_chunk_counts_as_one_word_held_by_enough_of_its_pairs(): void {
		$query  = Query::parse( 'apt 忘记密码 软件包 ' );
		$groups = $query->groups;
		$this->assertSame( 3, Chunk_Match::units( $query->chunks, $groups ) );
		$docs   = static fn( array $ids ): array => array( array_fill_keys( $ids, 1 ) );
		$scored = array();
		foreach ( $groups as $g => $group ) {
			// Doc 1 has "apt" and "忘记"; doc 2 the pairs of both chunks and no "apt".
			$scored[ $g ] = $docs( array( '忘记' => array( 1, 2 ), '记密' => array( 2 ), 'apt' => array( 1 ), '软件' => array( 2 ), '件包' => array( 2 ) )[ $group['word'] ] ?? array() );
		}
		$this->assertSame( array( 1 => 2, 2 => 2 ), Chunk_Match::matching( $query->chunks, $groups, $scored, 2 ) );
		$this->assertSame( array(), Chunk_Match::matching( $query->chunks, $groups, $scored, 3 ) );
	}

	public function test_a_query_looks_for_a_chunk_by_its_pairs_not_as_a_phrase(): void {
		$query = Query::parse( 'apt 忘记密码' );
		$this->assertSame( array( '忘记', '记密', '密码' ), $query->chunks[0]['pairs'] );
		$this->assertSame( array(), $query->phrases );
		$this->assertSame( array( '忘记', '记密', '密码', 'apt' ), array_column( $query->groups, 'word' ) );
		$this->assertSame( array( '忘记密码' ), $query->highlights );
		// A chunk of one pair is still looked for as itself.
		$this->assertSame( array( '密码' ), array_column( Query::parse( '密码' )->groups, 'word' ) );
	}

	public function test_a_chinese_question_finds_the_article_that_writes_its_words_apart(): void {
		add_filter( 'locale', static fn(): string => 'zh_CN' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$apart             = $this->article_in( $section, '登录问题', '如果忘记了密码，可以在登录页面重新设置。' );
		$together          = $this->article_in( $section, '账户安全', '忘记密码时请联系管理员。' );
		$this->article_in( $section, '字体设置', '中文字体可以在设置页面选择。' );

		// As one phrase the chunk found only the doc that writes it the same way; the one that
		// writes it apart has two of its three pairs, so it comes second.
		$this->assertSame( array( $together, $apart ), $this->search_ids( '忘记密码怎么办？' ) );
	}

	public function test_a_japanese_question_finds_the_article_that_writes_its_words_apart(): void {
		add_filter( 'locale', static fn(): string => 'ja' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$wanted            = $this->article_in( $section, 'ログインできないとき', 'パスワードを再び設定するには、ログイン画面のリンクを使います。' );
		$this->article_in( $section, 'フォントの設定', '日本語フォントは設定画面で選べます。' );

		// "再設定" is written "再び設定": "再設" is in no doc, "設定" is in both, "パスワード" in one.
		$this->assertSame( array( $wanted ), $this->search_ids( 'パスワードの再設定方法を教えてください' ) );
	}

	public function test_a_doc_with_too_few_pairs_of_a_long_chunk_is_not_found(): void {
		add_filter( 'locale', static fn(): string => 'zh_CN' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$wanted            = $this->article_in( $section, '软件包管理', '软件包管理器负责安装和删除软件包。' );
		$this->article_in( $section, '硬件', '硬件驱动由内核提供。' );

		// Seven pairs, three needed: the wanted doc has six of them.
		$this->assertSame( array( $wanted ), $this->search_ids( '软件包管理器安装' ) );
		// Seven pairs again, and no doc has more than two ("管理", "软件").
		$this->assertSame( array(), $this->search_ids( '管理软件仓库镜像' ) );
	}

	public function test_when_no_doc_has_every_chunk_a_doc_with_one_of_them_is_found(): void {
		add_filter( 'locale', static fn(): string => 'zh_CN' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$wanted            = $this->article_in( $section, '我有多台机器；我怎样才能只下载一次更新？', '使用缓存代理。' );
		$this->article_in( $section, '字体设置', '中文字体可以在设置页面选择。' );
		// Three chunks ("好几台电脑", "只下载一次更新", "所有机器用"): no doc has enough pairs of the
		// first, so none had them all and the question found nothing.
		$this->assertSame( array( $wanted ), $this->search_ids( '我有好几台电脑，能不能只下载一次更新给所有机器用？' ) );
	}

	public function test_a_long_page_with_a_few_pairs_of_every_chunk_is_no_tier_above_the_page_about_the_question(): void {
		add_filter( 'locale', static fn(): string => 'ja' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$wanted            = $this->article_in( $section, 'メモリとディスクの最低限の容量', 'メモリは 2GB、ディスクの空きは 10GB が最低限です。' );
		$filler            = str_repeat( 'インストーラの各部品は順番に読み込まれ、画面の指示に従って進みます。', 30 );
		$long              = $this->article_in( $section, 'それぞれのコンポーネントの使い方', $filler . 'メモリが少ないとメッセージが出ます。最低でも一つのディスクを選びます。' . $filler );

		// Three words: "メモリ", "ストレージ", "最低". The long page holds two of ストレージ's four
		// pairs by chance ("インストーラ", "メッセージ"), so it alone held enough of every word and
		// came a tier above; for a question, holding them all is now one title word of evidence.
		$this->assertSame( array( $wanted, $long ), $this->search_ids( 'メモリとストレージは最低どのくらい必要ですか？' ) );
	}

	/**
	 * An article in a section.
	 *
	 * @param int    $section Parent doc.
	 * @param string $title   Title.
	 * @param string $text    Its one paragraph.
	 */
	private function article_in( int $section, string $title, string $text ): int {
		return $this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => $title,
				'post_content' => '<p>' . $text . '</p>',
			)
		);
	}
}
