<?php
/**
 * Reads the Django documentation that Debian's python-django-doc installs (Sphinx HTML) into
 * documentations, sections and articles: the top-level part (topics/, ref/, howto/…) is a
 * documentation, its chapter (topics/db/, ref/contrib/…) a section, each page an article.
 * Sphinx's header, navigation, sidebar, footer, permalink marks and tables of contents are left
 * out; what remains is kept as plain, class-free HTML (eval-html.php).
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One pass over the HTML folder; pages() lists what import_corpus() in eval-import.php writes.
 */
final class Docent_Eval_Corpus {

	/**
	 * Pages that are indexes or tools rather than documentation.
	 */
	private const SKIPPED = array( 'index', 'contents', 'genindex', 'py-modindex', 'search' );

	/**
	 * The HTML folder.
	 *
	 * @var string
	 */
	private string $root;

	/**
	 * Sphinx's navigation: permalink marks, tables of contents.
	 *
	 * @var Docent_Eval_Html
	 */
	private Docent_Eval_Html $html;

	/**
	 * @param string $root The html/ folder of python-django-doc.
	 */
	public function __construct( string $root ) {
		$this->root = rtrim( $root, '/' );
		$this->html = new Docent_Eval_Html( array( 'headerlink', 'toctree-wrapper', 'contents', 'nav' ) );
	}

	/**
	 * Every article, in reading order: path (without .html), title, documentation, section and clean HTML.
	 *
	 * @return list<array{path:string, title:string, documentation:string, section:string, content:string}>
	 */
	public function pages(): array {
		$files = array();
		$iter  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $this->root, FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iter as $file ) {
			$relative = substr( (string) $file, strlen( $this->root ) + 1 );
			if ( '.html' === substr( $relative, -5 ) && '_' !== $relative[0] ) {
				$files[] = substr( $relative, 0, -5 );
			}
		}
		sort( $files );
		$pages = array();
		foreach ( $files as $path ) {
			$parts = explode( '/', $path );
			if ( 1 === count( $parts ) && in_array( $path, self::SKIPPED, true ) ) {
				continue;
			}
			$page = $this->page( $path );
			if ( null !== $page ) {
				$pages[] = $page;
			}
		}
		return $pages;
	}

	/**
	 * One page, or null when it is only a table of contents.
	 *
	 * @param string $path Path without .html.
	 */
	private function page( string $path ): ?array {
		$html = (string) file_get_contents( $this->root . '/' . $path . '.html' );
		$body = self::main( $html );
		if ( null === $body ) {
			return null;
		}
		$content = $this->html->clean( $body );
		if ( mb_strlen( trim( wp_strip_all_tags( $content ) ) ) < 200 ) {
			return null; // A chapter index with nothing but its table of contents.
		}
		$parts = explode( '/', $path );
		if ( 1 === count( $parts ) ) {
			array_unshift( $parts, 'misc' ); // The glossary sits beside the other miscellany.
		}
		return array(
			'path'          => $path,
			'title'         => self::title_of( $html ),
			'documentation' => $this->part_title( $parts[0] ),
			'section'       => $this->section_title( $parts ),
			'content'       => $content,
		);
	}

	/**
	 * The page title without the site name or section numbers.
	 *
	 * @param string $html Page HTML.
	 */
	private static function title_of( string $html ): string {
		preg_match( '#<title>(.*?)</title>#s', $html, $m );
		$title = html_entity_decode( $m[1] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$title = (string) preg_replace( '/\s+—\s+Django [\d.]+ documentation\s*$/u', '', $title );
		return trim( (string) preg_replace( '/^\d+(\.\d+)*\.?\s+/', '', $title ) );
	}

	/**
	 * The title of a top-level part, from its index page.
	 *
	 * @param string $part Folder name.
	 */
	private function part_title( string $part ): string {
		$file = $this->root . '/' . $part . '/index.html';
		return is_file( $file ) ? self::title_of( (string) file_get_contents( $file ) ) : ucfirst( $part );
	}

	/**
	 * The section of a page: its chapter's index title, the major version of a release, or,
	 * for pages directly in a part, "General" (prefixed with the part, so breadcrumbs stay readable).
	 *
	 * @param string[] $parts Path components, the part first.
	 */
	private function section_title( array $parts ): string {
		if ( 'releases' === $parts[0] ) {
			return 'Django ' . (int) $parts[1] . '.x';
		}
		if ( count( $parts ) > 2 ) {
			$file = $this->root . '/' . $parts[0] . '/' . $parts[1] . '/index.html';
			return is_file( $file ) ? self::title_of( (string) file_get_contents( $file ) ) : ucfirst( str_replace( '-', ' ', $parts[1] ) );
		}
		return $this->part_title( $parts[0] ) . ': general';
	}

	/**
	 * The main column of a Sphinx page (inside the header, sidebar and footer).
	 *
	 * @param string $html Page HTML.
	 */
	private static function main( string $html ): ?DOMElement {
		$dom  = Docent_Eval_Html::dom( $html );
		$main = $dom->getElementById( 'yui-main' );
		if ( ! $main ) {
			return null;
		}
		foreach ( $main->getElementsByTagName( 'div' ) as $div ) {
			if ( false !== strpos( ' ' . $div->getAttribute( 'class' ) . ' ', ' yui-g ' ) ) {
				return $div;
			}
		}
		return null;
	}
}
