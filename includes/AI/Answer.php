<?php
/**
 * A chat reply: the text and the articles it links, as the REST route returns them.
 *
 * @package Docent
 */

namespace Docent\AI;

use Docent\AI\Retrieval\Passage;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable value produced by a provider.
 */
final class Answer {

	/**
	 * Reply as plain text (line breaks allowed). Read only, like every property here.
	 *
	 * @var string
	 */
	public string $text;

	/**
	 * Articles the reply is based on.
	 *
	 * @var array<int, array{title:string, permalink:string}>
	 */
	public array $links;

	/**
	 * False for "I could not find this in the docs", links or not (a page that only relates to
	 * the question is linked, its reply saying so).
	 *
	 * @var bool
	 */
	public bool $answered;

	/**
	 * Id of the provider that wrote the reply.
	 *
	 * @var string
	 */
	public string $provider;

	/**
	 * @param string                                            $text     Reply as plain text (line breaks allowed).
	 * @param array<int, array{title:string, permalink:string}> $links    Articles the reply is based on.
	 * @param bool                                              $answered False for "I could not find this in the docs".
	 * @param string                                            $provider Id of the provider that wrote the reply.
	 */
	public function __construct( string $text, array $links = array(), bool $answered = true, string $provider = 'local' ) {
		$this->text     = $text;
		$this->links    = $links;
		$this->answered = $answered;
		$this->provider = $provider;
	}

	/**
	 * The distinct articles behind some passages, in order of first appearance.
	 *
	 * @param Passage[] $passages Passages.
	 * @return array<int, array{title:string, permalink:string}>
	 */
	public static function links_for( array $passages ): array {
		$links = array();
		foreach ( $passages as $passage ) {
			$links[ $passage->doc_id ] ??= array(
				'title'     => $passage->title,
				'permalink' => $passage->permalink,
			);
		}
		return array_values( $links );
	}
}
