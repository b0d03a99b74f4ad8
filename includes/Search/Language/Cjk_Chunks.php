<?php
/**
 * A Chinese or Japanese question cut into the words it is about, without a dictionary: Japanese
 * at its changes of script, Chinese at its function words.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * Written without spaces, a question is one run of characters ("パスワードを忘れた場合は"),
 * and no doc holds the whole run. In Japanese the topic is written in kanji and katakana and the
 * hiragana between them are particles, endings and framing, so the run is cut where the script
 * changes and the hiragana dropped: "パスワード", "忘", "場合"; a word's one-kana ending between two
 * kanji stays in it ("使い方", not "使" and "方"). Chinese has one script; it is cut
 * at its function and question words (的, 了, 吗, 怎么, 如何 …). Words that frame a question
 * rather than name its need ("方法", "教", "如何") go while other chunks are left. Only queries
 * are cut: the index keeps every character and pair, so a chunk is found wherever it stands.
 */
final class Cjk_Chunks {

	/**
	 * Japanese kanji that frame a question ("…の方法を教えて", "…とは何ですか", "…場合は").
	 */
	private const JA_LIGHT = array( '方法', '場合', '教', '何', '手順', '仕方', '知', '説明', '詳', '今', '可能', '必要', '出来', '良', '分' );

	/**
	 * One hiragana between kanji that is an ending inside a word (okurigana) ("使い方", "読み込む",
	 * "起動し直す"), not a particle between two words ("設定の変更", "前に"): the word is kept whole.
	 */
	private const JA_OKURIGANA = '(?![のをにはがでとへもやかねよなっ])' . Tokenizer::HIRAGANA;

	/**
	 * Chinese function and question words, in Simplified and Traditional characters (zh_TW and
	 * zh_HK sites write "怎麼", "什麼", "沒有" for "怎么", "什么", "没有").
	 */
	private const ZH_SPLIT = array( '请问', '請問', '怎么样', '怎麼樣', '怎么', '怎麼', '怎样', '怎樣', '如何', '什么', '什麼', '为什么', '為什麼', '哪里', '哪裡', '哪些', '哪个', '哪個', '是否', '可以', '能否', '应该', '應該', '需要', '我们', '我們', '你们', '你們', '一个', '一個', '这个', '這個', '那个', '那個', '没有', '沒有', '吗', '嗎', '呢', '吧', '啊', '的', '了', '是', '在', '我', '你', '您', '请', '請', '能', '要', '会', '會', '和', '与', '與', '及', '或', '把', '被', '对', '對', '给', '給', '让', '讓', '得', '地', '着', '著', '过', '過', '也', '都', '就', '还', '還', '又' );

	/**
	 * Chinese words that frame a question ("…的方法", "…的步骤").
	 */
	private const ZH_LIGHT = array( '方法', '办法', '辦法', '步骤', '步驟', '问题', '問題', '介绍', '介紹', '说明', '說明', '告诉', '告訴', '知道', '有' );

	/**
	 * The words of a query with every CJK run replaced by its chunks; other words as they are.
	 *
	 * @param string[] $words Words from Tokenizer::words().
	 * @return string[]
	 */
	public static function split_words( array $words ): array {
		$out = array();
		foreach ( $words as $word ) {
			$word = (string) $word;
			if ( ! Tokenizer::is_cjk( $word ) ) {
				$out[] = $word;
				continue;
			}
			foreach ( self::chunks( $word ) as $chunk ) {
				$out[] = $chunk;
			}
		}
		return $out;
	}

	/**
	 * The chunks of one run of CJK characters.
	 *
	 * @param string $run CJK characters.
	 * @return string[]
	 */
	public static function chunks( string $run ): array {
		if ( preg_match( '/' . Tokenizer::HIRAGANA . '|' . Tokenizer::KATAKANA . '/u', $run ) ) {
			return self::japanese( $run );
		}
		// Kanji alone on a Japanese site is a Japanese word: kept whole.
		return 'ja' === Languages::current()->code() ? array( $run ) : self::chinese( $run );
	}

	/**
	 * Kanji runs (with the endings inside them) and katakana runs; hiragana dropped (unless that
	 * is all there is).
	 *
	 * @param string $run CJK characters with kana.
	 * @return string[]
	 */
	private static function japanese( string $run ): array {
		$kanji = Tokenizer::HAN . '+';
		preg_match_all( '/' . Tokenizer::KATAKANA . '+|' . $kanji . '(?:' . self::JA_OKURIGANA . $kanji . ')*/u', $run, $m );
		$pieces = $m[0];
		return $pieces ? self::without_light( $pieces, self::JA_LIGHT ) : array( $run );
	}

	/**
	 * The run cut at every function word, which is dropped.
	 *
	 * @param string $run Han characters.
	 * @return string[]
	 */
	private static function chinese( string $run ): array {
		$chars  = mb_str_split( $run, 1, 'UTF-8' );
		$count  = count( $chars );
		$pieces = array();
		$piece  = '';
		for ( $i = 0; $i < $count; ) {
			$skip = self::function_word_at( $chars, $i );
			if ( $skip > 0 ) {
				$pieces[] = $piece;
				$piece    = '';
				$i       += $skip;
				continue;
			}
			$piece .= $chars[ $i ];
			++$i;
		}
		$pieces[] = $piece;
		$pieces   = array_values( array_filter( $pieces, 'strlen' ) );
		return $pieces ? self::without_light( $pieces, self::ZH_LIGHT ) : array( $run );
	}

	/**
	 * The length in characters of the function word starting at $i, or 0.
	 *
	 * @param string[] $chars Characters.
	 * @param int      $i     Position.
	 */
	private static function function_word_at( array $chars, int $i ): int {
		for ( $length = 3; $length > 0; $length-- ) {
			$word = array_slice( $chars, $i, $length );
			if ( count( $word ) === $length && in_array( implode( '', $word ), self::ZH_SPLIT, true ) ) {
				return $length;
			}
		}
		return 0;
	}

	/**
	 * The pieces without framing words, unless nothing else would be left.
	 *
	 * @param string[] $pieces Chunks.
	 * @param string[] $light  Framing words.
	 * @return string[]
	 */
	private static function without_light( array $pieces, array $light ): array {
		$kept = array_values( array_diff( $pieces, $light ) );
		return $kept ? $kept : $pieces;
	}
}
