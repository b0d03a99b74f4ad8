<?php
/**
 * Danish: the words and framing Docent reads Danish docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("på" is "pa", "være" is
 * "vaere"). A question puts its verb before the subject ("Hvordan installerer jeg …?"): a
 * phrase rule keeps the verb and drops the subject.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'af alle alt at blev blive bliver da de dem den denne der deres det dette dig din dine disse dit du efter eller en end er et for fra ham han hans har havde have hende hendes her hos hun hvad hvem hvilke hvilken hvis hvor hvordan i ikke ind jeg jer jo kan kunne man med meget men mig min mine mit mod ned noget nogle nu og om op os over pa sa selv sig sin sine sit skal skulle som til ud under var vi vil ville vor vaere vaeret',
	'leading'   => array(
		'(?:hej|hejsa|hallo|goddag|god (?:morgen|aften))(?: (?:alle|allesammen))?[\s,!.]+',
		'(?:venligst|vær sød at)[\s,]+',
		'(?:kan|vil) (?:du|i)(?: (?:venligst|lige))?(?: (?:fortælle|forklare|vise|hjælpe)(?: (?:mig|os))?)?(?: (?:om|med|hvordan))?[\s,]+',
		'(?:fortæl|forklar|vis) (?:mig|os)(?: (?:lidt|mere))*(?: om)?[\s,]+',
		'(?:jeg|vi) (?:vil|ville|kunne|skal|har brug for at)(?: (?:gerne|bare|lige))*(?: (?:vide|lære|forstå|læse))(?: (?:mere|lidt))?(?: (?:om|hvordan))?[\s,]+',
		'(?:jeg|vi) (?:har|havde) (?:et |en |nogle )?(?:spørgsmål|problem|problemer) (?:om|med|angående|vedrørende)\s+',
		'(?:jeg|vi) (?:leder|søger) (?:efter )?(?:(?:info|information|hjælp|dokumentation) )?(?:om )?',
		'(?:findes der|er der)(?: (?:en|et|nogen|noget))?(?: (?:måde|mulighed|dokumentation|information|artikel))?(?: (?:at|om|til))?\s+',
		'(?:er det muligt|kan man)(?: at)?\s+',
		'hvordan (?:gør|kan|skal|bør|får) (?:jeg|man|vi|du|i)(?: for at)?\s+',
		'hvor (?:finder|ser) (?:jeg|man|vi|du|i)\s+',
		'hvor (?:er|ligger|findes)\s+',
		'hvad (?:er|betyder|indebærer)(?: (?:en|et|det))?\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:tak(?: på forhånd)?|venligst|tusind tak|mange tak)|\s+i (?:dokumentationen|manualen|vejledningen))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*hvordan (?:virker|fungerer) (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		// "Hvordan installerer jeg Debian?" → "installerer Debian?".
		'/^\s*hvordan\s+(\p{L}+)\s+(?:jeg|man|vi|du|i)\s+/iu' => '$1 ',
	),
	'light'     => array( 'gore', 'gor', 'gjorde', 'bruge', 'bruger', 'brug', 'brugt', 'muligt', 'made', 'noget', 'ting', 'finde', 'god', 'godt', 'nemt', 'hurtigt', 'egentlig', 'bare', 'lige', 'forskellige', 'flere' ),
	'own'       => '/\s+(?:min|mit|vores)\s+(?:egen\s+|eget\s+)?(?:hjemmeside|side|webshop|app|projekt)\b/iu',
	// Linking elements between a compound's parts (sikkerhed-s-kopi, hjem-me-side is too rare): Compounds.
	'compounds' => array( 's', 'e' ),
);
