<?php
/**
 * Turns a manual's generated HTML (Sphinx, DocBook) into the plain, class-free HTML an article
 * keeps: navigation, permalink marks and tables of contents left out, markup reduced to the
 * tags a docs page uses. Shared by the eval's corpus readers (eval-corpus.php, eval-manual.php).
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One cleaner per manual format: what counts as navigation differs between generators.
 */
final class Docent_Eval_Html {

	/**
	 * Tags kept as they are (without attributes); everything else is unwrapped or dropped.
	 */
	private const KEPT = array( 'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd', 'code', 'em', 'strong', 'kbd', 'br' );

	/**
	 * Elements dropped with everything inside them.
	 */
	private const DROPPED = array( 'script', 'style', 'img', 'svg', 'form', 'input', 'button', 'nav' );

	/**
	 * Classes of elements that are navigation, dropped with what they hold.
	 *
	 * @var string[]
	 */
	private array $navigation;

	/**
	 * Nodes left out on top of the navigation (an article's own heading, its sub-articles).
	 *
	 * @var SplObjectStorage<DOMNode, null>
	 */
	private SplObjectStorage $skipped;

	/**
	 * @param string[] $navigation Classes of navigation elements.
	 */
	public function __construct( array $navigation ) {
		$this->navigation = $navigation;
		$this->skipped    = new SplObjectStorage();
	}

	/**
	 * A page's HTML as a DOM, read as UTF-8.
	 *
	 * @param string $html Page HTML.
	 */
	public static function dom( string $html ): DOMDocument {
		$dom = new DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NONET );
		libxml_clear_errors();
		return $dom;
	}

	/**
	 * Clean HTML of an element's children.
	 *
	 * @param DOMNode   $node Element.
	 * @param DOMNode[] $skip Nodes inside it to leave out.
	 */
	public function clean( DOMNode $node, array $skip = array() ): string {
		$this->skipped = new SplObjectStorage();
		foreach ( $skip as $skipped ) {
			$this->skipped->attach( $skipped );
		}
		return $this->children( $node );
	}

	/**
	 * Clean HTML of an element's children, with the nodes to skip already set.
	 *
	 * @param DOMNode $node Element.
	 */
	private function children( DOMNode $node ): string {
		$out = '';
		foreach ( $node->childNodes as $child ) {
			$out .= $this->clean_node( $child );
		}
		return trim( (string) preg_replace( "/\n{3,}/", "\n\n", $out ) );
	}

	/**
	 * One node as clean HTML.
	 *
	 * @param DOMNode $node Node.
	 */
	private function clean_node( DOMNode $node ): string {
		if ( XML_TEXT_NODE === $node->nodeType ) {
			return esc_html( $node->textContent );
		}
		if ( ! $node instanceof DOMElement || $this->skipped->contains( $node ) ) {
			return '';
		}
		$tag   = strtolower( $node->tagName );
		$class = ' ' . $node->getAttribute( 'class' ) . ' ';
		if ( in_array( $tag, self::DROPPED, true ) || 'h1' === $tag ) {
			return ''; // The h1 is the article title.
		}
		foreach ( $this->navigation as $navigation ) {
			if ( false !== strpos( $class, ' ' . $navigation . ' ' ) ) {
				return '';
			}
		}
		$inner = $this->children( $node );
		if ( 'pre' === $tag ) {
			return '<pre>' . esc_html( $node->textContent ) . "</pre>\n";
		}
		if ( ! in_array( $tag, self::KEPT, true ) ) {
			// div, span, section, a and the like: their text stays, their markup goes.
			$block = in_array( $tag, array( 'div', 'section' ), true );
			return $block ? "\n" . $inner . "\n" : $inner;
		}
		if ( 'br' === $tag ) {
			return '<br>';
		}
		if ( '' === trim( wp_strip_all_tags( $inner ) ) && 'td' !== $tag && 'th' !== $tag ) {
			return '';
		}
		$inline = in_array( $tag, array( 'code', 'em', 'strong', 'kbd' ), true );
		return "<$tag>" . $inner . "</$tag>" . ( $inline ? '' : "\n" );
	}
}
