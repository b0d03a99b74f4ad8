<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\AI\Retrieval\Passage_Extractor;
use Docent\AI\Retrieval\Retriever;
use Docent\Search\Language\Synonyms;
use Docent\Search\Ranking\Query;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Synonyms on small labelled fixtures: the built-in set and the site's own list, in search and
 * chat retrieval. The topic words are made up, so the demo docs never match them.
 */
final class SynonymsTest extends TestCase {

	public function test_a_built_in_synonym_finds_the_doc_that_uses_the_manual_word(): void {
		$doc = $this->article( 'Deleting a zorpel', '<p>Delete the zorpel from its list.</p>' );
		$this->assertSame( array( $doc ), $this->search_ids( 'remove zorpel ' ) );
		$this->assertSame( array( $doc ), $this->search_ids( 'How do I erase a zorpel?' ) );
	}

	/**
	 * @dataProvider everyday_words
	 *
	 * @param string $manual What the doc says.
	 * @param string $asked  What the visitor asks.
	 */
	public function test_everyday_words_find_the_manuals_word( string $manual, string $asked ): void {
		$doc = $this->article( 'Zorpel guards', "<p>This middleware will $manual zorpels from other sites.</p>" );
		$this->article( 'Zorpels', '<p>Zorpels are fast.</p>' );
		$this->assertSame( array( $doc ), $this->search_ids( "how do I $asked zorpels" ) );
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function everyday_words(): array {
		return array(
			'stop for prevent'   => array( 'prevent', 'stop' ),
			'pick for select'    => array( 'select', 'pick' ),
			'forged for forgery' => array( 'log forgery of', 'forged' ),
			'build for create'   => array( 'create', 'build' ),
			'execute for run'    => array( 'run', 'execute' ),
			'revert for undo'    => array( 'undo', 'revert' ),
			'clone for copy'     => array( 'copy', 'clone' ),
		);
	}

	public function test_production_finds_the_page_about_deploying(): void {
		$this->article( 'Managing zorpels', '<p>Serve zorpels from one place. In production, zorpels are cached.</p>' );
		$deploying = $this->article( 'Deploying zorpels', '<p>Serve zorpels from a fast server.</p>' );
		$this->assertSame( $deploying, $this->search_ids( 'how do I serve zorpels in production' )[0] ?? 0 );
	}

	public function test_the_word_typed_ranks_above_its_synonym(): void {
		$this->article( 'Deleting a zorpel', str_repeat( '<p>Delete the zorpel, delete it again.</p>', 3 ) );
		$typed = $this->article( 'Removing a zorpel', '<p>Remove the zorpel.</p>' );
		$this->assertSame( $typed, $this->search_ids( 'remove zorpel ' )[0] );
	}

	public function test_a_phrase_of_several_words_stands_for_a_single_word(): void {
		$doc = $this->article( 'Quellbox login', '<p>The quellbox login form.</p>' );
		$this->assertSame( $doc, $this->search_ids( 'how do I sign in to quellbox' )[0] ?? 0 );
		$this->assertSame( array(), Synonyms::lookup( array( 'sign', 'the', 'quellbox' ) ), '"sign" alone is not "sign in"' );
	}

	public function test_a_synonym_stands_for_every_word_of_an_entry_of_several(): void {
		$this->assertIsArray( ( new Settings() )->update( array( 'explore' => array( 'synonyms' => 'shopping cart, basket' ) ) ) );
		$basket = $this->article( 'Emptying the basket', '<p>Empty the basket before you pay.</p>' );
		$cart   = $this->article( 'The shopping cart', '<p>The shopping cart keeps what you chose.</p>' );
		$this->assertSame( array( $cart, $basket ), $this->search_ids( 'shopping cart ' ), 'the doc saying "basket" need not say "cart" too; the words typed come first' );
		$this->assertSame( array( $basket, $cart ), $this->search_ids( 'How do I empty my shopping cart?' ), 'the page on emptying it comes first' );

		$query = Query::parse( 'empty the shopping cart' );
		$this->assertSame( array( 'empty', 'shopping', 'cart' ), array_column( $query->groups, 'word' ) );
		$this->assertSame( array( 'cart' => 'shopping' ), array_column( $query->groups, 'joined', 'word' ) );
		$also = array_column( Query::parse( 'How do I go live?' )->groups, 'also', 'word' );
		$this->assertContains( 'deploy', $also['live'] ?? array(), '"go" is dropped from the question as light: "live" looks for the synonyms' );
		$also = array_merge( ...array_values( array_column( Query::parse( 'check my site before it goes live' )->groups, 'also', 'word' ) ) );
		$this->assertContains( 'deploy', $also, '"goes" is a form of "go"' );
		$also = array_column( Query::parse( 'why are my pages slow' )->groups, 'also', 'word' );
		$this->assertContains( 'performance', $also['slow'] ?? array(), 'a slow page is a matter of performance' );
	}

	public function test_a_doc_holding_the_synonym_of_a_phrase_holds_each_of_its_words_in_the_first_pass(): void {
		// More docs than the title tie-breaks reorder say "things", "going" and "live" in passing;
		// the checklist says none of them, but "deployment" is "going live".
		for ( $i = 0; $i < 45; $i++ ) {
			$this->article( "Concert notes $i", '<p>Things to pack when going to a live concert.</p>' );
		}
		$checklist = $this->article( 'Deployment checklist', '<p>Review the settings before the launch.</p>' );

		$this->assertSame( $checklist, $this->search_ids( 'things to do before going live ' )[0] ?? 0 );
	}

	public function test_the_sites_own_list_is_applied_at_once(): void {
		$doc = $this->article( 'Tuning the wibbler', '<p>The wibbler hums.</p>' );
		$this->assertSame( array(), $this->search_ids( 'gronkulator ' ) );
		$saved = ( new Settings() )->update( array( 'explore' => array( 'synonyms' => "gronkulator, wibbler\nfoo, bar" ) ) );
		$this->assertIsArray( $saved );
		$this->assertSame( array( $doc ), $this->search_ids( 'gronkulator ' ) );
		$this->assertSame( array(), $this->search()->search( 'gronkulator ', 1, 10 )['unknown'], 'a word with a known synonym is not off-topic' );
	}

	public function test_synonyms_never_apply_inside_quotes(): void {
		$query = Query::parse( '"remove zorpel" delete' );
		$also  = array_column( $query->groups, 'also', 'word' );
		$this->assertSame( array( 'delete' ), array_keys( $also ), 'only the word outside the quotes' );
		$this->assertSame( array( 'erase' ), $also['delete'], 'a typed word is never a synonym of another' );
	}

	public function test_chat_counts_a_synonym_as_the_word_asked(): void {
		$doc       = $this->article( 'Zorpel housekeeping', '<p>To delete a stale zorpel, open its menu and choose Delete.</p><p>Zorpels are cheap.</p>' );
		$retriever = new Retriever( $this->search(), new Passage_Extractor() );
		$passages  = $retriever->passages( 'How do I remove a stale zorpel?' );
		$this->assertNotEmpty( $passages );
		$this->assertSame( $doc, $passages[0]->doc_id );
		$this->assertStringContainsString( 'delete a stale zorpel', $passages[0]->text );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function bad_lists(): array {
		return array(
			'one word'       => array( "remove, delete\nlonely", 'explore.synonyms, line 2: a line needs at least two words or phrases separated by commas.' ),
			'markup'         => array( 'remove, <b>delete</b>', 'explore.synonyms, line 1: use only letters, digits, spaces, hyphens, dots, apostrophes and underscores.' ),
			'too long'       => array( 'remove, ' . str_repeat( 'x', 41 ), 'explore.synonyms, line 1: each word or phrase may be at most 40 characters long.' ),
			'too many words' => array( implode( ', ', range( 'a', 'k' ) ), 'explore.synonyms, line 1: a line may hold at most 10 words or phrases.' ),
		);
	}

	/**
	 * @dataProvider bad_lists
	 *
	 * @param string $text    Setting as typed.
	 * @param string $message Expected error.
	 */
	public function test_a_bad_list_is_refused_naming_the_line( string $text, string $message ): void {
		$error = Synonyms::sanitize( $text, 'explore.synonyms' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $message, $error->get_error_message() );
		$this->assertSame( 400, $error->get_error_data()['status'] );
	}

	public function test_a_list_is_tidied(): void {
		$this->assertSame( "remove, delete\nsign in, log in", Synonyms::sanitize( "  remove ,delete, remove \n\n sign in,log in,\r\n", 'explore.synonyms' ) );
	}
}
