<?php
/**
 * Portuguese: the words and framing Docent reads Portuguese docs and questions with (Brazil's and
 * Portugal's ways of asking alike: "Como faço para …", "Dá para …", "Gostaria de saber …").
 *
 * Keys as in en.php.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_about = '(?:\s+(?:sobre|acerca de|a respeito de|de|do|da|dos|das|com|para))?';

return array(
	'stopwords' => 'a ao aos aquela aquelas aquele aqueles aquilo as ate com como contra cada cujo da das de dela dele deles depois deve devem devo do dos e ela elas ele eles em entre era eram essa essas esse esses esta estao estar estas este estes estou eu foi foram ha isso isto ja la lhe lhes mais mas me mesmo meu meus minha minhas muito na nao nas nem no nos nossa nossas nosso nossos num numa o os ou para pela pelas pelo pelos pode podem podemos posso por porque pra qual quais quando que quem se sem ser seu seus sob sobre sua suas sao sou tambem te tem tenho temos ter teu tua tudo um uma umas uns voce voces vos onde aonde quanto quanta quantos quantas',
	'clitics'   => true, // A hyphen joins pronouns and particles to words: "queixa-se", "enganei-me" (Query).
	'leading'   => array(
		'(?:ol[aá]|oi|bom dia|boa tarde|boa noite)(?: a todos| pessoal)?[\s,!.]+',
		'(?:por favor|por gentileza|pf|pfv|desculpe|com licen[cç]a)[\s,]+',
		'(?:voc[eê]\s+)?(?:(?:me|nos)\s+)?(?:pode|podes|poderia|podia|podem|poderiam)(?:\s+(?:me|nos))?(?:\s+(?:dizer|explicar|mostrar|ajudar|contar|indicar|ensinar|falar)(?:-me|-nos)?)?' . $docent_about . '\s+',
		'(?:me\s+)?(?:diga|diz|explique|explica|mostre|ensine|ensina|fale|fala)(?:-me|-nos)' . $docent_about . '\s+',
		'me\s+(?:diga|diz|explique|explica|mostre|mostra|ensine|ensina|fale|fala)' . $docent_about . '\s+',
		'(?:eu\s+)?(?:quero|queria|gostaria de|gostar[ií]amos de|preciso|precisava|precisamos|queremos|desejo)(?:\s+de)?(?:\s+(?:saber|entender|conhecer|aprender|descobrir|ler))?(?:\s+mais)?' . $docent_about . '\s+',
		'(?:tenho|temos)\s+(?:uma\s+|umas\s+|algumas\s+)?(?:d[uú]vidas?|perguntas?|problemas?|quest[aã]o|quest[oõ]es)' . $docent_about . '\s+',
		'(?:(?:estou|estamos)\s+(?:procurando|buscando|[aà] procura de)|procuro)(?:\s+(?:informa[cç][aã]o|informa[cç][oõ]es|info|ajuda|documenta[cç][aã]o))?' . $docent_about . '\s+',
		'(?:h[aá]|existe|existem)(?:\s+(?:algum|alguma|um|uma))?(?:\s+(?:documenta[cç][aã]o|informa[cç][aã]o|artigo|guia|maneira|forma|jeito|modo|op[cç][aã]o|tutorial))?(?:\s+(?:de|para|sobre))?\s+',
		'(?:tem como|tem jeito de|[eé] poss[ií]vel|d[aá] para|d[aá] pra)\s+',
		'como\s+(?:(?:[eé] que\s+)?(?:eu\s+)?(?:posso|podemos|poderia|poder[ií]amos|devo|devemos|deveria|fa[cç]o(?: para| pra)?|fazemos(?: para| pra)?)|se\s+(?:pode|faz(?: para| pra)?|deve)|fazer(?: para| pra))\s+',
		'onde\s+(?:posso|se pode|podemos)\s+(?:encontrar|achar|ver)\s+',
		'onde\s+(?:encontro|encontrar|acho|achar|fica|ficam|est[aá]|est[aã]o)\s+',
		'o\s+que\s+(?:[eé]|s[aã]o|significa|quer dizer)(?:\s+(?:um|uma|o|a|os|as))?\s+',
		'como\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:por favor|pf|pfv|obrigad[oa]|valeu)|\s+(?:na|segundo a) (?:documenta[cç][aã]o|ajuda)|\s+(?:no|segundo o) (?:manual|guia))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*(?:como\s+)?funciona(?:m)?\s+(.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		'/\bmais de (?:um|uma)\b/iu' => 'vários',
	),
	'light'     => array( 'fazer', 'faco', 'faz', 'fazemos', 'usar', 'uso', 'usa', 'utilizar', 'utilizo', 'quero', 'quer', 'querer', 'preciso', 'precisa', 'precisar', 'poder', 'possivel', 'maneira', 'forma', 'jeito', 'modo', 'coisa', 'coisas', 'corretamente', 'exatamente', 'realmente', 'simplesmente', 'facilmente', 'rapidamente', 'certo', 'certa', 'certos', 'certas', 'determinado', 'especifico', 'varios', 'varias', 'encontrar', 'achar' ),
	'own'       => '/\s+(?:o\s+|a\s+)?(?:meu|minha|nosso|nossa)\s+(?:pr[oó]pri[oa]\s+)?(?:site|s[ií]tio|aplicativo|aplica[cç][aã]o|app|projeto|projecto|loja)\b/iu',
);
