<?php
/**
 * A chat reply: the text and the articles it links, as the REST route returns them.
 *
 * @package Docent
 */

namespace Docent\AI;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable value produced by a provider.
 */
final class Answer {

	/**
	 * @param string                                            $text     Reply as plain text (line breaks allowed).
	 * @param array<int, array{title:string, permalink:string}> $links    Articles the reply is based on.
	 * @param bool                                              $answered False for "I could not find this in the docs".
	 * @param string                                            $provider Id of the provider that wrote the reply.
	 */
	public function __construct(
		public readonly string $text,
		public readonly array $links = array(),
		public readonly bool $answered = true,
		public readonly string $provider = 'local'
	) {}

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
