<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Spanish site reads Spanish questions: "¿Cómo puedo …?", "¿Qué es …?", "Quiero saber …" and
 * "por favor" are framing, with the opening ¿ and ¡ as framing of their own.
 */
final class SpanishTest extends Rules_Case {

	protected static function code(): string {
		return 'es';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'cómo puedo'            => array( '¿Cómo puedo exportar mis facturas?', 'exportar mis facturas?' ),
			'qué es'                => array( '¿Qué es un webhook?', 'webhook?' ),
			'quiero saber'          => array( 'Quiero saber cómo cambiar el idioma', 'cambiar el idioma' ),
			'hola, me puedes decir' => array( 'Hola, ¿me puedes decir cómo exportar las facturas?', 'exportar las facturas?' ),
			'por favor'             => array( 'Exportar facturas por favor', 'Exportar facturas ' ),
			'dónde puedo encontrar' => array( '¿Dónde puedo encontrar la configuración?', 'la configuración?' ),
			'cómo funciona'         => array( '¿Cómo funciona la sincronización?', 'la sincronización ' ),
			'hay alguna forma'      => array( '¿Hay alguna forma de exportar las facturas?', 'exportar las facturas?' ),
			'es posible'            => array( '¿Es posible borrar mi cuenta?', 'borrar mi cuenta?' ),
			'tengo una duda'        => array( 'Tengo una duda sobre la suscripción', 'la suscripción' ),
			'explícame'             => array( '¡Hola! Explícame cómo instalar el plugin', 'instalar el plugin' ),
			'without accents'       => array( 'como puedo exportar mis facturas', 'exportar mis facturas' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Quiero que la factura del cliente esté en su cuenta', array( 'quiero', 'factura', 'cliente', 'cuenta' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'hacer, usar'      => array( array( 'hacer', 'plantillas', 'usar' ), array( 'plantillas' ) ),
			'light words only' => array( array( 'hacer', 'posible' ), array( 'hacer', 'posible' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Exportar facturas',
			'En el área de cliente, abra Facturación y elija Exportar: todas sus facturas se descargan en PDF.',
			'¿Cómo puedo contactar con ustedes?',
			'¿Cómo puedo contactar con ustedes? Puedo ayudarte por correo; mis horarios están abajo.',
			'¿Cómo puedo exportar mis facturas?',
		);
	}
}
