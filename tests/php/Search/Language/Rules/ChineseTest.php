<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Chinese site strips the framing that Cjk_Chunks would leave as a phrase when the need is
 * written in Latin letters ("Docker 是什么？", "请介绍一下 WordPress").
 */
final class ChineseTest extends Rules_Case {

	protected static function code(): string {
		return 'zh';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'是什么'          => array( 'Docker 是什么？', 'Docker ' ),
			'请介绍一下'        => array( '请介绍一下 WordPress', 'WordPress' ),
			'你好，请问'        => array( '你好，请问 Docker 怎么安装？', 'Docker 怎么安装？' ),
			'我想知道'         => array( '我想知道 Redis 的配置', 'Redis 的配置' ),
			'如何在'          => array( '如何在 WordPress 中安装插件', 'WordPress 中安装插件' ),
			'吗'            => array( 'Docker 支持 ARM 吗？', 'Docker 支持 ARM ' ),
			'的方法'          => array( 'Redis 备份的方法', 'Redis 备份 ' ),
			'谢谢'           => array( 'Gutenberg 有什么用？谢谢', 'Gutenberg 有什么用？ ' ),
			'framing only' => array( '是什么', '是什么' ),
			'是什麼 (Traditional)'   => array( 'Docker 是什麼？', 'Docker ' ),
			'請問…怎麼 (Traditional)' => array( '請問 Docker 怎麼安裝？', 'Docker 怎麼安裝？' ),
			'嗎 (Traditional)'     => array( 'Docker 支援 ARM 嗎？', 'Docker 支援 ARM ' ),
			'謝謝 (Traditional)'    => array( 'Gutenberg 有什麼用？謝謝', 'Gutenberg 有什麼用？ ' ),
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
			'Docker 是一个运行容器的软件。',
			'常见问题',
			'关于 Docker 是什么、为什么用它，请看下面的说明。',
			'Docker 是什么？',
		);
	}
}
