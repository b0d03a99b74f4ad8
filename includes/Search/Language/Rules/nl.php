<?php
/**
 * Dutch: the words and framing Docent reads Dutch docs and questions with.
 *
 * Keys as in en.php. A separable verb comes apart in a question ("Hoe zet ik de computer
 * uit?"), while the manuals write it whole ("uitzetten"): a phrase rule joins the particle at the
 * end to the verb again, which the stemmer then meets.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_particles = '(af|aan|op|uit|in|mee|over|terug|toe|weg|bij|door|na|om|vast|los|neer|voor|binnen|buiten)';

return array(
	'stopwords' => 'aan al alle alles als altijd ben bent bij daar daarna daarom dan dat de der deze die dit doch door dus een eens en er geen had heb hebben hebt heeft het hier hij hoe hoeveel hun ik in is je jij jou jouw jullie kan kon konden kun kunnen kunt maar mag me meer men met mij mijn moest moet moeten mogen na naar niet niets nog nu of om omdat ons onze ook op over te tegen toch toen tot u uit uw van veel voor waar waarmee waarom waarop wanneer want was waren wat we wel welk welke werd werden wie wij wil willen wilt worden wordt zal zich zij zijn zo zonder zou zouden zullen ze zelf waarin waarvoor waaraan waardoor waarnaar waarover waaruit waarbij daarmee daarin daarvoor daarop daaraan daardoor daarnaar daarover daaruit daarbij hiermee hierin hiervoor hierop hieraan erin ervoor erop eraan ermee erover eruit erbij',
	'leading'   => array(
		'(?:hallo|hoi|hey|hi|goedemorgen|goedemiddag|goedenavond)(?: allemaal)?[\s,!.]+',
		'(?:alstublieft|alsjeblieft|aub|graag)[\s,]+',
		'(?:kun|kunt|kan|zou|zoudt|wil|wilt) (?:je|jij|u)(?: (?:me|mij|ons))?(?: (?:even|misschien|alsjeblieft|alstublieft))?(?: (?:vertellen|uitleggen|laten zien|helpen|zeggen|tonen))?(?: (?:over|met|bij))?[\s,]+',
		'(?:vertel|leg|laat) (?:me|mij|ons)(?: (?:eens|iets|meer|alles))*(?: (?:over|uit|zien))?[\s,]+',
		'(?:ik|we|wij) (?:wil|willen|zou|zouden|moet|moeten)(?: (?:graag|even))*(?: (?:weten|leren|begrijpen|snappen|uitzoeken|lezen))?(?: meer)?(?: (?:over|van))?[\s,]+',
		'(?:ik|we|wij) (?:heb|hebben) (?:een |wat |enkele |nog een )?(?:vraag|vragen|probleem|problemen) (?:over|met|bij|omtrent|rond)\s+',
		'(?:ik|we|wij) (?:zoek|zoeken|ben op zoek naar|zijn op zoek naar)(?: (?:info|informatie|hulp|documentatie|uitleg))?(?: (?:over|voor|naar))?\s+',
		'(?:is|zijn) er(?: (?:een|ook|enige|wat))?(?: (?:documentatie|informatie|info|handleiding|manier|mogelijkheid|optie|artikel|uitleg))?(?: (?:om|over|voor|van))?\s+',
		'(?:is het mogelijk|kan het)(?: om)?\s+',
		'hoe (?:kan|kun|kunt|moet|zou|mag) (?:ik|je|jij|u|we|wij|men)\s+',
		'hoe (?:kunnen|moeten|zouden) (?:we|wij|jullie|ze)\s+',
		'(?:hoe|waar) (?:ik|je|u|we|wij|men)\s+',
		'waar (?:kan|kun|kunt) (?:ik|je|u|we|men)(?: (?:vinden|zien))?\s+',
		'waar (?:vind|zie) (?:ik|je|u|we|men)\s+',
		'waar (?:is|zijn|staat|staan)\s+',
		'wat (?:is|zijn|betekent|betekenen)(?: (?:een|de|het))?\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:alstublieft|alsjeblieft|aub|graag|bedankt|dank je(?: wel)?|dank u(?: wel)?|dankjewel)|\s+(?:in|volgens) de (?:documentatie|handleiding|docs))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*hoe (?:werkt|werken) (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		// "Hoe zet ik de computer uit?" → "de computer uitzet", which stems as "uitzetten" does.
		'/^\s*hoe\s+(\p{L}+)\s+(?:ik|je|jij|u|we|wij|men)\s+(.+?)\s+' . $docent_particles . '[\s.!?]*$/iu' => '$2 $3$1 ',
		// "Hoe verwijder ik mijn account?" → "verwijder mijn account?".
		'/^\s*hoe\s+(\p{L}+)\s+(?:ik|je|jij|u|we|wij|men)\s+/iu' => '$1 ',
	),
	'light'     => array( 'maken', 'maak', 'maakt', 'doen', 'doe', 'doet', 'gebruiken', 'gebruik', 'gebruikt', 'nodig', 'mogelijk', 'mogelijkheid', 'manier', 'manieren', 'ding', 'dingen', 'iets', 'vinden', 'vind', 'bepaalde', 'specifieke', 'goed', 'precies', 'eigenlijk', 'gewoon', 'makkelijk', 'snel', 'meerdere', 'verschillende', 'even', 'graag' ),
	'own'       => '/\s+(?:mijn|onze|ons)\s+(?:eigen\s+)?(?:website|site|webshop|app|project)\b/iu',
	// A verb's third person or participle in -d or -t ("verwijderd", "werkt") is also looked for
	// as its infinitive, which the stemmer leaves apart (Language::forms()).
	'forms'     => array( '/^(\\p{L}{4,}?)[dt]$/u' => '$1en' ),
	// Linking elements between a compound's parts (Dutch: besturing-s-systeem, boek-en-kast): Compounds.
	'compounds' => array( 's', 'e', 'en' ),
);
