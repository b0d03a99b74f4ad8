<?php
/**
 * Catalan: the words and framing Docent reads Catalan docs and questions with.
 *
 * Keys as in en.php, and elision as in fr.php ("l'escriptori" is "escriptori", "d'arrencada" is
 * "arrencada"). Stopwords are folded as the index folds them ("què" is "que").
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'a al als amb antes aquell aquella aquelles aquells aquest aquesta aquestes aquests com d de del dels des dins el els en entre era es esta estan esteu estic et fins ha han has he hem heu hi ho i jo la les li lo los me meu meva meus meves mes mi molt no nos nosaltres o on per perque pero que qui s se seu seva seus seves si sobre son sou tambe te tinc tu un una uns unes us va vaig van vosaltres vostre vostra',
	'clitics'   => true, // A hyphen joins pronouns and particles to words: "moure-les", "registrar-se" (Query).
	'elision'   => '/(?<![\p{L}\p{N}])(?:l|d|s|m|t|n)\'(?=\p{L})/u',
	'leading'   => array(
		'(?:hola|bon dia|bona tarda|bona nit|bones)(?: a tothom)?[\s,!.]+',
		'(?:si us plau|sisplau|siusplau)[\s,]+',
		'(?:em podeu|em pots|ens podeu|podeu|pots|podríeu|podries)(?: (?:dir|explicar|ensenyar|ajudar))?(?: (?:com|sobre|amb))?[\s,]+',
		'(?:digues-me|digueu-me|explica\'m|expliqueu-me)(?: (?:més|alguna cosa))?(?: sobre)?[\s,]+',
		'(?:vull|voldria|necessito|m\'agradaria)(?: (?:saber|aprendre|entendre|llegir))?(?: (?:més|alguna cosa))?(?: (?:sobre|com|si))?[\s,]+',
		'(?:tinc|tenim) (?:una |unes |un )?(?:pregunta|preguntes|dubte|problema) (?:sobre|amb|respecte a)\s+',
		'(?:busco|cerco|estic buscant)(?: (?:informació|ajuda|documentació))?(?: (?:sobre|per a))?\s+',
		'(?:hi ha|existeix)(?: (?:alguna|algun|una|un))?(?: (?:manera|forma|possibilitat|documentació|article))?(?: (?:de|per a|per))?\s+',
		'(?:és possible|es pot|puc)\s+',
		'com (?:puc|podem|es pot|haig de|he de|cal)\s+',
		'com (?:es)\s+',
		'on (?:trobo|puc trobar|es troba|es troben|és|són)\s+',
		'(?:què|que) (?:és|són|vol dir|significa)(?: (?:un|una|el|la))?\s+',
		'com\s+(?!funciona\b)',
	),
	'trailing'  => '/(?:[\s,]+(?:gràcies|moltes gràcies|si us plau|sisplau)|\s+a la (?:documentació|guia|manual))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*com funciona (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(),
	'light'     => array( 'fer', 'faig', 'utilitzar', 'usar', 'servir', 'possible', 'manera', 'cosa', 'coses', 'alguna', 'trobar', 'bo', 'facil', 'rapid', 'realment', 'nomes', 'diversos', 'diferents' ),
	'own'       => '/\s+(?:el meu|la meva|el nostre|la nostra) (?:lloc web|web|aplicació|projecte|botiga)\b/iu',
);
