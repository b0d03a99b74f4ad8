<?php
/**
 * Swedish: the words and framing Docent reads Swedish docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("på" is "pa", "är" is
 * "ar"). A question puts its verb before the subject ("Hur installerar jag …?"): a phrase rule
 * keeps the verb and drops the subject.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'alla allt att av blev bli blir da dar de dem den denna deras dess dessa det detta dig din dina ditt du efter eller en er era ert ett fran for ha hade han hans har hennes hon honom hur i icke in inom inte jag ju kan kunde man med mellan men mig min mina mitt mot nagon nagot nagra nar ni nu och oss om pa sa sedan sig sin sina sitt ska skall skulle som till under upp ut utan vad var vara varit vart vem vi vid vilka vilken vilket vill an ar',
	'leading'   => array(
		'(?:hej|hejsan|hallå|tjena|god (?:morgon|dag|kväll))(?: (?:alla|allihop))?[\s,!.]+',
		'(?:snälla|tack på förhand)[\s,]+',
		'(?:kan|skulle) (?:du|ni)(?: (?:snälla|vänligen))?(?: (?:berätta|förklara|visa|hjälpa)(?: (?:mig|oss))?)?(?: (?:om|med|hur))?[\s,]+',
		'(?:berätta|förklara|visa) (?:för )?(?:mig|oss)?(?: (?:lite|mer))*(?: om)?[\s,]+',
		'(?:jag|vi) (?:vill|skulle vilja|undrar|behöver)(?: (?:gärna|bara))*(?: (?:veta|lära mig|förstå|läsa))?(?: (?:mer|lite))?(?: (?:om|hur|över))?[\s,]+',
		'(?:jag|vi) (?:har|hade) (?:en |ett |några )?(?:fråga|frågor|problem) (?:om|med|kring|angående)\s+',
		'(?:jag|vi) (?:letar|söker) (?:efter )?(?:(?:info|information|hjälp|dokumentation) )?(?:om )?',
		'(?:finns det|går det)(?: (?:något|någon|ett|en))?(?: (?:sätt|möjlighet|dokumentation|information|artikel))?(?: (?:att|om|för))?\s+',
		'(?:är det möjligt)(?: att)?\s+',
		'hur (?:gör|kan|ska|skall|bör|får) (?:jag|man|vi|du|ni)(?: för att)?\s+',
		'var (?:hittar|finner|ser) (?:jag|man|vi|du|ni)\s+',
		'var (?:finns|ligger|är)\s+',
		'vad (?:är|betyder|innebär)(?: (?:en|ett|det))?\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:tack(?: på förhand)?|snälla|tack så mycket)|\s+i (?:dokumentationen|manualen|handboken))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*hur (?:fungerar|funkar) (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		// "Hur installerar jag Debian?" → "installerar Debian?".
		'/^\s*hur\s+(\p{L}+)\s+(?:jag|man|vi|du|ni)\s+/iu' => '$1 ',
	),
	'light'     => array( 'gora', 'gor', 'gjorde', 'anvanda', 'anvander', 'behover', 'behova', 'mojligt', 'satt', 'satet', 'nagot', 'sak', 'saker', 'hitta', 'bra', 'enkelt', 'snabbt', 'egentligen', 'bara', 'riktigt', 'olika', 'flera' ),
	'own'       => '/\s+(?:min|mitt|vår|vårt)\s+(?:egen\s+|eget\s+)?(?:webbplats|sajt|hemsida|app|projekt)\b/iu',
	// Linking element between a compound's parts (säkerhet-s-kopia): Compounds.
	'compounds' => array( 's' ),
);
