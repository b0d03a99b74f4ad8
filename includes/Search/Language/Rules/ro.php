<?php
/**
 * Romanian: the words and framing Docent reads Romanian docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("și" is "si", "în" is "in").
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'a acea aceasta aceea acel acela acest acesta aceste acestea acestei acestor acestui ai al ale alt alta alte am ar are as asa au avea aveti ca cand care cat ce cel cea cele ceva cu cum da daca dar de deci din dintre ea ei el ele este esti eu fara fi fie fost ii il in intr intre isi iar la le lor lui ma mai mea mele mi mie mine mult multe ne nici noi nostru nu o ori pe pentru poate prin sa sau se si sunt suntem tau te tine toate tot tu un una unei unui unor va vi voi vor vrea vreau vrem',
	'clitics'   => true, // A hyphen joins pronouns and particles to words: "m-am", "dintr-un" (Query).
	'leading'   => array(
		'(?:bună(?: ziua| seara| dimineața)?|salut|salutare|hei|servus)(?: tuturor)?[\s,!.]+',
		'(?:vă rog|te rog)[\s,]+',
		'(?:puteți|poți|ați putea|ai putea)(?: să)?(?: (?:îmi|ne|mi))?(?: (?:spuneți|spui|explicați|explici|arătați|arăți|ajutați|ajuți))?(?: (?:cum|despre|cu))?[\s,]+',
		'(?:spuneți-mi|spune-mi|explicați-mi|explică-mi|arătați-mi|arată-mi)(?: (?:mai multe|ceva))?(?: despre)?[\s,]+',
		'(?:aș vrea|vreau|aș dori|doresc|am nevoie)(?: să)?(?: (?:știu|aflu|înțeleg|citesc))?(?: (?:mai multe|ceva))?(?: (?:despre|cum|dacă))?[\s,]+',
		'(?:am|avem) (?:o |niște )?(?:întrebare|întrebări|problemă|probleme) (?:despre|legată de|legate de|cu|privind)\s+',
		'(?:caut|căutăm)(?: (?:informații|ajutor|documentație|detalii))?(?: (?:despre|pentru))?\s+',
		'(?:există|este)(?: (?:o|vreo|un|vreun))?(?: (?:modalitate|posibilitate|metodă|documentație|articol|fel))?(?: (?:de|să|prin care))?\s+',
		'(?:se poate|este posibil|e posibil)(?: să)?\s+',
		'cum (?:pot|putem|se poate|aș putea|trebuie|ar trebui)(?: să)?\s+',
		'cum (?:se|să)\s+',
		'unde (?:găsesc|pot găsi|se găsește|se găsesc|este|sunt|e)\s+',
		'ce (?:este|înseamnă|sunt|e)(?: (?:un|o|acest|această))?\s+',
		'cum\s+(?!funcționează\b)',
	),
	'trailing'  => '/(?:[\s,]+(?:mulțumesc|mersi|vă rog|te rog|mulțumesc frumos)|\s+(?:în|din) (?:documentație|manual|ghid))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*cum funcționează (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(),
	'light'     => array( 'face', 'fac', 'facut', 'folosi', 'folosesc', 'folosind', 'utiliza', 'posibil', 'mod', 'fel', 'lucru', 'lucruri', 'ceva', 'gasi', 'bine', 'usor', 'rapid', 'defapt', 'doar', 'mai', 'multe', 'diferite' ),
	'own'       => '/\s+(?:site-ul|aplicația|proiectul|magazinul) (?:meu|mea|nostru|noastră)\b/iu',
);
