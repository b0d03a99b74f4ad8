<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Japanese site strips the framing that Cjk_Chunks would leave as a chunk when the need is
 * written in Latin letters ("Dockerとは何ですか", "WordPressについて教えてください").
 */
final class JapaneseTest extends Rules_Case {

	protected static function code(): string {
		return 'ja';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'とは何ですか'          => array( 'Dockerとは何ですか？', 'Docker ' ),
			'について教えてください'     => array( 'WordPressについて教えてください', 'WordPress ' ),
			'すみません, の使い方を教えて' => array( 'すみません、Dockerの使い方を教えて', 'Docker ' ),
			'って何'             => array( 'Gutenbergって何？', 'Gutenberg ' ),
			'どうすればいいですか'      => array( 'パスワードを忘れた場合はどうすればいいですか？', 'パスワードを忘れた場合 ' ),
			'こんにちは, 方法を知りたい'  => array( 'こんにちは。Redisの設定方法を知りたい', 'Redisの設定 ' ),
			'framing only'    => array( '教えてください', '教えてください' ),
			'no framing'      => array( 'Docker インストール', 'Docker インストール' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'no stopwords of its own' => array( 'Docker and the cache', array( 'docker', 'and', 'the', 'cache' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'english ones stay' => array( array( 'docker', 'make' ), array( 'docker', 'make' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Docker',
			'Dockerはコンテナを動かすためのソフトウェアです。',
			'よくある質問',
			'Dockerのサポートについて何でも聞いてください。何が分からないですか？',
			'Dockerとは何ですか？',
		);
	}
}
