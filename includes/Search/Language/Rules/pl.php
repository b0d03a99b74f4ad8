<?php
/**
 * Polish: the words and framing Docent reads Polish docs and questions with.
 *
 * Keys as in en.php. Stopwords are folded as the index folds them ("się" is "sie", "już" is "juz").
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'a aby ale albo bardzo bez by byc byl byla byli bylo chce chcemy co czy dla do gdy gdzie go i ich im inne ja jak jaki jakie jako jego jej jest jestem jesli juz ma mam mi mnie moj moja moje moze my na nad nam nas nie nic nich nim o od on ona oni ono po pod przez przy sa sie sobie swoj ta tak takze tam te tego tej ten to tu ty tylko u w we wiec wszystko z za ze zeby',
	'leading'   => array(
		'(?:cześć|dzień dobry|dobry wieczór|witam|hej)(?: wszystkim)?[\s,!.]+',
		'(?:proszę)[\s,]+',
		'(?:czy )?(?:możesz|może pan|może pani|mógłbyś|mogłabyś|moglibyście)(?: mi| nam)?(?: (?:powiedzieć|wyjaśnić|pokazać|pomóc|podpowiedzieć))?(?: (?:jak|o|z))?[\s,]+',
		'(?:powiedz|wyjaśnij|pokaż|podpowiedz) (?:mi|nam)(?: (?:coś|więcej))?(?: o)?[\s,]+',
		'(?:chcę|chciałbym|chciałabym|potrzebuję)(?: (?:wiedzieć|się dowiedzieć|zrozumieć|przeczytać))?(?: (?:więcej|coś))?(?: (?:o|jak|czy))?[\s,]+',
		'(?:mam|mamy) (?:pytanie|pytania|problem|kłopot) (?:o|dotyczące|dotyczący|z|odnośnie)\s+',
		'(?:szukam|szukamy)(?: (?:informacji|pomocy|dokumentacji|poradnika))?(?: (?:o|na temat|dla))?\s+',
		'(?:czy )?(?:istnieje|jest)(?: (?:jakiś|jakaś|jakieś))?(?: (?:sposób|możliwość|dokumentacja|artykuł|poradnik))?(?:,?\s+(?:na|żeby|aby|by|do))?[\s,]+',
		'czy (?:mogę|można|da się|jest możliwe|jest możliwość)\s+',
		'(?:da się|można)\s+',
		'jak (?:mogę|można|się|mam|powinienem|powinnam|da się)\s+',
		'gdzie (?:znajdę|znaleźć|jest|są|mogę znaleźć)\s+',
		'co (?:to jest|to|oznacza|znaczy|jest)\s+',
		'jak\s+(?!działa\b)',
	),
	'trailing'  => '/(?:[\s,]+(?:dziękuję|dzięki|proszę|z góry dzięki)|\s+w (?:dokumentacji|instrukcji|podręczniku))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*jak działa (.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(),
	'light'     => array( 'zrobic', 'robic', 'uzyc', 'uzywac', 'mozliwosc', 'sposob', 'rzecz', 'rzeczy', 'cos', 'znalezc', 'dobrze', 'latwo', 'szybko', 'wlasciwie', 'prostu', 'kilka', 'rozne' ),
	'own'       => '/\s+(?:moja|moją|mojej|moim|nasza|naszą|naszej|naszym) (?:stron[aęy]|witryn[aęy]|aplikacj[aię]|sklep(?:ie)?)\b/iu',
);
