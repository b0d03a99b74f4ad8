<?php
/**
 * What Docent asks of a search backend. The built-in one is Table_Backend; a site can return
 * its own (Elasticsearch, Algolia, …) from the `docent_search_backend` filter.
 *
 * @package Docent
 */

namespace Docent\Search;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Ranks docs for a query and keeps its index in step with the site.
 *
 * Docent itself turns hits into results (titles, links, breadcrumbs, snippets) and checks again
 * that every hit is a published, public, password-free doc, so a backend only returns ids.
 */
interface Backend {

	/**
	 * Ranked hits for a query.
	 *
	 * @param string $query  What the visitor typed (never empty).
	 * @param int    $offset Hits to skip.
	 * @param int    $limit  Hits to return (1–50).
	 * @return array{hits: list<array{id:int, score:float}>, total:int, terms?: list<string>}
	 *         Best first. `total` counts every match; `terms` optionally lists the folded words
	 *         that matched, for highlighting (otherwise the query's words are highlighted).
	 */
	public function search( string $query, int $offset, int $limit ): array;

	/**
	 * Adds or refreshes one doc. Called on every save of a doc, whatever its status: a doc that
	 * is not public (draft, private, password, trash) must be removed instead.
	 *
	 * @param WP_Post $post The doc.
	 */
	public function index( WP_Post $post ): void;

	/**
	 * Forgets one doc.
	 *
	 * @param int $post_id Doc id.
	 */
	public function remove( int $post_id ): void;

	/**
	 * Rebuilds the whole index one batch per call, so it can run from requests of any length.
	 * Search keeps answering from the existing index while a rebuild runs.
	 *
	 * @param bool $restart Start a new rebuild instead of continuing the current one.
	 * @return array{done:int, total:int, finished:bool}
	 */
	public function rebuild( bool $restart = false ): array;
}
