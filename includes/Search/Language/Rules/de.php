<?php
/**
 * German: the words and framing Docent reads German docs and questions with.
 *
 * Keys as in en.php. A separable verb comes apart in a question ("Wie fahre ich den Rechner
 * herunter?"), while the manuals write it whole ("herunterfahren"): a phrase rule joins the
 * particle at the end to the verb again.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_particles = '(herunter|runter|hinunter|herauf|hinauf|rauf|hoch|heraus|hinaus|raus|herein|hinein|rein|hinzu|dazu|zurück|zuruck|weiter|wieder|fest|frei|los|weg|mit|nach|vor|ab|an|auf|aus|ein|um|zu|her|hin)';

return array(
	'stopwords' => 'ab aber alle allem allen aller alles als also am an auch auf aus bei beim bin bis bist bzw da dabei dadurch dafur dagegen daher damit dann daran darauf daraus darf darin daruber darum das dass dein deine deinem deinen deiner dem den denen denn der deren des deshalb dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch durfen ein eine einem einen einer eines er es etwa etwas euch euer eure eurem euren fur gegen gewesen hab habe haben hast hat hatte hatten hier hin ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist ja jede jedem jeden jeder jedes jene jetzt kann kannst kein keine keinem keinen keiner konnen konnt konnte konnten man mein meine meinem meinen meiner meines mich mir mit mochte mochten muss musst mussen musste nach nicht nichts noch nun nur ob oder ohne sein seine seinem seinen seiner seines seit sich sie sind so soll sollen sollte sollten sonst uber um und uns unser unsere unserem unseren unserer unter vom von vor wann war ware waren warum was weil welche welchem welchen welcher welches wenn wer werde werden wie wieso wir wird wirst wo wobei woher wohin womit wozu worden wurde wurden zu zum zur zwischen wieviel wieviele weshalb weswegen wem wen wessen wofur wodurch worauf woran woraus worin worum woruber wovon wovor wogegen wonach davon davor dazu danach hierfur hierbei hiermit hierzu',
	'leading'   => array(
		'(?:hallo|hi|hey|moin|servus|grüß gott|gruss gott|grüezi|guten (?:tag|morgen|abend))(?: zusammen)?[\s,!.]+',
		'(?:bitte|bitteschön)[\s,]+',
		'(?:kannst|könntest|konntest|können|konnen|könnten|konnten) (?:du|sie|ihr)(?: (?:mir|uns))?(?: bitte)?(?: (?:sagen|erklären|erklaren|zeigen|erzählen|erzahlen|beschreiben|helfen))?(?: (?:über|uber|zu|zum|zur|mit|bei))?[\s,]+',
		'(?:ich|wir) (?:möchte|mochte|möchten|mochten|würde|wurde|würden|wurden|will|wollen|muss|muß|müssen|mussen)(?: (?:gern|gerne))?(?: (?:mehr|etwas))?(?: (?:wissen|erfahren|verstehen|lernen|herausfinden|nachlesen|lesen))?(?: (?:über|uber|zu|zum|zur|bezüglich|bezuglich))?[\s,]+',
		'(?:ich|wir) (?:habe|hab|haben|hätte|hatte|hätten|hatten) (?:eine |ein paar |einige |noch eine )?(?:frage|fragen|problem|probleme) (?:zu|zum|zur|mit|über|uber|bei|bezüglich|bezuglich|wegen)\s+',
		'(?:ich|wir) (?:suche|suchen)(?: nach)?(?: (?:infos?|informationen|hilfe|einer anleitung|eine anleitung|dokumentation))?(?: (?:zu|zum|zur|über|uber|für|fur))?\s+',
		'(?:erkläre?|erklare?|erzähle?|erzahle?|zeige?|sage?|beschreibe?) (?:mir|uns)(?: bitte)?(?: (?:mehr|alles|etwas))?(?: (?:über|uber|zu|zum|zur))?\s+',
		'(?:erkläre?|erklare?|beschreibe?)\s+',
		'gibt es(?: (?:eine|einen|ein|irgendeine|irgendeinen|irgendwelche))?(?: (?:möglichkeit|moglichkeit|weg|option|anleitung|dokumentation|doku|infos?|informationen|artikel|hilfe))?(?: (?:zu|zum|zur|für|fur|über|uber))?[\s,]+',
		'(?:ist es|ist das) möglich[\s,]+',
		'wo (?:finde|bekomme|sehe) (?:ich|man|wir)\s+',
		'wo (?:kann|könnte|konnte) (?:ich|man|wir)(?: (?:finden|sehen|nachlesen))?\s+',
		'wie (?:kann|könnte|konnte|soll|sollte|muss|müsste|musste|darf) (?:ich|man|wir)\s+',
		'wie (?:können|konnen|könnten|konnten|sollen|müssen|mussen) (?:wir|sie)\s+',
		'wie (?:lässt|lasst|lassen) sich\s+',
		'(?:wie|wo) (?:ich|man|wir)\s+',
		'was (?:ist|sind|bedeutet|bedeuten|heißt|heisst)(?: (?:eigentlich|genau))?(?: (?:ein|eine|der|die|das))?\s+',
		'(?:(?:ich )?brauche |wir brauchen )?(?:infos?|informationen|hilfe|details) (?:zu|zum|zur|über|uber|für|fur|bei)\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:bitte|danke(?: schön| schon| sehr)?|vielen dank|dankeschön|dankeschon)|\s+(?:in|laut) (?:der|dem|ihrer|eurer) (?:dokumentation|doku|anleitung|hilfe|handbuch))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*wie (?:funktioniert|funktionieren|klappt|geht) (.+?)[\s.!?]*$/iu',
		'/^\s*wo (?:ist|sind|wird|werden) (.+?)\s+(?:dokumentiert|erklärt|erklart|beschrieben)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		// "Wie fahre ich den Rechner herunter?" → "den Rechner herunterfahren"; so in a question's
		// last clause too, after any question word ("…, wo gebe ich die Webseite an?").
		'/^(.*[.!?;:,–—]\s+|\s*)(?:wie|wo|wohin|woher|womit|wodurch|wann|warum|weshalb|wieso|was)\s+(\p{L}+?)(?:e|est|st|et|t)?\s+(?:ich|man|wir|du)\s+(.+?)\s+' . $docent_particles . '[\s.!?]*$/iu' => '$1$3 $4$2en ',
		// "Wie ändere ich die Sprache?" → "ändere die Sprache?".
		'/^\s*wie\s+(\p{L}+)\s+(?:ich|man|wir|du)\s+/iu' => '$1 ',
	),
	'light'     => array( 'machen', 'mache', 'macht', 'gemacht', 'tun', 'benutzen', 'benutze', 'benutzt', 'nutzen', 'nutze', 'nutzt', 'verwenden', 'verwende', 'verwendet', 'brauche', 'brauchen', 'braucht', 'wollen', 'moglich', 'moglichkeit', 'moglichkeiten', 'weg', 'art', 'weise', 'sache', 'sachen', 'ding', 'dinge', 'finden', 'finde', 'gibt', 'geht', 'bitte', 'bestimmte', 'bestimmten', 'richtig', 'genau', 'eigentlich', 'einfach', 'schnell', 'ganze', 'ganzen', 'mehrere', 'viele', 'gerne', 'gern' ),
	'own'       => '/(?:\s+(?:auf|in|für|fur|bei|von|mit))?\s+(?:meine[mnrs]?|unsere[mnrs]?)\s+(?:eigene[mnrs]?\s+)?(?:website|webseite|seite|homepage|app|projekt|shop)\b/iu',
	// A verb's third person or participle in -t ("entfernt", "erlaubt", "funktioniert") is also
	// looked for as its infinitive, which the stemmer leaves apart (Language::forms()).
	'forms'     => array( '/^(\\p{L}{4,}?)e?t$/u' => '$1en' ),
	// Linking elements between a compound's parts (German: Sicherheit-s-lücke, Bund-es-land, Platte-n-platz, Mensch-en-rechte, Hund-e-hütte): Compounds.
	'compounds' => array( 's', 'es', 'n', 'en', 'e' ),
	// Every noun is written with a capital: a word no doc uses written in small letters ("steckt",
	// "eingeloggt") says what the visitor does, not what the question is about (Terms::naming()).
	'capitals'  => true,
);
