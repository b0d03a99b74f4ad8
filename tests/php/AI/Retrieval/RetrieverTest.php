<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Retrieval;

use Docent\AI\Answer;
use Docent\AI\Retrieval\Passage_Extractor;
use Docent\AI\Retrieval\Retriever;
use Docent\Search\Language\Languages;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Passage scoring and the public-only re-check, over a search index that returns what it is told;
 * need words and particles through the chat, over the site's own index (the demo docs and more).
 */
final class RetrieverTest extends TestCase {

	/**
	 * A search service returning fixed ids, as if its index were stale or wrong.
	 *
	 * @param int[]    $ids     Doc ids to return, best first.
	 * @param string[] $unknown Words it reports no doc uses.
	 */
	private function retriever( array $ids, array $unknown = array() ): Retriever {
		$search = new class( $ids, $unknown ) {
			/**
			 * Doc ids to return, best first.
			 *
			 * @var int[]
			 */
			private array $ids;

			/**
			 * Words no doc uses.
			 *
			 * @var string[]
			 */
			private array $unknown;

			/**
			 * @param int[]    $ids     Ids.
			 * @param string[] $unknown Unknown words.
			 */
			public function __construct( array $ids, array $unknown ) {
				$this->ids     = $ids;
				$this->unknown = $unknown;
			}

			/**
			 * @return array{items: array<int, array{id:int}>, total:int, unknown: string[]}
			 */
			public function search( string $query, int $page = 1, int $per_page = 10 ): array {
				$items = array_map( static fn( int $id ): array => array( 'id' => $id ), array_slice( $this->ids, 0, $per_page ) );
				return array(
					'items'   => $items,
					'total'   => count( $items ),
					'unknown' => $this->unknown,
				);
			}
		};
		return new Retriever( $search, new Passage_Extractor() );
	}

	public function test_the_passage_that_matches_the_question_ranks_first(): void {
		$id = $this->article( 'Looking after the espresso machine', '<p>The espresso machine likes filtered water.</p><h2>Descaling</h2><p>Descale the espresso machine every month with citric acid.</p><p>Wipe the steam wand after use.</p>' );

		$passages = $this->retriever( array( $id ) )->passages( 'How often should I descale it?' );

		$this->assertNotEmpty( $passages );
		$this->assertSame( 'Descale the espresso machine every month with citric acid.', $passages[0]->text );
		$this->assertSame( 'Descaling', $passages[0]->heading );
	}

	public function test_drafts_private_and_password_protected_docs_are_never_read(): void {
		$hidden = array(
			$this->doc( array( 'post_status' => 'draft', 'post_content' => '<p>Frobnicator secret draftword.</p>' ) ),
			$this->doc( array( 'post_status' => 'private', 'post_content' => '<p>Frobnicator secret privateword.</p>' ) ),
			$this->doc( array( 'post_password' => 'pw', 'post_content' => '<p>Frobnicator secret passwordword.</p>' ) ),
			$this->doc( array( 'post_status' => 'trash', 'post_content' => '<p>Frobnicator secret trashword.</p>' ) ),
			(int) wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'A blog post', 'post_content' => '<p>Frobnicator secret postword.</p>' ) ),
		);
		$public = $this->doc( array( 'post_content' => '<p>The frobnicator is calibrated with the blue dial.</p>' ) );

		$ids      = array_merge( array_slice( $hidden, 0, 3 ), array( $public ), array_slice( $hidden, 3 ) );
		$passages = $this->retriever( $ids )->passages( 'frobnicator' );

		$this->assertSame( array( $public ), array_values( array_unique( array_map( static fn( $p ) => $p->doc_id, $passages ) ) ) );
	}

	public function test_a_question_the_docs_do_not_cover_finds_nothing(): void {
		$id = $this->doc( array( 'post_content' => '<p>The widget shows a bubble in the corner of every page.</p>' ) );

		$this->assertSame( array(), $this->retriever( array( $id ) )->passages( 'What is the capital of Mongolia?' ) );
		$this->assertSame( array(), $this->retriever( array( $id ) )->passages( 'How do I bake a widget cake with chocolate?' ) );
		$this->assertSame( array(), $this->retriever( array( $id ) )->passages( 'how do I?' ) );
	}

	public function test_question_words_scattered_over_unrelated_sentences_are_not_an_answer(): void {
		$scattered = $this->article( 'Release notes', '<p>Tables now follow the life cycle of their model. The word fixture has a new meaning in tests.</p>' );
		$together  = $this->article( 'Hooks', '<p>Each hook has a meaning in the life of a request.</p>' );

		$this->assertSame( array(), $this->retriever( array( $scattered ) )->passages( 'What is the meaning of life?' ) );
		$found = $this->retriever( array( $scattered, $together ) )->passages( 'What is the meaning of life?' );
		$this->assertSame( array( $together ), array_values( array_unique( array_map( static fn( $p ) => $p->doc_id, $found ) ) ) );
		// A title holding one of the words vouches for the passage on its own.
		$titled = $this->article( 'Life cycle', '<p>Models are created first. The meaning of each stage follows.</p>' );
		$this->assertNotEmpty( $this->retriever( array( $titled ) )->passages( 'What is the meaning of life?' ) );
	}

	public function test_the_opening_paragraph_stands_under_the_title_as_under_a_heading(): void {
		$id = $this->article( 'Sessions', '<p>Sessions keep what a visitor chose from one page to the next.</p><h2>Storage</h2><p>Sessions are kept in the database, and old sessions are deleted every day.</p>' );

		// The later paragraph says the word twice; the opening one introduces the title's subject.
		$passages = $this->retriever( array( $id ) )->passages( 'Tell me about sessions' );

		$this->assertSame( 'Sessions keep what a visitor chose from one page to the next.', $passages[0]->text );
	}

	public function test_an_articles_prose_comes_before_its_code(): void {
		$id = $this->article( 'Exports', '<p>The export view writes a CSV file.</p><pre>def export(request):\n    # Write the CSV file, one CSV row per order.\n    return csv_file(request)</pre>' );

		// The code says "CSV file" more often; a reply still leads with the sentence.
		$passages = $this->retriever( array( $id ) )->passages( 'How do I make a CSV file?' );

		$this->assertSame( array( false, true ), array_map( static fn( $p ) => $p->code, $passages ) );
		$this->assertSame( 'The export view writes a CSV file.', $passages[0]->text );
	}

	public function test_two_words_that_stand_together_in_the_question_and_in_one_sentence_answer_half_of_it(): void {
		$question  = 'How do I run code after a model is saved?';
		$signals   = $this->article( 'Signals', '<p>The pre_save and post_save signals are sent before or after a model is saved.</p>' );
		$elsewhere = $this->article( 'Applications', '<p>Run as little code as possible when the models module is imported.</p>' );

		// "model" and "saved" follow each other in the question and stand together in the passage:
		// the top result answers, though it says neither "run" nor "code".
		$found = $this->retriever( array( $signals, $elsewhere ) )->passages( $question );
		$this->assertSame( $signals, $found[0]->doc_id );

		// Half of the words meeting in one sentence answer too, whether or not they follow each
		// other in the question ("code", "saved").
		$apart = $this->article( 'Hooks', '<p>The code of every hook is saved in the registry.</p>' );
		$found = $this->retriever( array( $apart, $elsewhere ) )->passages( $question );
		$this->assertSame( $apart, $found[0]->doc_id );

		// Not two words that stand in two sentences: scattered words are not an answer.
		$split = $this->article( 'Tables', '<p>Each table belongs to a model. Nothing is saved until the end.</p>' );
		$found = $this->retriever( array( $split, $elsewhere ) )->passages( $question );
		$this->assertSame( $elsewhere, $found[0]->doc_id );
	}

	public function test_without_a_search_index_nothing_is_retrieved(): void {
		$this->doc( array( 'post_content' => '<p>Anything at all.</p>' ) );

		$this->assertSame( array(), ( new Retriever( null, new Passage_Extractor() ) )->passages( 'anything' ) );
	}

	public function test_a_word_no_doc_uses_is_left_out_of_what_a_passage_must_cover(): void {
		$question = 'Can I calibrate the frobnicator dial remotely with a zorblax?';
		$article  = $this->article( 'Getting started', '<p>Calibrate the frobnicator before first use.</p>' );

		// Two words that follow each other in the question stand together: half of the four
		// words the docs use is enough, as half of four words would be.
		$found = $this->retriever( array( $article ), array( 'zorblax' ) )->passages( $question );
		$this->assertSame( $article, $found[0]->doc_id ?? null );

		// Two unknown words of five are too many: the question is off-topic.
		$this->assertSame( array(), $this->retriever( array( $article ), array( 'zorblax', 'dial' ) )->passages( $question ) );
	}

	public function test_one_need_word_in_three_may_be_one_no_doc_uses(): void {
		$this->article( 'Frobnicating widgets', '<p>To frobnicate widgets, open the crank menu and pick a speed.</p>' );

		// "zorblax" is in no doc: one of three need words is a visitor's own name for something.
		$answer = $this->chat()->answer( 'Can a zorblax frobnicate my widgets?' );
		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'Frobnicating widgets', $answer->links[0]['title'] ?? null );

		// Two of four are too many: off-topic.
		$this->assertFalse( $this->chat()->answer( 'Can a zorblax frobnicate my widgets on a flimflam?' )->answered );
	}

	public function test_a_long_question_is_answered_by_a_passage_that_says_four_of_its_words(): void {
		$this->article( 'Frobnicator dials', '<p>When the frobnicator dials spin backwards, recalibrate them.</p>' );
		$this->article( 'Zapper sounds', '<p>The zapper beeps once when it is ready.</p>' );
		$this->article( 'Crank upgrades', '<p>Run the crank upgrade twice a year.</p>' );

		// Nine need words, every one used by some doc: the page that answers says four of them,
		// not the five that half of nine would ask.
		$answer = $this->chat()->answer( 'After the crank upgrade my frobnicator dials spin backwards and the zapper beeps twice, what now?' );
		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'Frobnicator dials', $answer->links[0]['title'] ?? null );
		$this->assertStringContainsString( 'recalibrate them', $answer->text );
	}

	public function test_the_first_page_that_only_relates_to_a_question_is_offered_as_related(): void {
		$this->article( 'Crank speed', '<p>Turn the crank slowly. The speed shows on the panel.</p>' );
		$this->article( 'Tank care', '<p>Fill the tank to full. Normal use needs nothing more.</p>' );
		$unanswered = array();
		$note       = static function ( string $question ) use ( &$unanswered ): void {
			$unanswered[] = $question;
		};
		add_action( 'docent_chat_unanswered', $note );

		// Two of five need words ("crank" in the title, "speed"): not enough to answer, enough to relate.
		$answer = $this->chat()->answer( 'My crank rattles at full speed, is that normal?' );
		remove_action( 'docent_chat_unanswered', $note );

		$this->assertFalse( $answer->answered, $answer->text );
		$this->assertSame( array( 'Crank speed' ), array_column( $answer->links, 'title' ) );
		$this->assertStringStartsWith( 'I could not find an exact answer in the docs, but this page looks related:', $answer->text );
		$this->assertStringContainsString( 'The speed shows on the panel.', $answer->text );
		$this->assertSame( array( 'My crank rattles at full speed, is that normal?' ), $unanswered, 'still a question the docs do not answer' );
		// An off-topic question relates to nothing.
		$this->assertSame( array(), $this->chat()->answer( 'What is a good name for a cat?' )->links );
	}

	public function test_an_article_titled_with_the_question_answers_with_its_opening_in_its_own_words(): void {
		$this->article( 'What are the directories in zorg/stable/main?', '<p>Each tree holds three sets of index files.</p><p>One more set is for the installer.</p>' );
		$this->article( 'Symbolic links on the CD', '<p>The stable CD has links to main and to zorg mirrors.</p>' );

		$answer = $this->chat()->answer( 'What are the directories in zorg/stable/main for?' );
		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'What are the directories in zorg/stable/main?', $answer->links[0]['title'] ?? null );
		$this->assertStringContainsString( 'three sets of index files', $answer->text );
	}

	public function test_turning_the_chat_on_is_answered_by_the_article_that_says_how(): void {

		$answer = $this->chat()->answer( 'How do I turn on the AI chat?' );

		$this->assertTrue( $answer->answered, $answer->text );
		// "turn into a to-do list" in the article about asking questions is not "turn on".
		$this->assertStringNotContainsString( 'Insights', $answer->text );
		$this->assertStringContainsString( 'turn on A.I. Chat', $answer->text );
		$this->assertSame( 'Your first ten minutes with Docent', $answer->links[0]['title'] ?? null );
	}

	/**
	 * Writes one article in a section and asks chat a question with the Japanese rules.
	 *
	 * @param string $title    The article's title.
	 * @param string $content  Its content.
	 * @param string $question The question.
	 */
	private function ask_in_japanese( string $title, string $content, string $question ): Answer {
		list( , $section ) = $this->doc_tree();
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		return Languages::using( 'ja', fn(): Answer => $this->chat()->answer( $question ) );
	}

	public function test_a_japanese_question_on_a_japanese_site_is_answered_from_its_need_words(): void {
		$answer = $this->ask_in_japanese(
			'カーネルの選び方',
			'<p>Linux はカーネルの名前で、OS 全体は Debian GNU/Linux と呼びます。Hurd カーネルも開発中です。</p>',
			'Linuxって OS 全体のことですか、それともカーネルだけですか？'
		);

		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'カーネルの選び方', $answer->links[0]['title'] ?? null );
		$this->assertSame( 'Linux はカーネルの名前で、OS 全体は Debian GNU/Linux と呼びます。Hurd カーネルも開発中です。', $answer->text, 'sentences joined as Japanese is written' );
	}

	public function test_a_japanese_word_no_doc_writes_is_unknown_though_its_characters_are_everywhere(): void {
		// Every character of "首都" and most pairs of "オーストラリア" are here, in other words.
		$answer = $this->ask_in_japanese(
			'ソースからのビルド',
			'<p>オープンなソースをレジストラから取り、ライブラリと一緒にビルドします。都合のよい時に首尾よく終わります。</p>',
			'オーストラリアの首都はどこですか？'
		);
		$this->assertFalse( $answer->answered, $answer->text );
	}

	public function test_a_file_name_inside_a_japanese_sentence_is_a_name_and_the_sentence_its_words(): void {
		// Written as a visitor types: the file name and the revision stand right beside the sentence.
		$answer = $this->ask_in_japanese(
			'アップロード用orig.tar.gzの内容',
			'<p>最初のアップロードでは、元のソースの orig.tar.gz を必ず含めます。リビジョンが -1 でないときは、dpkg-buildpackage に -sa を渡すと強制的に含められます。</p>',
			'初めてのアップロードがリビジョン-2で、orig.tar.gzが含まれていなかったんですが、強制的に含めるにはどうすればいいですか？'
		);

		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'アップロード用orig.tar.gzの内容', $answer->links[0]['title'] ?? null );
	}
}
