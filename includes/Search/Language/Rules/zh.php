<?php
/**
 * Chinese: the framing around a Chinese question that Cjk_Chunks leaves to these rules.
 *
 * Chinese is written without spaces, so it has no stopwords here: Cjk_Chunks cuts a question at
 * its function and question words. What is left to strip is the framing that would stay as a
 * phrase when the need is written in Latin letters ("Docker 是什么？", "请介绍一下 WordPress"):
 * greetings and requests at the start, the question at the end.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => '',
	'leading'   => array(
		'(?:你好|您好|嗨|哈喽|请问|打扰一下|问一下|麻烦问一下)[\s，,、。.!！:：]*',
		'(?:我|我们)?(?:想|想要|希望)(?:知道|了解|问问?|学习|请教)(?:一下)?(?:关于)?[\s，,、:：]*',
		'(?:能不能|可不可以|能|可以)?(?:请)?(?:你|您)?(?:告诉|介绍|解释|说明|讲讲|说说)(?:一下)?(?:我|我们)?(?:一下)?(?:关于)?[\s，,、:：]*',
		'(?:如何才能|怎么才能|怎样才能|如何|怎么|怎样)(?:在)?\s*',
		'关于\s*',
	),
	'trailing'  => '/[\s，,、]*(?:是什么(?:意思|东西)?|是啥|有什么用|怎么(?:办|用|样)?|如何(?:使用)?|的(?:方法|步骤|教程)|吗|呢|谢谢(?:你|您)?|多谢)[\s。．.!！?？]*$/u',
	'around'    => array(),
	'phrases'   => array(),
	'light'     => array(),
	'own'       => '',
);
