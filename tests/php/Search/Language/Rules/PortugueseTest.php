<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Portuguese site reads Portuguese questions: "Como posso …", "O que é …", "Como faço para …"
 * and "por favor" are framing.
 */
final class PortugueseTest extends Rules_Case {

	protected static function code(): string {
		return 'pt';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'como posso'              => array( 'Como posso exportar as faturas?', 'exportar as faturas?' ),
			'o que é'                 => array( 'O que é um webhook?', 'webhook?' ),
			'como faço para'          => array( 'Como faço para mudar o idioma?', 'mudar o idioma?' ),
			'olá, você pode me dizer' => array( 'Olá, você pode me dizer como exportar as faturas?', 'exportar as faturas?' ),
			'gostaria de saber'       => array( 'Gostaria de saber como excluir minha conta', 'excluir minha conta' ),
			'onde encontro'           => array( 'Onde encontro as configurações?', 'as configurações?' ),
			'dá para'                 => array( 'Dá para exportar as faturas?', 'exportar as faturas?' ),
			'por favor'               => array( 'Exportar faturas, por favor', 'Exportar faturas ' ),
			'como funciona'           => array( 'Como funciona a sincronização?', 'a sincronização ' ),
			'uma dúvida'              => array( 'Tenho uma dúvida sobre a assinatura', 'a assinatura' ),
			'without accents'         => array( 'como faco para mudar o idioma', 'mudar o idioma' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Queremos que a fatura do cliente esteja na sua conta', array( 'queremos', 'fatura', 'cliente', 'esteja', 'conta' ) ),
			'question words'        => array( 'Onde e quantos discos são precisos?', array( 'discos', 'precisos' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'fazer, usar'      => array( array( 'fazer', 'modelos', 'usar' ), array( 'modelos' ) ),
			'light words only' => array( array( 'fazer', 'possivel' ), array( 'fazer', 'possivel' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Exportar faturas',
			'Na área do cliente, abra Cobrança e escolha Exportar: todas as faturas são baixadas em PDF.',
			'Como faço para falar com vocês?',
			'Olá! Como faço para falar com vocês? Escreva para o suporte.',
			'Olá, como faço para exportar as faturas?',
		);
	}
}
