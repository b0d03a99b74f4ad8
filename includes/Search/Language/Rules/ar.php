<?php
/**
 * Arabic: the words and framing Docent reads Arabic docs and questions with.
 *
 * Keys as in en.php. Stopwords are written folded (Tokenizer::arabic(): "إلى" is "الي", "على"
 * is "علي"); the framing patterns read the question as typed, so they accept each form of alef
 * and of the final letters.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_alef = '[اأإآ]';

return array(
	'stopwords' => 'في من الي علي عن مع هذا هذه ذلك تلك هو هي هم هن انا انت انتم نحن كان كانت يكون تكون ان او ثم لا لم لن ما ماذا كيف متي اين لماذا هل قد كل بعض التي الذي الذين حتي اذا اذ لكن بين عند غير بعد قبل مثل ايضا فقط عندما حيث لقد به بها له لها لهم منه منها فيه فيها عليه عليها اليه دون كما اي يا وهو وهي ولا وما وفي ومن وكيف وهل',
	'leading'   => array(
		'(?:مرحبا|مرحباً|' . $docent_alef . 'هلا|السلام عليكم)[\s،,!.]+',
		'(?:من فضلك|لو سمحت|رجاء|رجاءً)[\s،,]+',
		'كيف (?:يمكنني|يمكن|يمكننا|' . $docent_alef . 'ستطيع|نستطيع|' . $docent_alef . 'قوم ب|نقوم ب)\s*',
		'(?:ما|ماذا) (?:هو|هي|يعني|تعني)\s+',
		'هل (?:يمكنني|يمكن|يمكنك|من الممكن|هناك|توجد|يوجد)\s+',
		'(?:' . $docent_alef . 'ريد|' . $docent_alef . 'ود|نريد)(?: ' . $docent_alef . 'ن)?(?: (?:' . $docent_alef . 'عرف|' . $docent_alef . 'فهم))?(?: كيف)?\s+',
		$docent_alef . 'ين (?:' . $docent_alef . 'جد|يمكنني ' . $docent_alef . 'ن ' . $docent_alef . 'جد)\s+',
		'كيف\s+',
	),
	'trailing'  => '/[\s،,]*(?:من فضلك|لو سمحت|شكرا|شكراً)[\s.!؟?]*$/u',
	'around'    => array(),
	'phrases'   => array(),
	'light'     => array( 'استخدام', 'عمل', 'طريقه', 'يمكن', 'ممكن', 'اريد', 'احتاج' ),
	'own'       => '',
);
