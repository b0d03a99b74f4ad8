<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Dutch site reads Dutch questions: "Hoe kan ik …", "Wat is …", "Waar vind ik …" are framing, and
 * a separable verb split by the question ("Hoe zet ik … uit?") is joined again.
 */
final class DutchTest extends Rules_Case {

	protected static function code(): string {
		return 'nl';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'hoe kan ik'            => array( 'Hoe kan ik mijn facturen exporteren?', 'mijn facturen exporteren?' ),
			'wat is'                => array( 'Wat is een webhook?', 'webhook?' ),
			'a particle at the end' => array( 'Hoe zet ik de computer uit?', 'de computer uitzet ' ),
			'a verb of its own'     => array( 'Hoe verwijder ik mijn account?', 'verwijder mijn account?' ),
			'ik wil graag weten'    => array( 'Ik wil graag weten hoe ik de taal kan wijzigen', 'de taal kan wijzigen' ),
			'kun je me vertellen'   => array( 'Kun je me vertellen waar ik de instellingen vind?', 'de instellingen vind?' ),
			'waar vind ik'          => array( 'Waar vind ik de instellingen?', 'de instellingen?' ),
			'alstublieft'           => array( 'Facturen exporteren alstublieft', 'Facturen exporteren ' ),
			'hoe werkt'             => array( 'Hoe werkt de synchronisatie?', 'de synchronisatie ' ),
			'is er een manier'      => array( 'Is er een manier om facturen te exporteren?', 'facturen te exporteren?' ),
			'hallo, particle'       => array( 'Hallo, hoe sluit ik de app af?', 'de app afsluit ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Wij willen dat de factuur van de klant in zijn account staat', array( 'factuur', 'klant', 'account', 'staat' ) ),
			'words like waarin and daarvoor' => array( 'Waarin staat de licentie van het archief, en waarvoor dient daarbij de sleutel?', array( 'staat', 'licentie', 'archief', 'dient', 'sleutel' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'maken, gebruiken' => array( array( 'maken', 'sjablonen', 'gebruiken' ), array( 'sjablonen' ) ),
			'light words only' => array( array( 'maken', 'mogelijk' ), array( 'maken', 'mogelijk' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Facturen exporteren',
			'Open in de klantenzone Facturatie en kies Exporteren: alle facturen worden als PDF gedownload.',
			'Hoe kan ik contact opnemen?',
			'Hoe kan ik contact opnemen? Ik lees mijn mail elke dag.',
			'Hoe kan ik mijn facturen exporteren?',
		);
	}
}
