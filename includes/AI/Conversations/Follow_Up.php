<?php
/**
 * Whether a question leans on the conversation before it ("and the fonts?", "how do I undo
 * that?", "und wie geht das?", "字体呢？") or names its own need ("How much does Docent cost?").
 *
 * @package Docent
 */

namespace Docent\AI\Conversations;

use Docent\AI\Retrieval\Terms;
use Docent\Search\Language\Filler;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * A follow-up is a question with no need words of its own ("why?", "and then?"), or a short one
 * that points back: it opens like a continuation ("and …", "what about …") or refers to what was
 * said with a pronoun ("it", "that", "them"). Any other question is read on its own, whatever
 * came before: the previous topic's answer is never the answer to a new topic.
 */
final class Follow_Up {

	/**
	 * A question pointing back with at most this many need words of its own is a follow-up.
	 */
	private const SHORT = 2;

	/**
	 * Per language: words that open a continuation ("starts"), words that point back to what was
	 * said ("refers", anywhere in the question), and for Korean, Chinese and Japanese the endings that
	 * ask "and what about …" ("ends", matched on the question's last characters: "폰트는요?"). Folded as the
	 * tokenizer folds them (lower case, no accents; Chinese in Simplified characters, Han_Script).
	 */
	private const MARKERS = array(
		'en' => array(
			'starts' => array( 'and', 'but', 'also', 'then', 'so', 'or', 'what about', 'how about', 'same for', 'what if' ),
			'refers' => array( 'it', 'its', 'that', 'this', 'these', 'those', 'them', 'they' ),
		),
		'de' => array(
			'starts' => array( 'und', 'aber', 'auch', 'dann', 'also', 'oder', 'was ist mit', 'wie ist es mit', 'und wenn' ),
			'refers' => array( 'es', 'dies', 'diese', 'dieses', 'dafur', 'dazu', 'davon', 'darauf', 'daran', 'ihn', 'ihm' ),
		),
		'fr' => array(
			'starts' => array( 'et', 'mais', 'aussi', 'alors', 'puis', 'ou', 'et pour', 'et si', 'qu en est il' ),
			'refers' => array( 'ca', 'cela', 'ceci', 'celui', 'celle', 'ceux', 'celles', 'lui' ),
		),
		'es' => array(
			'starts' => array( 'y', 'pero', 'tambien', 'entonces', 'o', 'que pasa con', 'y si', 'y para' ),
			'refers' => array( 'eso', 'esto', 'ello', 'aquello', 'lo', 'le', 'les' ),
		),
		'it' => array(
			'starts' => array( 'e', 'ma', 'anche', 'allora', 'poi', 'o', 'e per', 'e se' ),
			'refers' => array( 'quello', 'questo', 'quella', 'questa', 'quelli', 'questi', 'cio', 'li' ),
		),
		'pt' => array(
			'starts' => array( 'e', 'mas', 'tambem', 'entao', 'ou', 'e quanto', 'e se', 'e para' ),
			'refers' => array( 'isso', 'isto', 'aquilo', 'lo', 'los', 'dele', 'dela', 'disso', 'nisso' ),
		),
		'nl' => array(
			'starts' => array( 'en', 'maar', 'ook', 'dan', 'of', 'hoe zit het met', 'en als', 'wat dacht je van' ),
			'refers' => array( 'dat', 'dit', 'deze', 'ervan', 'erop', 'eraan', 'ermee', 'hem', 'ze' ),
		),
		'ru' => array(
			'starts' => array( 'а', 'и', 'но', 'тоже', 'также', 'тогда', 'или', 'а если', 'как насчет' ),
			'refers' => array( 'это', 'этот', 'эта', 'эти', 'тот', 'его', 'ее', 'их', 'он', 'она', 'оно', 'они', 'ним', 'нем' ),
		),
		'sv' => array(
			'starts' => array( 'och', 'men', 'ocksa', 'sedan', 'sa', 'eller', 'vad galler', 'hur ar det med', 'och om' ),
			'refers' => array( 'det', 'detta', 'denna', 'dessa', 'dem', 'dit' ),
		),
		'da' => array(
			'starts' => array( 'og', 'men', 'ogsa', 'sa', 'eller', 'hvad med', 'hvad sa med', 'og hvis' ),
			'refers' => array( 'det', 'dette', 'denne', 'disse', 'dem', 'dertil', 'deraf' ),
		),
		'nb' => array(
			'starts' => array( 'og', 'men', 'ogsa', 'sa', 'eller', 'hva med', 'hva sa med', 'og hvis' ),
			'refers' => array( 'det', 'dette', 'denne', 'disse', 'dem', 'dit' ),
		),
		'id' => array(
			'starts' => array( 'dan', 'tapi', 'juga', 'lalu', 'terus', 'atau', 'bagaimana dengan', 'gimana dengan', 'kalau', 'kalo' ),
			'refers' => array( 'itu', 'ini', 'tersebut', 'begitu', 'sana', 'situ' ),
		),
		'ro' => array(
			'starts' => array( 'si', 'dar', 'sau', 'apoi', 'si daca', 'dar daca', 'ce zici de', 'cum ramane cu' ),
			'refers' => array( 'asta', 'acesta', 'aceasta', 'acela', 'aceea', 'el', 'ea', 'le', 'il' ),
		),
		'cs' => array(
			'starts' => array( 'a', 'ale', 'taky', 'tak', 'nebo', 'a co', 'co treba', 'a kdyz' ),
			'refers' => array( 'to', 'tohle', 'toho', 'tom', 'tim', 'ten', 'ho' ),
		),
		'pl' => array(
			'starts' => array( 'a', 'i', 'ale', 'tez', 'takze', 'albo', 'a co z', 'co z', 'a jesli' ),
			'refers' => array( 'to', 'tego', 'tym', 'tamto', 'ten', 'ta', 'je', 'go', 'ich' ),
		),
		'ca' => array(
			'starts' => array( 'i', 'pero', 'tambe', 'llavors', 'o', 'i si', 'i pel que fa a', 'que passa amb' ),
			'refers' => array( 'aixo', 'allo', 'aquest', 'aquesta', 'ho' ),
		),
		'el' => array(
			'starts' => array( 'και', 'κι', 'αλλα', 'επισησ', 'η', 'και αν', 'κι αν', 'τι γινεται με', 'και για', 'και με' ),
			'refers' => array( 'αυτο', 'αυτη', 'αυτα', 'αυτον', 'αυτην', 'εκεινο', 'εκεινα' ),
		),
		'ko' => array(
			'starts' => array( '그럼', '그러면', '그리고', '그런데', '근데', '또', '또한', '아니면' ),
			'refers' => array( '그거', '그것', '그건', '그걸', '그게', '이거', '이것', '이건', '이걸', '이게', '저거', '거기', '그' ),
			'ends'   => array( '는요', '은요', '도요' ),
		),
		'ja' => array(
			'starts' => array( 'では', 'じゃあ', 'じゃ', 'それでは', 'それなら', 'あと', 'また', 'それと', 'ちなみに' ),
			'refers' => array( 'それ', 'これ', 'あれ', 'その', 'この', 'あの', 'そこ', 'ここ', 'そちら', 'こちら' ),
			'ends'   => array( 'も', 'もですか' ),
		),
		'zh' => array(
			'starts' => array( '那', '那么', '还有', '另外', '而且', '并且' ),
			'refers' => array( '它', '它们', '这', '那', '这个', '那个', '这些', '那些', '其' ),
			// Matched on the question as typed: in both scripts.
			'ends'   => array( '呢', '也是', '怎么样', '怎麼樣' ),
		),
	);

	/**
	 * Whether a question needs the previous ones to be understood.
	 *
	 * @param string $question The visitor's question, read with the language in use.
	 */
	public static function needs_context( string $question ): bool {
		$needs = count( Terms::needs( $question ) );
		if ( 0 === $needs ) {
			return true;
		}
		return $needs <= self::SHORT && self::points_back( $question );
	}

	/**
	 * Whether a question opens like a continuation or refers back with a pronoun.
	 *
	 * @param string $question The question.
	 */
	private static function points_back( string $question ): bool {
		$markers = self::MARKERS[ Languages::current()->code() ] ?? array();
		if ( ! $markers ) {
			return false;
		}
		$asked = ' ' . implode( ' ', Tokenizer::words( $question ) ) . ' ';
		foreach ( $markers['starts'] as $start ) {
			if ( str_starts_with( $asked, ' ' . $start . ( Tokenizer::has_cjk( $start ) ? '' : ' ' ) ) ) {
				return true;
			}
		}
		// Pronouns are looked for in the need, without the framing ("is there a way to …").
		$need = ' ' . implode( ' ', Tokenizer::words( Filler::strip( $question ) ) ) . ' ';
		foreach ( $markers['refers'] as $word ) {
			if ( str_contains( $need, Tokenizer::has_cjk( $word ) ? $word : ' ' . $word . ' ' ) ) {
				return true;
			}
		}
		$end = (string) preg_replace( '/[\s\p{P}]+$/u', '', $question );
		foreach ( $markers['ends'] ?? array() as $ending ) {
			if ( str_ends_with( $end, $ending ) ) {
				return true;
			}
		}
		return false;
	}
}
