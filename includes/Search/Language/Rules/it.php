<?php
/**
 * Italian: the words and framing Docent reads Italian docs and questions with.
 *
 * Keys as in en.php, and elision: the articles and pronouns that lose their vowel before another
 * ("l'editor", "dell'account", "c'è"), cut from the word so that "dell'account" is read as
 * "account". The framing patterns end in white space or just after an apostrophe.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_end   = '(?:\s+|(?<=[\'’]))';
$docent_about = '(?:\s+(?:su|sul|sullo|sulla|sui|sugli|sulle|sull[\'’]|di|del|dello|della|dei|degli|delle|dell[\'’]|riguardo a|riguardo|circa|per|con))?';

return array(
	'stopwords' => 'a abbiamo ad agli ai al alla alle allo anche ancora avere avete aveva c che chi ci cio come con contro cosa cui d da dagli dai dal dall dalla dalle dallo de degli dei del dell della delle dello deve devi devo dobbiamo dopo dove dunque e ed era erano essere gia gli ha hai hanno ho i il in io l la le lei li lo loro lui ma mai me mi mia mie miei mio molto ne negli nei nel nell nella nelle nello no noi non nostra nostre nostri nostro o od ogni per perche piu poi possiamo posso possono potete potrei puo puoi qual quale quali quando quanto quell quella quelle quelli quello quest questa queste questi questo qui se sei senza si sia siamo siete sono sta stato stata su sua sue sugli sui sul sull sulla sulle sullo suo suoi ti tra fra tu tua tue tuo tuoi tutta tutte tutti tutto un una uno vi voi vostra vostro quanta quanti di quante',
	'elision'   => '/(?<![\p{L}\p{N}])(?:l|un|dell|all|dall|nell|sull|coll|c|d|m|t|s|v|n|quest|quell|cos|dov|com|anch|nessun|qual)\'(?=\p{L})/u',
	'leading'   => array(
		'(?:ciao|salve|buongiorno|buonasera|buon giorno)(?: a tutti)?[\s,!.]+',
		'(?:per favore|per piacere|cortesemente|gentilmente|scusa|scusate|scusi)[\s,]+',
		'(?:(?:mi|ci)\s+)?(?:puoi|può|puo|potresti|potrebbe|potete|potreste)\s+(?:dirmi|spiegarmi|mostrarmi|aiutarmi|indicarmi|insegnarmi|parlarmi|dirci|spiegarci|dire|spiegare|mostrare|aiutare|indicare|insegnare|parlare)' . $docent_about . $docent_end,
		'(?:dimmi|spiegami|mostrami|insegnami|parlami|ditemi|spiegatemi|mi dica|mi spieghi)(?:\s+(?:qualcosa|tutto))?' . $docent_about . $docent_end,
		'(?:io\s+)?(?:vorrei|voglio|volevo|vorremmo|vogliamo|desidero|mi piacerebbe|ho bisogno di|abbiamo bisogno di)(?:\s+(?:sapere|capire|conoscere|imparare|scoprire|leggere))?(?:\s+(?:di più|di piu))?' . $docent_about . $docent_end,
		'(?:ho|abbiamo)\s+(?:una\s+|un\s+|qualche\s+|delle\s+|dei\s+)?(?:domanda|domande|problema|problemi|dubbio|dubbi)' . $docent_about . $docent_end,
		'(?:(?:sto|stiamo)\s+cercando|cerco)(?:\s+(?:informazioni|info|aiuto|documentazione))?' . $docent_about . $docent_end,
		'(?:c[\'’]\s*è|c[\'’]\s*e|esiste)(?:\s+(?:un|una|uno|qualche))?(?:\s+(?:modo|maniera|documentazione|guida|opzione|informazioni|articolo|pagina))?(?:\s+(?:di|per|su|sul|sulla))?\s+',
		'(?:è|e)\s+possibile\s+',
		'come\s+(?:posso|possiamo|potrei|potremmo|devo|dobbiamo|dovrei|si può|si puo|si fa a|si fa per|si deve|faccio a|faccio per|fare a|fare per|bisogna)\s+',
		'dove\s+(?:posso|si può|si puo)\s+(?:trovare|vedere)\s+',
		'dove\s+(?:trovo|trovare|si trova|si trovano|è|e|sono)\s+',
		'(?:che\s+)?(?:cos[\'’]\s*è|cos[\'’]\s*e|cosa\s+(?:è|e|sono|significa|vuol dire))(?:\s+(?:il|lo|la|i|gli|le|un|uno|una|l[\'’]|un[\'’]))?' . $docent_end,
		'(?:che|cosa)\s+significa(?:\s+(?:il|lo|la|un|una|l[\'’]))?' . $docent_end,
		'come\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:per favore|per piacere|grazie(?: mille| in anticipo)?)|\s+(?:nella|secondo la) (?:documentazione|guida)|\s+(?:nel|secondo il) manuale)[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*(?:come\s+)?funzion(?:a|ano)\s+(.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		'/\bpiù di (?:un|uno|una)\b/iu' => 'diversi',
	),
	'light'     => array( 'fare', 'faccio', 'fa', 'usare', 'uso', 'usa', 'utilizzare', 'utilizzo', 'voglio', 'vuole', 'volere', 'serve', 'servono', 'bisogno', 'potere', 'possibile', 'modo', 'maniera', 'cose', 'correttamente', 'esattamente', 'davvero', 'semplicemente', 'facilmente', 'velocemente', 'certo', 'certa', 'certi', 'certe', 'determinato', 'specifico', 'diversi', 'diverse', 'vari', 'varie', 'trovare', 'trovo' ),
	'own'       => '/\s+(?:il\s+|la\s+)?(?:mio|mia|nostro|nostra)\s+(?:sito web|sito|applicazione|app|progetto|negozio)\b/iu',
);
