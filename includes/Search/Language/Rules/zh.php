<?php
/**
 * Chinese: the framing around a Chinese question that Cjk_Chunks leaves to these rules.
 *
 * Chinese is written without spaces, so it has no stopwords here: Cjk_Chunks cuts a question at
 * its function and question words. What is left to strip is the framing that would stay as a
 * phrase when the need is written in Latin letters ("Docker 是什么？", "请介绍一下 WordPress"):
 * greetings and requests at the start, the question at the end. Each in Simplified and Traditional
 * characters: a zh_TW or zh_HK site reads its questions with these rules too.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => '',
	'leading'   => array(
		'(?:你好|您好|嗨|哈喽|哈囉|请问|請問|打扰一下|打擾一下|问一下|問一下|麻烦问一下|麻煩問一下)[\s，,、。.!！:：]*',
		'(?:我|我们|我們)?(?:想|想要|希望)(?:知道|了解|瞭解|问问?|問問?|学习|學習|请教|請教)(?:一下)?(?:关于|關於)?[\s，,、:：]*',
		'(?:能不能|可不可以|能|可以)?(?:请|請)?(?:你|您)?(?:告诉|告訴|介绍|介紹|解释|解釋|说明|說明|讲讲|講講|说说|說說)(?:一下)?(?:我|我们|我們)?(?:一下)?(?:关于|關於)?[\s，,、:：]*',
		'(?:如何才能|怎么才能|怎麼才能|怎样才能|怎樣才能|如何|怎么|怎麼|怎样|怎樣)(?:在)?\s*',
		'(?:关于|關於)\s*',
	),
	'trailing'  => '/[\s，,、]*(?:是(?:什么|什麼)(?:意思|东西|東西)?|是啥|有(?:什么|什麼)用|(?:怎么|怎麼)(?:办|辦|用|样|樣)?|如何(?:使用)?|的(?:方法|步骤|步驟|教程)|吗|嗎|呢|(?:谢谢|謝謝)(?:你|您)?|多谢|多謝)[\s。．.!！?？]*$/u',
	'around'    => array(),
	'phrases'   => array(),
	'light'     => array(),
	'own'       => '',
	// Either script finds both: a Traditional character is read as its Simplified form (Han_Script).
	'han'       => 'simplified',
);
