<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Russian site reads Russian questions: "Как мне …", "Что такое …", "Где найти …",
 * "Подскажите, …" and "пожалуйста" are framing.
 */
final class RussianTest extends Rules_Case {

	protected static function code(): string {
		return 'ru';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'как мне'        => array( 'Как мне удалить аккаунт?', 'удалить аккаунт?' ),
			'как'            => array( 'Как экспортировать счета?', 'экспортировать счета?' ),
			'что такое'      => array( 'Что такое вебхук?', 'вебхук?' ),
			'где найти'      => array( 'Где найти настройки?', 'настройки?' ),
			'подскажите'     => array( 'Подскажите, как экспортировать счета?', 'экспортировать счета?' ),
			'пожалуйста'     => array( 'Экспортировать счета, пожалуйста', 'Экспортировать счета ' ),
			'хочу узнать'    => array( 'Здравствуйте! Хочу узнать про подписку', 'подписку' ),
			'как работает'   => array( 'Как работает синхронизация?', 'синхронизация ' ),
			'можно ли'       => array( 'Можно ли экспортировать счета?', 'экспортировать счета?' ),
			'есть ли способ' => array( 'Есть ли способ экспортировать счета?', 'экспортировать счета?' ),
			'on my site'     => array( 'Как я могу сменить язык на моём сайте?', 'сменить язык на?' ),
			'у меня вопрос'  => array( 'У меня вопрос по подписке', 'подписке' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'pronouns and prepositions' => array( 'Мы хотим, чтобы счёт для клиента был в его аккаунте', array( 'хотим', 'счет', 'клиента', 'аккаунте' ) ),
			'question words'            => array( 'Почему и сколько места нужно, куда и откуда его брать?', array( 'места', 'нужно', 'брать' ) ),
			'relative pronouns'         => array( 'Пакет, который содержит ключ, и какое зеркало чему служит', array( 'пакет', 'содержит', 'ключ', 'зеркало', 'служит' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'сделать, использовать' => array( array( 'сделать', 'шаблоны', 'использовать' ), array( 'шаблоны' ) ),
			'light words only'      => array( array( 'сделать', 'можно' ), array( 'сделать', 'можно' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Экспорт счетов',
			'Чтобы экспортировать счета, откройте раздел «Оплата» и нажмите «Экспорт»: все счета сохранятся в PDF.',
			'Как мне связаться с поддержкой?',
			'Подскажите, как мне связаться с поддержкой? Напишите нам, и мы ответим.',
			'Подскажите, как мне экспортировать счета?',
		);
	}
}
