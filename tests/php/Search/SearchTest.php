<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search;

use Docent\Search\Backend;
use Docent\Search\Index\Rebuilder;
use Docent\Search\Search;
use Docent\Tests\TestCase;
use WP_Post;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Search as the Explore tab and A.I. Chat use it: Search::search().
 * Words are made up so the demo docs on the test site never match.
 */
final class SearchTest extends TestCase {

	/**
	 * Ids of the results for a query, best first.
	 *
	 * @param string $query    Query.
	 * @param int    $per_page Results per page.
	 * @return int[]
	 */
	private function ids( string $query, int $per_page = 50 ): array {
		return $this->search_ids( $query, $per_page );
	}

	protected function tearDown(): void {
		remove_all_filters( 'docent_search_backend' );
		remove_all_filters( 'docent_search_block_size' );
		$this->search()->reset_backend();
		parent::tearDown();
	}

	public function test_results_have_the_documented_shape(): void {
		list( $documentation, $section, $article ) = $this->doc_tree(
			array(
				'post_title'   => 'Configuring the zorblax',
				'post_content' => '<p>The zorblax needs a name.</p>',
			)
		);
		$result = $this->search()->search( 'zorblax' );

		$this->assertSame( 1, $result['total'] );
		$item = $result['items'][0];
		$this->assertSame( array( 'id', 'title', 'link', 'excerpt', 'breadcrumb', 'score' ), array_keys( $item ) );
		$this->assertSame( $article, $item['id'] );
		$this->assertSame( 'Configuring the zorblax', $item['title'] );
		$this->assertSame( get_permalink( $article ), $item['link'] );
		$this->assertSame( 'The <mark>zorblax</mark> needs a name.', $item['excerpt'] );
		$this->assertSame(
			array(
				'documentation' => get_the_title( $documentation ),
				'section'       => get_the_title( $section ),
			),
			$item['breadcrumb']
		);
		$this->assertIsFloat( $item['score'] );
	}

	public function test_matching_ignores_case_and_accents_both_ways(): void {
		$accented = $this->doc( array( 'post_title' => 'Le Café Zürichois', 'post_content' => '<p>Un résumé naïve.</p>' ) );
		$plain    = $this->doc( array( 'post_title' => 'Cafe zurichois plain', 'post_content' => '<p>A resume.</p>' ) );

		foreach ( array( 'cafe zurichois', 'CAFÉ ZÜRICHOIS', 'Café Zurichois' ) as $query ) {
			$ids = $this->ids( $query );
			$this->assertContains( $accented, $ids, $query );
			$this->assertContains( $plain, $ids, $query );
		}
		$this->assertContains( $accented, $this->ids( 'resume naive' ) );
	}

	public function test_greek_is_found_with_or_without_its_accents_and_in_capitals(): void {
		$greek = $this->doc( array( 'post_title' => 'Εγκατάσταση του συστήματος', 'post_content' => '<p>Διαμερίσεις στον ΣΚΛΗΡΟ ΔΙΣΚΟ.</p>' ) );

		$this->assertContains( $greek, $this->ids( 'εγκατασταση' ) );
		$this->assertContains( $greek, $this->ids( 'ΕΓΚΑΤΑΣΤΑΣΗ' ) );
		$this->assertContains( $greek, $this->ids( 'σκληρό δίσκο' ) );
		$this->assertStringContainsString( '<mark>ΔΙΣΚΟ</mark>', $this->search()->search( 'δίσκο' )['items'][0]['excerpt'] );
	}

	public function test_hebrew_is_found_with_or_without_its_vowel_points(): void {
		$pointed = $this->doc( array( 'post_title' => 'הַגְדָּרוֹת חֶשְׁבּוֹן', 'post_content' => '<p>שִׁנּוּי סִיסְמָה.</p>' ) );
		$plain   = $this->doc( array( 'post_title' => 'הגדרות חשבון פשוטות', 'post_content' => '<p>שינוי סיסמה.</p>' ) );

		$this->assertContains( $pointed, $this->ids( 'הגדרות חשבון' ) );
		$this->assertContains( $plain, $this->ids( 'הַגְדָּרוֹת' ) );
		$this->assertStringContainsString( '<mark>', $this->search()->search( 'סיסמה' )['items'][0]['excerpt'] );
	}

	public function test_accents_written_as_marks_of_their_own_and_the_turkish_capital_i_fold_too(): void {
		$turkish    = $this->doc( array( 'post_title' => 'İSTANBUL ŞUBESİ', 'post_content' => '<p>İSTANBUL şubesinde şifre değiştirme.</p>' ) );
		$decomposed = $this->doc( array( 'post_title' => "Le Cafe\u{0301} du coin", 'post_content' => "<p>Un re\u{0301}sume\u{0301}.</p>" ) );

		$this->assertContains( $turkish, $this->ids( 'istanbul şubesi' ) );
		$this->assertContains( $turkish, $this->ids( 'İstanbul' ) );
		$this->assertContains( $decomposed, $this->ids( 'café du coin' ) );
		$this->assertContains( $decomposed, $this->ids( 'resume' ) );
		$this->assertStringContainsString( '<mark>İSTANBUL</mark>', $this->search()->search( 'istanbul' )['items'][0]['excerpt'] );
	}

	public function test_the_last_word_matches_as_a_prefix_while_typing(): void {
		$doc = $this->doc( array( 'post_title' => 'Quuxlination guide' ) );

		$this->assertContains( $doc, $this->ids( 'quuxli' ) );
		$this->assertContains( $doc, $this->ids( 'guide quuxl' ) );
		// A finished word (followed by a space) is not a prefix any more.
		$this->assertNotContains( $doc, $this->ids( 'quuxli ' ) );
	}

	public function test_one_typo_is_forgiven_in_words_of_five_letters_or_more(): void {
		$long  = $this->doc( array( 'post_title' => 'Frobnicator settings' ) );
		$short = $this->doc( array( 'post_title' => 'Zopq handbook' ) );

		$this->assertContains( $long, $this->ids( 'frobnicatr' ), 'a letter missing' );
		$this->assertContains( $long, $this->ids( 'frobnicattor' ), 'a letter too many' );
		$this->assertContains( $long, $this->ids( 'frobnicetor' ), 'a wrong letter' );
		$this->assertContains( $long, $this->ids( 'frobnictaor ' ), 'two letters swapped, word finished' );
		$this->assertContains( $long, $this->ids( 'frobnicatr settings' ), 'with another word' );
		$this->assertSame( array(), $this->ids( 'frbnictaor' ), 'two typos' );
		$this->assertSame( array(), $this->ids( 'zopx ' ), 'four letters: no typo allowed' );
		$this->assertSame( array( $short ), $this->ids( 'zopq ' ) );
	}

	public function test_an_exact_match_ranks_above_a_typo_match(): void {
		$typo  = $this->doc( array( 'post_title' => 'Warbling guide', 'post_content' => '<p>Wobbling and warbling.</p>' ) );
		$exact = $this->doc( array( 'post_title' => 'Wobling guide', 'post_content' => '<p>Wobling explained.</p>' ) );

		$ids = $this->ids( 'wobling guide' );
		$this->assertSame( $exact, $ids[0] );
		$this->assertContains( $typo, $ids );
	}

	public function test_several_words_narrow_the_results(): void {
		$both  = $this->doc( array( 'post_title' => 'Zephyrine quillotage' ) );
		$first = $this->doc( array( 'post_title' => 'Zephyrine only' ) );

		$this->assertEqualsCanonicalizing( array( $both, $first ), $this->ids( 'zephyrine' ) );
		$this->assertSame( array( $both ), $this->ids( 'zephyrine quillotage' ) );
	}

	public function test_a_question_whose_words_are_never_all_together_still_finds_the_closest_docs(): void {
		$doc = $this->doc( array( 'post_title' => 'Resetting the plonkometer' ) );

		$ids = $this->ids( 'how do I reset my plonkometer when it blinks purple' );
		$this->assertSame( $doc, $ids[0] ?? null );
	}

	public function test_quoted_phrases_need_the_words_together_and_in_order(): void {
		$together = $this->doc( array( 'post_title' => 'Guide one', 'post_content' => '<p>First reset the blorvex password now.</p>' ) );
		$reversed = $this->doc( array( 'post_title' => 'Guide two', 'post_content' => '<p>The blorvex password reset is simple.</p>' ) );
		$apart    = $this->doc( array( 'post_title' => 'Guide three', 'post_content' => '<p>Reset it. Then the blorvex asks for a password.</p>' ) );

		$this->assertEqualsCanonicalizing( array( $together, $reversed, $apart ), array_slice( $this->ids( 'blorvex password reset' ), 0, 3 ), 'the docs with every word first (other docs on resetting a password follow)' );
		$this->assertSame( array( $together ), $this->ids( '"reset the blorvex password"' ) );
		$this->assertEqualsCanonicalizing( array( $together, $reversed ), $this->ids( '"blorvex password" reset' ) );
		$this->assertSame( array( $reversed ), $this->ids( '"blorvex password reset"' ) );
		// A phrase does not run from the title into the body.
		$this->assertSame( array(), $this->ids( '"one first"' ) );
	}

	public function test_chinese_and_japanese_text_without_spaces_is_found(): void {
		$chinese  = $this->doc( array( 'post_title' => '数据库备份指南', 'post_content' => '<p>如何备份您的数据库。</p>' ) );
		$japanese = $this->doc( array( 'post_title' => '検索エンジンの設定', 'post_content' => '<p>ウィジェットで検索できます。</p>' ) );

		$this->assertContains( $chinese, $this->ids( '数据库' ) );
		$this->assertContains( $chinese, $this->ids( '备份' ) );
		$this->assertNotContains( $chinese, $this->ids( '数备' ), 'characters that are not neighbours' );
		$this->assertContains( $japanese, $this->ids( 'エンジン' ) );
		$this->assertContains( $japanese, $this->ids( 'ウィジェット' ) );

		$excerpt = $this->search()->search( '备份' )['items'][0]['excerpt'];
		$this->assertStringContainsString( '<mark>备份</mark>', $excerpt );
	}

	public function test_thai_and_other_text_without_spaces_is_found_by_a_word_inside_a_sentence(): void {
		$password = $this->doc( array( 'post_title' => 'บัญชีผู้ใช้', 'post_content' => '<p>การตั้งค่ารหัสผ่านใหม่ทำได้ที่หน้าเข้าสู่ระบบ</p>' ) );
		$theme    = $this->doc( array( 'post_title' => 'รูปแบบเว็บไซต์', 'post_content' => '<p>เลือกสีและแบบอักษรได้ที่หน้าการตั้งค่า</p>' ) );
		$khmer    = $this->doc( array( 'post_title' => 'ការកំណត់', 'post_content' => '<p>ប្តូរពាក្យសម្ងាត់របស់អ្នកនៅទីនេះ</p>' ) );
		$lao      = $this->doc( array( 'post_title' => 'ບັນຊີ', 'post_content' => '<p>ການຕັ້ງຄ່າລະຫັດຜ່ານໃໝ່</p>' ) );
		$myanmar  = $this->doc( array( 'post_title' => 'အကောင့်', 'post_content' => '<p>စကားဝှက်ကိုဒီမှာပြောင်းပါ</p>' ) );

		// Each sentence was one word: a word inside it found nothing.
		$this->assertSame( array( $password ), $this->ids( 'รหัสผ่าน' ), 'password' );
		$this->assertSame( array( $theme ), $this->ids( 'แบบอักษร' ), 'font' );
		$this->assertEqualsCanonicalizing( array( $password, $theme ), $this->ids( 'การตั้งค่า' ), 'settings, in both' );
		$this->assertSame( array( $khmer ), $this->ids( 'ពាក្យសម្ងាត់' ), 'password, in Khmer' );
		$this->assertSame( array( $lao ), $this->ids( 'ລະຫັດຜ່ານ' ), 'password, in Lao' );
		$this->assertSame( array( $myanmar ), $this->ids( 'စကားဝှက်' ), 'password, in Myanmar' );
		$this->assertSame( array(), $this->ids( 'ภาษาไทย' ), 'a word neither has' );
		$excerpt = $this->search()->search( 'รหัสผ่าน' )['items'][0]['excerpt'] ?? '';
		$this->assertStringContainsString( '<mark>รหัสผ่าน</mark>', $excerpt, 'the word is marked as typed' );

		$this->chat_on();
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'ตั้งรหัสผ่านใหม่ได้ที่ไหน' ) );
		$this->assertSame( array( 'บัญชีผู้ใช้' ), array_column( (array) $reply->get_data()['post_links'], 'title' ), 'chat answers from the page' );
		$declined = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'อบขนมปังอย่างไร' ) );
		$this->assertSame( array(), (array) $declined->get_data()['post_links'], 'how to bake bread: declined' );
	}

	public function test_cyrillic_words_are_found_by_case_and_prefix(): void {
		$doc = $this->doc( array( 'post_title' => 'Настройка виджета помощи', 'post_content' => '<p>Откройте страницу настроек.</p>' ) );

		$this->assertContains( $doc, $this->ids( 'виджета' ) );
		$this->assertContains( $doc, $this->ids( 'ВИДЖЕТА' ) );
		$this->assertContains( $doc, $this->ids( 'настр' ) );
	}

	public function test_a_title_match_ranks_above_docs_that_only_mention_the_word(): void {
		$mentions = $this->article( 'Daily routines', '<p>Check the glimmerwick. Clean the glimmerwick. Oil the glimmerwick, then store the glimmerwick.</p>' );
		$titled   = $this->doc( array( 'post_title' => 'The glimmerwick', 'post_content' => '<p>What it is.</p>' ) );

		$this->assertSame( array( $titled, $mentions ), $this->ids( 'glimmerwick' ) );
	}

	public function test_results_come_best_first_with_decreasing_scores(): void {
		$this->doc( array( 'post_title' => 'Trellisworth basics' ) );
		$this->doc( array( 'post_content' => '<p>About trellisworth.</p>' ) );
		$this->doc( array( 'post_excerpt' => 'Trellisworth in short.' ) );

		$scores = array_column( $this->search()->search( 'trellisworth' )['items'], 'score' );
		$this->assertCount( 3, $scores );
		$sorted = $scores;
		rsort( $sorted );
		$this->assertSame( $sorted, $scores );
	}

	public function test_the_snippet_marks_matches_and_escapes_everything_else(): void {
		// An administrator may save markup in a title (unfiltered_html). Titles are HTML in WordPress:
		// tags go, and the text that is left comes out escaped.
		$this->act_as( 'administrator' );
		$doc = $this->article( '<script>alert(1)</script><em>Snarfblat</em> 5 < 6 & "tricks"', '<p>Use 5 &lt; 6 &amp; the <strong>snarfblat</strong> "quotes" \'here\' &lt;b&gt;not bold&lt;/b&gt;.</p>' );
		$item = $this->search()->search( 'snarfblat' )['items'][0];
		$this->assertSame( $doc, $item['id'] );
		$this->assertSame( 'Snarfblat 5 &lt; 6 &amp; &quot;tricks&quot;', $item['title'] );

		$this->assertSame( 'Use 5 &lt; 6 &amp; the <mark>snarfblat</mark> &quot;quotes&quot; &#039;here&#039; &lt;b&gt;not bold&lt;/b&gt;.', $item['excerpt'] );
		$without_marks = str_replace( array( '<mark>', '</mark>' ), '', $item['excerpt'] );
		$this->assertStringNotContainsString( '<', $without_marks );
		$this->assertStringNotContainsString( '>', $without_marks );
	}

	public function test_the_snippet_is_a_short_window_around_the_best_match(): void {
		$filler = str_repeat( 'Lorem ipsum dolor sit amet consectetur. ', 30 );
		$this->doc( array( 'post_title' => 'Long one', 'post_content' => "<p>$filler The fizzwhistle sits here. $filler</p>" ) );

		$excerpt = $this->search()->search( 'fizzwhistle' )['items'][0]['excerpt'];
		$this->assertStringContainsString( 'The <mark>fizzwhistle</mark> sits here.', $excerpt );
		$this->assertStringStartsWith( '…', $excerpt );
		$this->assertStringEndsWith( '…', $excerpt );
		$this->assertLessThan( 240, mb_strlen( wp_strip_all_tags( $excerpt ) ) );
	}

	public function test_drafts_private_password_scheduled_pending_and_trashed_docs_are_never_returned(): void {
		$public = $this->doc( array( 'post_title' => 'Grommetry public' ) );
		$hidden = array(
			$this->doc( array( 'post_title' => 'Grommetry draft', 'post_status' => 'draft' ) ),
			$this->doc( array( 'post_title' => 'Grommetry private', 'post_status' => 'private' ) ),
			$this->doc( array( 'post_title' => 'Grommetry pending', 'post_status' => 'pending' ) ),
			$this->doc( array( 'post_title' => 'Grommetry password', 'post_password' => 'secret' ) ),
			$this->doc(
				array(
					'post_title'    => 'Grommetry future',
					'post_status'   => 'future',
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
				)
			),
		);
		$trashed  = $this->doc( array( 'post_title' => 'Grommetry trashed' ) );
		wp_trash_post( $trashed );
		$hidden[] = $trashed;

		$this->act_as( 'administrator' );
		$this->assertSame( array( $public ), $this->ids( 'grommetry' ), 'not even for an administrator' );
		$this->assertSame( 1, $this->search()->search( 'grommetry' )['total'] );
		foreach ( $hidden as $id ) {
			$this->assertNotContains( $id, $this->ids( get_post( $id )->post_title ) );
		}
	}

	public function test_the_demo_drafts_and_private_notes_stay_hidden(): void {
		$this->assertSame( 0, $this->search()->search( 'zebracorn' )['total'] );
		$this->assertSame( 0, $this->search()->search( 'quokkasecret' )['total'] );
	}

	public function test_the_index_follows_edits_status_changes_and_deletion(): void {
		$id = $this->doc( array( 'post_title' => 'Vorpalized blades' ) );
		$this->assertSame( array( $id ), $this->ids( 'vorpalized' ) );

		wp_update_post( array( 'ID' => $id, 'post_title' => 'Snickersnee blades' ) );
		$this->assertSame( array(), $this->ids( 'vorpalized' ) );
		$this->assertSame( array( $id ), $this->ids( 'snickersnee' ) );

		wp_update_post( array( 'ID' => $id, 'post_status' => 'draft' ) );
		$this->assertSame( array(), $this->ids( 'snickersnee' ) );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'publish' ) );
		$this->assertSame( array( $id ), $this->ids( 'snickersnee' ) );

		wp_update_post( array( 'ID' => $id, 'post_password' => 'hush' ) );
		$this->assertSame( array(), $this->ids( 'snickersnee' ) );
		wp_update_post( array( 'ID' => $id, 'post_password' => '' ) );
		$this->assertSame( array( $id ), $this->ids( 'snickersnee' ) );

		wp_trash_post( $id );
		$this->assertSame( array(), $this->ids( 'snickersnee' ) );
		wp_untrash_post( $id );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'publish' ) );
		$this->assertSame( array( $id ), $this->ids( 'snickersnee' ) );

		wp_delete_post( $id, true );
		$this->assertSame( array(), $this->ids( 'snickersnee' ) );
	}

	public function test_breadcrumbs_follow_parent_changes_and_renames(): void {
		list( , $section, $article ) = $this->doc_tree( array( 'post_title' => 'Wuggle setup' ) );
		$other_documentation         = $this->doc( array( 'post_title' => 'Other guide' ) );
		$other_section               = $this->doc( array( 'post_title' => 'Other section', 'post_parent' => $other_documentation ) );

		wp_update_post( array( 'ID' => $article, 'post_parent' => $other_section ) );
		$this->assertSame(
			array(
				'documentation' => 'Other guide',
				'section'       => 'Other section',
			),
			$this->search()->search( 'wuggle' )['items'][0]['breadcrumb']
		);

		wp_update_post( array( 'ID' => $other_section, 'post_title' => 'Renamed section' ) );
		$this->assertSame( 'Renamed section', $this->search()->search( 'wuggle' )['items'][0]['breadcrumb']['section'] );
		$this->assertNotSame( $section, $other_section );
	}

	public function test_sections_without_text_of_their_own_are_not_results_but_childless_docs_are(): void {
		$documentation = $this->doc( array( 'post_title' => 'Quibblefish manual', 'post_content' => '' ) );
		$section       = $this->doc( array( 'post_title' => 'Quibblefish basics', 'post_content' => '', 'post_parent' => $documentation ) );
		$article       = $this->doc( array( 'post_title' => 'Feeding quibblefish', 'post_parent' => $section ) );
		$stub          = $this->doc( array( 'post_title' => 'Quibblefish stub', 'post_content' => '' ) );

		$this->assertEqualsCanonicalizing( array( $article, $stub ), $this->ids( 'quibblefish' ) );

		// Once its only article is gone, a section is a page of its own again.
		wp_delete_post( $article, true );
		$this->assertContains( $section, $this->ids( 'quibblefish' ) );
	}

	public function test_pages_split_the_results_and_total_counts_them_all(): void {
		$ids = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->doc( array( 'post_title' => "Pagination plumbus $i" ) );
		}
		$first  = $this->search()->search( 'plumbus', 1, 2 );
		$second = $this->search()->search( 'plumbus', 2, 2 );
		$third  = $this->search()->search( 'plumbus', 3, 2 );

		$this->assertSame( 5, $first['total'] );
		$this->assertCount( 2, $first['items'] );
		$this->assertCount( 2, $second['items'] );
		$this->assertCount( 1, $third['items'] );
		$seen = array_merge( array_column( $first['items'], 'id' ), array_column( $second['items'], 'id' ), array_column( $third['items'], 'id' ) );
		$this->assertEqualsCanonicalizing( $ids, $seen );

		$this->assertCount( 5, $this->search()->search( 'plumbus', 1, 500 )['items'], 'per_page is capped at 50, not refused' );
		$this->assertSame( array(), $this->search()->search( '   ' )['items'] );
	}

	public function test_a_site_can_swap_the_backend_and_non_public_hits_are_still_dropped(): void {
		$public = $this->doc( array( 'post_title' => 'Anything' ) );
		$draft  = $this->doc( array( 'post_status' => 'draft' ) );
		$fake   = new class( array( $draft, $public ) ) implements Backend {
			/** @var int[] */
			public array $ids;
			/** @var string[] */
			public array $queries = array();
			/** @param int[] $ids Ids to return. */
			public function __construct( array $ids ) {
				$this->ids = $ids;
			}
			public function search( string $query, int $offset, int $limit ): array {
				$this->queries[] = $query;
				$hits            = array();
				foreach ( $this->ids as $id ) {
					$hits[] = array(
						'id'    => $id,
						'score' => 1.0,
					);
				}
				return array(
					'hits'  => $hits,
					'total' => count( $hits ),
				);
			}
			public function index( WP_Post $post ): void {}
			public function remove( int $post_id ): void {}
			public function rebuild( bool $restart = false ): array {
				return array(
					'done'     => 0,
					'total'    => 0,
					'finished' => true,
				);
			}
		};
		add_filter( 'docent_search_backend', static fn() => $fake );
		$this->search()->reset_backend();

		$result = $this->search()->search( 'any thing' );
		$this->assertSame( array( 'any thing' ), $fake->queries );
		$this->assertSame( array( $public ), array_column( $result['items'], 'id' ) );
		$this->assertSame( 1, $result['total'] );
		$this->assertSame( 'Anything', $result['items'][0]['title'] );
	}

	public function test_something_that_is_not_a_backend_is_ignored(): void {
		$doc = $this->doc( array( 'post_title' => 'Flibbertigibbet' ) );
		add_filter( 'docent_search_backend', static fn() => new \stdClass() );
		$this->search()->reset_backend();

		$this->assertSame( array( $doc ), $this->ids( 'flibbertigibbet' ) );
	}

	public function test_a_rebuild_restores_docs_missing_from_the_index_and_drops_stale_ones(): void {
		global $wpdb;
		$kept    = $this->doc( array( 'post_title' => 'Kerfuffle kept' ) );
		$stale   = $this->doc( array( 'post_title' => 'Kerfuffle stale' ) );
		$backend = $this->search()->backend();

		// Content changed behind WordPress's back: one doc's index rows lost, another unpublished directly.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}docent_search_docs WHERE doc_id = %d", $kept ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_status = 'draft' WHERE ID = %d", $stale ) );
		clean_post_cache( $stale );

		$progress = $backend->rebuild( true );
		$steps    = 1;
		while ( ! $progress['finished'] && $steps < 20 ) {
			$progress = $backend->rebuild();
			++$steps;
		}
		$this->assertTrue( $progress['finished'] );
		$this->assertSame( $progress['total'], $progress['done'] );
		$this->assertGreaterThan( 40, $progress['total'], 'the demo docs count too' );

		$this->assertSame( array( $kept ), $this->ids( 'kerfuffle' ) );
		$this->assertNotEmpty( $this->ids( 'installing docent' ), 'demo docs are back too' );
	}

	public function test_searches_and_saves_keep_working_during_a_rebuild(): void {
		add_filter( 'docent_search_block_size', static fn() => 10 );
		$backend = $this->search()->backend();
		$early   = $this->doc( array( 'post_title' => 'Hullabaloo early' ) );
		$gone    = $this->doc( array( 'post_title' => 'Hullabaloo gone' ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->doc( array( 'post_title' => "Filler $i" ) );
		}
		$progress = $backend->rebuild( true );
		while ( ! $progress['finished'] && ( Rebuilder::state()['last_id'] ?? PHP_INT_MAX ) < $gone ) {
			$progress = $backend->rebuild();
		}
		$this->assertFalse( $progress['finished'], 'the rebuild is still running' );
		$this->assertGreaterThan( 0, $progress['done'] );

		// The old index answers meanwhile; edits reach both the old and the new one.
		$this->assertEqualsCanonicalizing( array( $early, $gone ), $this->ids( 'hullabaloo' ) );
		wp_update_post( array( 'ID' => $early, 'post_title' => 'Brouhaha early' ) );
		wp_delete_post( $gone, true );
		$late = $this->doc( array( 'post_title' => 'Brouhaha late' ) );
		$this->assertEqualsCanonicalizing( array( $early, $late ), $this->ids( 'brouhaha' ), 'while rebuilding' );

		while ( ! $progress['finished'] ) {
			$progress = $backend->rebuild();
		}
		$this->assertNull( Rebuilder::state() );
		$this->assertEqualsCanonicalizing( array( $early, $late ), $this->ids( 'brouhaha' ), 'after' );
		$this->assertSame( array(), $this->ids( 'hullabaloo' ) );
	}
}
