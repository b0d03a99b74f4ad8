<?php
/**
 * Korean: the words and framing Docent reads Korean docs and questions with.
 *
 * Keys as in en.php. Korean asks at the end of a sentence ("…하려면 어떻게 해야 하나요?"), so
 * most framing is trailing; the stopwords are the words that stand alone between the need's
 * words (어떻게, 무엇, 수, 것, 있나요, 하나요). A particle written onto a word is the stemmer's
 * (Stemmers\Korean), not a stopword. A verb keeps its ending ("받나요"), which no doc may write
 * in that form: "conjugated" tells chat such a word is no sign of a question off the docs' topic.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords'  => '그 이 저 그것 이것 저것 것 거 게 건 걸 수 때 등 및 또 또는 그리고 그러나 하지만 그런데 그래서 그럼 더 좀 잘 꼭 왜 뭐 뭔가요 뭐예요 뭔지 무엇 무엇인가요 무엇인지 무슨 어떤 어떻게 어디 어디서 어디에 어디에서 언제 누가 누구 얼마나 몇 제 저는 제가 나는 내가 내 우리 우리가 있다 있나요 있어요 있을까요 있는지 있는 있고 있으면 없나요 없어요 없는 하나요 해요 하는 하고 하면 해야 할 한 합니다 되나요 돼요 되는 될 건가요 인가요 인지 같은 같이 위해 위한 통해 대해 대한 관해 관한 어떻게든 정말 그냥 혹시 아니면 있는데 있게 있도록 있어서 있어야 있으며 있지만 있을 있음 있습니다 있었는데 없는데 없이 없고 없으면 없게 없어서 없음 하려면 하려고 하는데 하는지 하게 하기 하지 해서 해도 했는데 할까 할까요 되게 되도록 되고 되면 되어 돼서 되는데 된 될까 될까요 않게 않고 않는 않은 않아 않을 않도록 않나요 안 못 모든 많은 여러 어느 그걸 그게 걸로 이걸 저걸 거기 거기로 거기서 여기 여기서 저기 말고 놓은 놓고 두고 두려면 둔 싶은 싶어요 싶은데',
	'leading'    => array(
		'(?:안녕하세요|안녕하십니까|안녕|저기요|실례합니다)[\s,!.~]*',
		'(?:질문|궁금한\s*(?:게|것|점))\s*(?:이|가)?\s*(?:있는데요|있어요|있습니다|있는데)[\s,!.~]*',
	),
	'trailing'   => '/(?:[\s,]*(?:(?:에\s*)?(?:대해|대해서|관해|관해서)\s*)?(?:(?:좀|자세히)\s*)?(?:알려\s*주세요|알려\s*줘|알려\s*주실\s*수\s*있나요|설명해\s*주세요|설명해\s*줘|가르쳐\s*주세요|알고\s*싶어요|알고\s*싶습니다|궁금해요|궁금합니다)|(?:\s+(?:어떻게|어떤|어디서|어디에서|어디에|어디|왜|언제|누가|무엇을|무엇이|무엇|뭘|뭐가|뭐))?(?:\s+(?:해야|하면|할|하는\s*게|하는\s*지|수|게|건))?\s+(?:하나요|하죠|되나요|되죠|있나요|있을까요|있죠|없나요|좋나요|좋을까요|할까요|해요|돼요|인가요|건가요|건지요|가요|하는지요))[\s.!?~]*$/u',
	'around'     => array(),
	'phrases'    => array(),
	'light'      => array( '방법', '경우', '사용', '가능', '필요', '정확히', '사실', '다른', '따로', '제대로', '직접', '도대체', '대체', '자주', '늘', '항상', '계속', '다시', '이미', '아직', '벌써', '매번', '먼저', '보통', '원래', '제일', '가장', '너무', '많이' ),
	'own'        => '',
	// A verb with the ending of a question or a clause ("받나요", "싫은데", "잡아야", "깔고", "켜니"):
	// no noun with its particle ends so, and a doc writes the verb in its own forms.
	'conjugated' => '/\\p{Hangul}(?:요|데|야|까|고|서|면|지|게|니)$/u',
);
