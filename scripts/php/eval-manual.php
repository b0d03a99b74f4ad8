<?php
/**
 * Reads one language of a Debian manual (debian-faq's DocBook pages, developers-reference's Sphinx
 * pages: one page per chapter) into articles the way a site owner importing it would: the manual
 * is a documentation, each chapter a section, and each section of a chapter an article (a
 * debian-faq question; a developers-reference section or subsection, deeper levels staying inside
 * it). A chapter's own introduction is an article too when it says something. Each article keeps
 * `chapter-page/section-id` as its source path (`pkg-basics/pkgname`, `pkgs/delayed-uploads`): the
 * ids come from the English sources, so they are the same in every translation.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One pass over a manual's folder; pages() has the shape of Docent_Eval_Corpus::pages().
 */
final class Docent_Eval_Manual {

	/**
	 * Per format: the navigation classes, the deepest heading level that is its own article, and
	 * the XPath of a section element.
	 */
	private const FORMATS = array(
		'docbook' => array(
			'navigation' => array( 'toc', 'navheader', 'navfooter', 'footnotes' ),
			'deepest'    => 2,
			// "sect1": the Installation Guide's one page per section.
			'sections'   => "//div[contains(concat(' ', @class, ' '), ' chapter ') or contains(concat(' ', @class, ' '), ' appendix ') or contains(concat(' ', @class, ' '), ' section ') or contains(concat(' ', @class, ' '), ' sect1 ')]",
		),
		// The GIMP manual: one page per section, subsections and all, each page an article.
		'pages'   => array(
			'navigation' => array( 'toc', 'navheader', 'navfooter', 'footnotes' ),
			'deepest'    => 6,
			'sections'   => "//div[contains(concat(' ', @class, ' '), ' chapter ') or contains(concat(' ', @class, ' '), ' appendix ') or contains(concat(' ', @class, ' '), ' refentry ') or contains(concat(' ', @class, ' '), ' sect1 ') or contains(concat(' ', @class, ' '), ' sect2 ') or contains(concat(' ', @class, ' '), ' sect3 ')]",
			'outermost'  => true,
		),
		'sphinx'  => array(
			'navigation' => array( 'headerlink', 'toctree-wrapper', 'contents', 'section-number' ),
			'deepest'    => 3,
			'sections'   => '//section[@id]',
		),
	);

	/**
	 * Pages beside the chapters: the contents, search, and the whole manual on one page.
	 */
	private const SKIPPED = array( 'index', 'search', 'genindex', 'developers-reference' );

	/**
	 * A chapter or section with articles inside is an article itself only when its own text is
	 * longer than this, in bytes (a short paragraph; bytes, so that a Japanese or Chinese
	 * introduction counts as about as long as its English original).
	 */
	private const MIN_INTRO = 200;

	/**
	 * The manual's folder.
	 *
	 * @var string
	 */
	private string $root;

	/**
	 * What ends each page's file name: `.de.html`, or `.html`.
	 *
	 * @var string
	 */
	private string $suffix;

	/**
	 * One of FORMATS.
	 *
	 * @var array{navigation: string[], deepest: int, sections: string, outermost?: bool}
	 */
	private array $format;

	/**
	 * @param string $root   The folder of one language's pages.
	 * @param string $suffix What ends each page's file name.
	 * @param string $format `docbook`, `pages` or `sphinx`.
	 */
	public function __construct( string $root, string $suffix, string $format ) {
		$this->root   = rtrim( $root, '/' );
		$this->suffix = $suffix;
		$this->format = self::FORMATS[ $format ];
	}

	/**
	 * Every article, in reading order.
	 *
	 * @return list<array{path:string, title:string, documentation:string, section:string, content:string}>
	 */
	public function pages(): array {
		$index         = (string) file_get_contents( $this->root . '/index' . $this->suffix );
		$documentation = self::page_title( $index );
		$pages         = array();
		$in_chapter    = empty( $this->format['outermost'] ) ? array() : $this->chapter_titles( $index );
		foreach ( $this->chapters( $index ) as $chapter ) {
			$dom = Docent_Eval_Html::dom( (string) file_get_contents( $this->root . '/' . $chapter . $this->suffix ) );
			foreach ( $this->articles( $dom ) as $article ) {
				$pages[] = array(
					'path'          => $chapter . '/' . $article['id'],
					'title'         => $article['title'],
					'documentation' => $documentation,
					'section'       => $in_chapter[ $chapter ] ?? $article['chapter'],
					'content'       => $article['content'],
				);
			}
		}
		return $pages;
	}

	/**
	 * For a manual of one page per section: each page's chapter (or appendix), by the contents
	 * page, which lists every page under its chapter.
	 *
	 * @param string $index The contents page's HTML.
	 * @return array<string, string> File name without the suffix => chapter title.
	 */
	private function chapter_titles( string $index ): array {
		preg_match_all( '#<span class="([a-z0-9]+)">\s*<a href="([^"\#/]+)' . preg_quote( $this->suffix, '#' ) . '(?:\#[^"]*)?">(.*?)</a>#s', $index, $m, PREG_SET_ORDER );
		$titles  = array();
		$current = '';
		foreach ( $m as list( , $kind, $file, $title ) ) {
			if ( in_array( $kind, array( 'preface', 'chapter', 'appendix', 'glossary', 'bibliography' ), true ) ) {
				$text    = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
				$current = trim( (string) preg_replace( '/^(?:\p{L}+\s+)?[\dA-Z]+(?:\.\d+)*\.\s+/u', '', $text ) );
			}
			$titles[ $file ] ??= $current;
		}
		return $titles;
	}

	/**
	 * The chapter pages in the order the contents page links them.
	 *
	 * @param string $index The contents page's HTML.
	 * @return string[] File names without the suffix.
	 */
	private function chapters( string $index ): array {
		preg_match_all( '#href="([^"\#/]+)' . preg_quote( $this->suffix, '#' ) . '(?:\#[^"]*)?"#', $index, $m );
		$chapters = array();
		foreach ( array_unique( $m[1] ) as $name ) {
			if ( ! in_array( $name, self::SKIPPED, true ) && is_file( $this->root . '/' . $name . $this->suffix ) ) {
				$chapters[] = $name;
			}
		}
		return $chapters;
	}

	/**
	 * The articles of one chapter page.
	 *
	 * @param DOMDocument $dom The chapter page.
	 * @return list<array{id:string, title:string, chapter:string, content:string}>
	 */
	private function articles( DOMDocument $dom ): array {
		$sections = array();
		foreach ( ( new DOMXPath( $dom ) )->query( $this->format['sections'] ) as $element ) {
			$heading = self::heading( $element );
			if ( $heading && (int) $heading->tagName[1] <= $this->format['deepest'] ) {
				$sections[] = array( $element, $heading );
			}
		}
		if ( ! empty( $this->format['outermost'] ) ) {
			// A page is one article: its subsections stay in it.
			$sections = array_slice( $sections, 0, 1 );
		}
		$html     = new Docent_Eval_Html( $this->format['navigation'] );
		$chapter  = '';
		$articles = array();
		foreach ( $sections as list( $element, $heading ) ) {
			$title = $this->heading_text( $heading );
			if ( 'h1' === $heading->tagName ) {
				$chapter = $title;
			}
			$skip = array( $heading );
			foreach ( $sections as list( $inner ) ) {
				if ( $inner !== $element && self::inside( $inner, $element ) ) {
					$skip[] = $inner; // A sub-article: its own page.
				}
			}
			$content = $html->clean( $element, $skip );
			$text    = trim( wp_strip_all_tags( $content ) );
			if ( '' !== $text && ( 1 === count( $skip ) || strlen( $text ) >= self::MIN_INTRO ) ) {
				$articles[] = array(
					'id'      => self::section_id( $element, $heading ),
					'title'   => $title,
					'chapter' => $chapter,
					'content' => $content,
				);
			}
		}
		return $articles;
	}

	/**
	 * A section's heading: Sphinx's first child h1–h6, DocBook's title in its title page.
	 *
	 * @param DOMElement $section Section element.
	 */
	private static function heading( DOMElement $section ): ?DOMElement {
		foreach ( $section->childNodes as $child ) {
			if ( ! $child instanceof DOMElement ) {
				continue;
			}
			if ( preg_match( '/^h[1-6]$/', $child->tagName ) ) {
				return $child;
			}
			if ( false !== strpos( ' ' . $child->getAttribute( 'class' ) . ' ', ' titlepage ' ) ) {
				foreach ( array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6' ) as $tag ) {
					$found = $child->getElementsByTagName( $tag )->item( 0 );
					if ( $found ) {
						return $found;
					}
				}
			}
		}
		return null;
	}

	/**
	 * Whether a node sits inside another.
	 *
	 * @param DOMNode $node      Node.
	 * @param DOMNode $container Possible ancestor.
	 */
	private static function inside( DOMNode $node, DOMNode $container ): bool {
		for ( $parent = $node->parentNode; $parent; $parent = $parent->parentNode ) {
			if ( $parent === $container ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A section's id: Sphinx's on the section, DocBook's on the anchor in its heading.
	 *
	 * @param DOMElement $section Section element.
	 * @param DOMElement $heading Its heading.
	 */
	private static function section_id( DOMElement $section, DOMElement $heading ): string {
		if ( $section->hasAttribute( 'id' ) ) {
			return $section->getAttribute( 'id' );
		}
		foreach ( $heading->getElementsByTagName( 'a' ) as $anchor ) {
			if ( $anchor->hasAttribute( 'id' ) ) {
				return $anchor->getAttribute( 'id' );
			}
			if ( $anchor->hasAttribute( 'name' ) ) {
				// Older DocBook stylesheets (the Installation Guide, one section per page). An id the
				// stylesheet made up ("idm146") differs in every translation: the page names the section.
				$name = $anchor->getAttribute( 'name' );
				return preg_match( '/^idm\d+$/', $name ) ? '' : $name;
			}
		}
		return '';
	}

	/**
	 * A heading's words without its number ("1.2. ", "Kapitel 7. ", "第 7 章 ") or permalink mark.
	 *
	 * @param DOMElement $heading Heading.
	 */
	private function heading_text( DOMElement $heading ): string {
		$text = html_entity_decode( wp_strip_all_tags( ( new Docent_Eval_Html( $this->format['navigation'] ) )->clean( $heading ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		$text = (string) preg_replace( '/^第\s*\d+\s*章\s*/u', '', $text );
		return trim( (string) preg_replace( '/^(?:\p{L}+\s+\d+|\d+(?:\.\d+)*)\.\s+/u', '', $text ) );
	}

	/**
	 * A page's title without the generator's suffix ("— developers-reference 12.18 documentation").
	 *
	 * @param string $html Page HTML.
	 */
	private static function page_title( string $html ): string {
		preg_match( '#<title>(.*?)</title>#s', $html, $m );
		$title = html_entity_decode( $m[1] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+—\s+.*$/u', '', $title ) );
	}
}
