<?php
/**
 * Vietnamese: the rules Docent reads Vietnamese docs and questions with.
 *
 * Vietnamese writes each syllable apart and does not inflect, so it needs no stemmer, but its
 * marks tell words apart ("cài đặt", install; "cái", thing; "máy", machine; "mấy", how many):
 * they are kept (`marks`, Tokenizer), and a word typed without them finds every word it may
 * stand for (Stemmers\Vietnamese). No stopwords or framing: measured on two Vietnamese manuals,
 * a list of function syllables helped neither (docs/search.md).
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'marks' => true,
);
