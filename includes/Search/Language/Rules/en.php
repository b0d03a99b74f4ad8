<?php
/**
 * English: the words and framing Docent reads English docs and questions with.
 *
 * Keys: stopwords (folded, one space between), leading (framing at the start of a question,
 * each ending with white space, tried again and again), trailing (framing at the end), around
 * (patterns whose first group is the need), phrases (everyday phrase => the manuals' word), light
 * (words a question may lose), own (the visitor's own site named as the setting of a question).
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing dont down during each either else ever few for from further get gets got had has have having he her here hers him his how i if in into is it its itself just let me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very via was we were what when where which while who whom why will with would yes yet you your yours whose whichever whatever wherever whenever',
	'leading'   => array(
		'(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there)?[\s,!.]+',
		'(?:please|pls|kindly)[\s,]+',
		'(?:can|could|would|will) you(?: please)?(?: (?:tell|show|explain(?: to)?|teach|help|give) (?:me|us))?(?: (?:about|on|with))?\s+',
		'(?:i|we)(?: would|\'d|’d)? (?:want|like|need|wish|wanted)(?: to)?(?: (?:know|learn|understand|find out|read|see))?(?: more)?(?: (?:about|on|regarding))?\s+',
		'(?:give|show|want|need) (?:me |us )?(?:an? |some )?(?:overview|summary|introduction|intro|explanation|description) (?:of|to|on|about)\s+',
		'(?:tell|show|teach|give|explain(?: to)?) (?:me|us)(?: (?:more|something|everything|anything|all))?(?: (?:about|on|regarding))?\s+',
		'(?:explain|describe)\s+',
		'what (?:can|could|do|would|will) you (?:tell (?:me|us)|know|say)(?: (?:about|on|regarding))?\s+',
		'(?:i|we) (?:have|had|got)(?: got)? (?:a |an |some |one more |another )?(?:question|questions|problem|problems|issue|issues|doubt|doubts) (?:about|on|with|regarding|concerning)\s+',
		'(?:i[\'’]?m|i am|we[\'’]?re|we are) (?:trying|wanting|looking|hoping) to (?:understand|learn|find out|figure out|find)(?: (?:more|out))?(?: (?:about|on|regarding))?\s+',
		'(?:(?:i[\'’]?m|i am|we[\'’]?re|we are) )?(?:looking|searching) for(?: (?:some |any )?(?:info|information|docs|documentation|help|details|guidance))?(?: (?:about|on|for|with|regarding))?\s+',
		'help (?:me|us) (?:to )?(?:understand|learn|with|find)(?: (?:about|out about))?\s+',
		'(?:do|does) (?:you|the (?:docs|documentation|manual|site|guide)) (?:have|cover|explain|mention)(?: (?:any|some|an?))?(?: (?:docs|documentation|info|information|articles?|pages?|guides?|anything|something))?(?: (?:about|on|for|regarding))?\s+',
		'(?:can|may|could) (?:i|we) (?:ask|learn|read)(?: (?:you|a question|something|more))?(?: (?:about|on|regarding))?\s+',
		'what (?:should|do|must) (?:i|we) (?:need to )?know about\s+',
		'what (?:does|do|did|can) (?:the |your |this )?(?:documentation|docs|doc|manual|guide|guides|help|site|article|articles|knowledge base) (?:say|says|tell us|mention|have|cover)(?: (?:about|on|regarding|for))?\s+',
		'(?:is|are) there (?:any |an? )?(?:documentation|docs|information|info|articles?|pages?|anything|something|guides?)(?: (?:about|on|for|regarding))?\s+',
		'(?:where|how) (?:can|do|should) (?:i|we) (?:find|read|learn|get)(?: (?:more|out))?(?: (?:about|on))?\s+',
		'how (?:do|can|should|would|could|will|does|did) (?:i|we|you|one)\s+',
		'how to\s+',
		'(?:what|who) (?:is|are|was|were)(?: an?| the)?\s+',
		'what[\'’]?s(?: an?| the)?\s+',
		'(?:(?:need|want|get) )?(?:(?:some|more|any) )?(?:information|info|details|help|docs|documentation) (?:about|on|for|with|regarding)\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:please|pls|thanks|thank you|thx)|\s+(?:in|according to) (?:the|your) (?:documentation|docs|manual))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*how (?:does|do|did|will|would|should|can) (.+?)\s+(?:work|works|function|behave)[\s.!?]*$/iu',
		'/^\s*where (?:is|are) (.+?)\s+(?:documented|explained|described|covered)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		'/\bmore than (?:one|a single)\b/iu' => 'multiple',
	),
	'light'     => array( 'make', 'makes', 'making', 'use', 'uses', 'used', 'using', 'go', 'goes', 'going', 'several', 'one', 'able', 'possible', 'way', 'ways', 'thing', 'things', 'something', 'anything', 'stuff', 'someone', 'somebody', 'want', 'wants', 'need', 'needs', 'like', 'certain', 'particular', 'specific', 'properly', 'correctly', 'actually', 'really', 'simply', 'exactly', 'basically', 'whole', 'entire', 'long', 'big', 'little', 'lot', 'lots', 'bunch', 'many', 'much', 'various', 'quick', 'quickly', 'easy', 'easily' ),
	'own'       => '/\s+(?:my|our)\s+(?:own\s+)?(?:site|website|web site|app|project)\b/iu',
);
