<?php
/**
 * Czech: the words and framing Docent reads Czech docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("že" is "ze", "při" is "pri").
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'a aby ale ani asi az bez bude budou by byl byla byli bylo byt chce chceme chci ci co coz do ho i jak jake jaky jako je jeho jej jeji jen jeste ji jich jim jiz jsem jsi jsme jsou jste k kam kde kdo kdyz ke ktera ktere kteri ktery ma mam mate me mezi mi mit mne mnou muj my na nad nam nas nasi ne nebo nejsou neni nez o od ode on ona oni ono pak po pod pokud pro proc proto protoze pri s se si sve svuj ta tak take taky tam te tedy ten tento tim to tohle tomto tu ty u uz v ve vsak vy z za ze',
	'leading'   => array(
		'(?:ahoj|dobrý den|dobrý večer|zdravím|čau)(?: všem)?[\s,!.]+',
		'(?:prosím)[\s,]+',
		'(?:můžete|můžeš|mohl(?:a)? byste|mohl(?:a)? bys)(?: mi| nám)?(?: prosím)?(?: (?:říct|vysvětlit|ukázat|poradit|pomoct))?(?: (?:jak|s|o))?[\s,]+',
		'(?:řekněte|řekni|vysvětlete|vysvětli|ukažte|ukaž|poraďte|poraď) (?:mi|nám)(?: (?:něco|víc|více))?(?: o)?[\s,]+',
		'(?:chci|chtěl(?:a)? bych|potřebuji|potřebuju)(?: (?:vědět|zjistit|pochopit|si přečíst))?(?: (?:víc|více|něco))?(?: (?:o|jak|jestli|zda))?[\s,]+',
		'(?:mám|máme) (?:jednu |takovou )?(?:otázku|dotaz|problém) (?:ohledně|k|s|na)\s+',
		'(?:hledám|hledáme)(?: (?:informace|pomoc|dokumentaci|návod))?(?: (?:o|k|pro))?\s+',
		'(?:existuje|je tu|je tam|je)(?: (?:nějaký|nějaká|nějaké))?(?: (?:způsob|možnost|dokumentace|návod|článek))?(?:,?\s+(?:jak|pro|k))?[\s,]+',
		'(?:je možné|dá se|lze|jde)\s+',
		'jak (?:můžu|mohu|můžeme|lze|se dá|mám|máme|by šlo|je možné)\s+',
		'(?:kde|jak) (?:najdu|najdeme|je|jsou|se nachází)\s+',
		'co (?:je|jsou|znamená|to je)(?: (?:to|ten|ta))?\s+',
		'jak\s+(?!funguje\b)',
	),
	'trailing'  => '/(?:[\s,]+(?:děkuji|děkuju|díky|prosím|předem díky)|\s+v (?:dokumentaci|manuálu|návodu|příručce))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*jak funguje (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(),
	'light'     => array( 'udelat', 'delat', 'pouzit', 'pouzivat', 'moznost', 'zpusob', 'vec', 'veci', 'neco', 'najit', 'dobre', 'snadno', 'rychle', 'vlastne', 'jenom', 'prave', 'nekolik', 'ruzne' ),
	'own'       => '/\s+(?:můj|moje|naše|náš) (?:web|stránka|stránky|aplikace|projekt|e-shop)\b/iu',
);
