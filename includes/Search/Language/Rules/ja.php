<?php
/**
 * Japanese: the framing around a Japanese question that Cjk_Chunks leaves to these rules.
 *
 * Japanese is written without spaces, so it has no stopwords here: Cjk_Chunks cuts a question
 * at its changes of script and drops the hiragana between. What is left to strip is the framing
 * that would stay as a chunk when the need is written in Latin letters ("Dockerとは何ですか",
 * "WordPressについて教えてください"): greetings at the start, the request at the end.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => '',
	'leading'   => array(
		'(?:すみません|すいません|こんにちは|こんばんは|おはようございます|はじめまして|お世話になっております|お疲れ様です)[\s、，,。．.!！]*',
		'(?:ご?質問(?:です|があります|なのですが|があるのですが))[\s、，,。．.!！:：]*',
	),
	'trailing'  => '/[\s、，,]*(?:(?:について|に関して|に関する|の)?(?:使い方|使いかた|方法|やり方|仕方|手順)?(?:を|は|が)?(?:詳しく|くわしく)?(?:教えて|おしえて|説明して|知りたい)(?:ください|下さい|くれますか|もらえますか|いただけますか|ほしい|欲しい|です)?|とは(?:何|なん|なに)?(?:ですか|でしょうか)?|って(?:何|なに|なん)(?:ですか|でしょうか)?|(?:は|を)?どう(?:すれば|したら|やって)(?:いい|よい|良い)?(?:ですか|でしょうか|の)?)[\s。．.!！?？]*$/u',
	'around'    => array(),
	'phrases'   => array(),
	'light'     => array(),
	'own'       => '',
);
