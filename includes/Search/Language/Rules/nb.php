<?php
/**
 * Norwegian (Bokmål; Nynorsk sites are read by these rules too): the words and framing Docent
 * reads Norwegian docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("på" is "pa", "være" is
 * "vaere"). A question puts its verb before the subject ("Hvordan installerer jeg …?"): a
 * phrase rule keeps the verb and drops the subject.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'alle alt at av ble bli blir da de deg dei dem den denne der deres det dette din dine disse ditt du eg eller en enn er et ett etter for fra ham han hans har hadde ha hennes her hos hun hva hvem hvilke hvilken hvis hvor hvordan i ikke inn jeg jo kan kunne man med meg mellom men min mine mitt mot ned noe noen na og om opp oss over pa sa seg selv sin sine sitt skal skulle som til ut under var vi vil ville var vart vaere vaert deim deira deires di dykk dykkar ein eit eitt elles hja ho hoe honom henne hennar hoss hossen ikkje ingi inkje korleis korso kva kvar kvarhelst kven kvi kvifor me medan mykje no noka nokon nokor noko nokre si sia sidan so somme somt um upp vere verte vore vort varte',
	'leading'   => array(
		'(?:hei|hallo|heisann|god (?:morgen|dag|kveld))(?: (?:alle|alle sammen))?[\s,!.]+',
		'(?:vennligst|vær så snill(?: og)?)[\s,]+',
		'(?:kan|vil) (?:du|dere)(?: (?:vennligst|være så snill å))?(?: (?:fortelle|forklare|vise|hjelpe)(?: (?:meg|oss))?)?(?: (?:om|med|hvordan))?[\s,]+',
		'(?:fortell|forklar|vis) (?:meg|oss)(?: (?:litt|mer))*(?: om)?[\s,]+',
		'(?:jeg|vi) (?:vil|ville|skal|trenger å)(?: (?:gjerne|bare))*(?: (?:vite|lære|forstå|lese))(?: (?:mer|litt))?(?: (?:om|hvordan))?[\s,]+',
		'(?:jeg|vi) (?:har|hadde) (?:et |en |noen )?(?:spørsmål|problem|problemer) (?:om|med|angående)\s+',
		'(?:jeg|vi) (?:leter|søker|ser) (?:etter )?(?:(?:info|informasjon|hjelp|dokumentasjon) )?(?:om )?',
		'(?:finnes det|er det)(?: (?:en|et|noen|noe))?(?: (?:måte|mulighet|dokumentasjon|informasjon|artikkel))?(?: (?:å|om|til))?\s+',
		'(?:er det mulig|kan man)(?: å)?\s+',
		'hvordan (?:gjør|kan|skal|bør|får) (?:jeg|man|vi|du|dere)(?: for å)?\s+',
		'hvor (?:finner|ser) (?:jeg|man|vi|du|dere)\s+',
		'hvor (?:er|ligger|finnes)\s+',
		'hva (?:er|betyr|innebærer)(?: (?:en|et|det))?\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:takk(?: på forhånd)?|vennligst|tusen takk|mange takk)|\s+i (?:dokumentasjonen|manualen|veiledningen|håndboka|håndboken))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*hvordan (?:virker|fungerer) (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		// "Hvordan installerer jeg Debian?" → "installerer Debian?".
		'/^\s*hvordan\s+(\p{L}+)\s+(?:jeg|man|vi|du|dere)\s+/iu' => '$1 ',
	),
	'light'     => array( 'gjore', 'gjor', 'gjorde', 'bruke', 'bruker', 'brukt', 'mulig', 'mate', 'noe', 'ting', 'finne', 'bra', 'enkelt', 'raskt', 'egentlig', 'bare', 'berre', 'forskjellige', 'flere' ),
	'own'       => '/\s+(?:min|mitt|vår|vårt)\s+(?:egen\s+|eget\s+)?(?:nettside|nettsted|side|nettbutikk|app|prosjekt)\b/iu',
	// Linking elements between a compound's parts (sikkerhet-s-kopi, gjest-e-bok): Compounds.
	'compounds' => array( 's', 'e' ),
);
