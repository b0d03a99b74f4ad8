<?php
/**
 * French: the words and framing Docent reads French docs and questions with.
 *
 * Keys as in en.php, and elision: the articles and pronouns that lose their vowel before another
 * ("l'éditeur", "qu'un", "s'il"), cut from the word so that "l'éditeur" is read as "éditeur". The
 * framing patterns end in white space or just after an apostrophe ("Qu'est-ce qu'un …").
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_end     = '(?:\s+|(?<=[\'’]))';
$docent_article = '(?:(?:un|une|le|la|les|des|du)\s+|l[\'’]\s*)?';
$docent_about   = '(?:\s+(?:sur|de|du|des|d[\'’]|à propos de|à propos du|a propos de|concernant|au sujet de|pour))?';
$docent_modal   = '(?:peux|peut|pourrais|pourrait|pouvons|pourrions|dois|doit|devrais|devrait|devons|vais|va|fais|fait|faut)';

return array(
	'stopwords' => 'a afin ai aie ainsi alors as au aucun aucune aupres aussi autre autres aux avais avait avaient avant avec avez avoir avons c ca car ce ceci cela celle celles celui cependant certes ces cet cette ceux chaque chez ci comme comment d dans de des donc dont du elle elles en encore entre es est et etaient etais etait etant ete etes etre eu eux faut il ils j je jusqu l la laquelle le lequel les lesquels leur leurs lors lorsqu lorsque lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont or ou par parce pas pendant peu peut peuvent peux pour pourquoi pourrait pourrais pouvez pouvons puis puisqu puisque qu quand que quel quelle quelles quels qui quoi s sa sans se sera serait ses si soit sommes sont sous suis sur t ta te tes toi ton tous tout toute toutes tres tu un une unes uns vers voici voila vos votre vous y combien lesquelles auquel auxquels duquel desquels',
	'clitics'   => true, // A hyphen joins pronouns and particles to words: "dois-je", "y a-t-il", "moi-même" (Query).
	'elision'   => '/(?<![\p{L}\p{N}])(?:l|d|j|qu|n|s|c|m|t|lorsqu|puisqu|jusqu|quoiqu)\'(?=\p{L})/u',
	'leading'   => array(
		'(?:bonjour|bonsoir|salut|coucou|hello)(?: (?:à tous|a tous|tout le monde))?[\s,!.]+',
		'(?:s[\'’]il (?:vous|te) pla[iî]t|svp|stp|merci de)[\s,]+',
		'(?:pouvez|pourriez|peux|pourrais)[\s-]+(?:vous|tu)(?:\s+(?:me\s+|m[\'’]\s*|nous\s+))?(?:dire|expliquer|montrer|indiquer|aider|présenter|presenter|parler)?' . $docent_about . $docent_end,
		'(?:expliquez|explique|dites|dis|montrez|montre|parlez|parle|décrivez|décris|decrivez|decris)[\s-]+(?:moi|nous)' . $docent_about . $docent_end,
		'(?:j[\'’]\s*|je\s+|nous\s+)(?:aimerais|aimerions|voudrais|voudrions|veux|voulons|souhaite|souhaiterais|souhaitons|cherche à|cherche a)(?:\s+bien)?(?:\s+(?:savoir|connaître|connaitre|comprendre|apprendre|découvrir|decouvrir|en savoir plus))?(?:\s+(?:plus|davantage))?' . $docent_about . $docent_end,
		'(?:j[\'’]\s*ai|nous avons)\s+(?:une|des|quelques)\s+(?:questions?|problèmes?|problemes?|soucis|souci)' . $docent_about . $docent_end,
		'(?:je|nous)\s+(?:cherche|cherchons|recherche|recherchons)(?:\s+(?:des\s+)?(?:infos?|informations|de l[\'’]aide|la documentation|un tuto|un tutoriel))?' . $docent_about . $docent_end,
		'(?:est[\s-]ce\s+qu[\'’]\s*il\s+y\s+a|y\s+a[\s-]+t[\s-]+il|il\s+y\s+a|existe[\s-]+t[\s-]+il)(?:\s+(?:un|une|des|de la|du))?(?:\s+(?:doc|documentation|infos?|informations|article|page|moyen|façon|facon|possibilité|possibilite|option|guide|tuto|tutoriel))?(?:\s+(?:de|d[\'’]|pour|sur|concernant))?' . $docent_end,
		'(?:est[\s-]il|est[\s-]ce|c[\'’]est)\s+possible\s+(?:de\s+|d[\'’]\s*)',
		'comment\s+(?:est[\s-]ce\s+qu(?:e\s+|[\'’]\s*))?(?:je|j[\'’]|on|nous)\s*(?:' . $docent_modal . '(?:\s+faire)?(?:\s+pour)?\s+)?',
		'comment\s+' . $docent_modal . '[\s-]+(?:t[\s-]+)?(?:je|on|nous|il)(?:\s+faire)?(?:\s+pour)?\s+',
		'comment\s+faire(?:\s+pour)?\s+',
		'que\s+(?:dois|faut|peux|puis)[\s-]+(?:t[\s-]+)?(?:je|il|on)\s+faire(?:\s+pour)?\s+',
		'(?:est[\s-]ce\s+qu(?:e\s+|[\'’]\s*))?(?:je|j[\'’]|on|nous)\s*(?:peux|peut|pourrais|pourrait|pouvons)\s+',
		'(?:puis|peux|peut|pourrais|pourrait|pouvons)[\s-]+(?:t[\s-]+)?(?:je|on|nous)\s+',
		'o[uù]\s+(?:(?:est[\s-]ce\s+que\s+)?(?:je|j[\'’]|on)\s*(?:peux|peut|pourrais|pourrait)\s+|(?:puis|peut)[\s-]+(?:t[\s-]+)?(?:je|on)\s+)?(?:trouver|voir|lire)\s+',
		'o[uù]\s+(?:se\s+trouvent?|trouve[\s-]+t[\s-]+on|trouver|est|sont)\s+',
		'qu[\'’]est[\s-]ce\s+qu(?:e\s+|[\'’]\s*)(?:c[\'’]est\s+(?:que\s+|qu[\'’]\s*)?)?' . $docent_article,
		'(?:c[\'’]est\s+quoi|que\s+(?:signifie|veut dire|désigne|designe))\s+' . $docent_article,
		'comment\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:s[\'’]il (?:vous|te) pla[iî]t|svp|stp|merci(?: beaucoup| bien| d[\'’]avance)?)|\s+(?:dans|selon) (?:la|votre|ta|cette) (?:documentation|doc|aide|notice)|\s+(?:dans|selon) (?:le|votre|ton) (?:manuel|guide))[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*(?:comment\s+)?(?:fonctionne|fonctionnent|marche|marchent)\s+(.+?)[\s.!?]*$/iu',
		'/^\s*(.+?)[\s,]+(?:comment (?:ça|ca) (?:marche|fonctionne)|c[\'’]est quoi)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		'/\bplus d[\'’]un(?:e)?\b/iu' => 'plusieurs',
	),
	'light'     => array( 'faire', 'fais', 'fait', 'faites', 'font', 'utiliser', 'utilise', 'utilises', 'utilisent', 'servir', 'sert', 'veux', 'veut', 'voudrais', 'vouloir', 'besoin', 'pouvoir', 'possible', 'possibilite', 'moyen', 'maniere', 'facon', 'chose', 'choses', 'truc', 'trucs', 'quelque', 'quelqu', 'certain', 'certaine', 'certains', 'certaines', 'particulier', 'specifique', 'correctement', 'exactement', 'vraiment', 'simplement', 'facilement', 'rapidement', 'plusieurs', 'beaucoup', 'bien', 'trouver', 'trouve' ),
	'own'       => '/\s+(?:mon|ma|notre)\s+(?:propre\s+)?(?:site web|site internet|site|application|appli|app|projet|boutique)\b/iu',
);
