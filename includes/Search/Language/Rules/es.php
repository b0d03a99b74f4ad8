<?php
/**
 * Spanish: the words and framing Docent reads Spanish docs and questions with.
 *
 * Keys as in en.php. A question opens with "¿" or "¡", often after a greeting ("Hola, ¿cómo
 * puedo …?"): the marks are framing of their own, so each pattern after them still applies.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

$docent_about = '(?:\s+(?:sobre|acerca de|de|del|con|para|respecto a|respecto al))?';

return array(
	'stopwords' => 'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bajo cada como con contra cual cuales cualquier cuando cuanto cuanta cuantos cuantas de debe deben debo del desde donde dos durante e el ella ellas ello ellos en entre era eran eres es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy fue fueron ha habia han has hasta hay he hemos hubo la las le les lo los mas me mi mis mucho muchos muy nada ni no nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque pueda puede pueden puedes puedo podemos podria que quien quienes se sea segun ser si sin sino sobre sois somos son soy su sus tal tambien tampoco tan tanto te tengo tiene tienen todo todos toda todas tras tu tus u un una unas uno unos usted ustedes vosotros vuestra vuestro y ya yo adonde',
	'leading'   => array(
		'[¿¡]+\s*',
		'(?:hola|buenas|buenos d[ií]as|buenas tardes|buenas noches|saludos)(?: a todos)?[\s,!.]+',
		'(?:por favor|porfa|disculpa|disculpe|perdona|perdone)[\s,]+',
		'(?:(?:me|nos)\s+)?(?:puedes|puede|podr[ií]as|podr[ií]a|pueden|podr[ií]an)(?:\s+(?:usted|ustedes))?(?:\s+(?:decir|explicar|mostrar|ayudar|contar|indicar|ense[nñ]ar|hablar)(?:me|nos)?)?' . $docent_about . '\s+',
		'(?:d[ií]me|dinos|d[ií]game|expl[ií]came|expl[ií]canos|expl[ií]queme|mu[eé]strame|ens[eé][nñ]ame|cu[eé]ntame|h[aá]blame)' . $docent_about . '\s+',
		'(?:yo\s+)?(?:quiero|quisiera|querr[ií]a|queremos|necesito|necesitamos|deseo|me gustar[ií]a|nos gustar[ií]a)(?:\s+(?:saber|conocer|entender|aprender|averiguar|leer))?(?:\s+m[aá]s)?' . $docent_about . '\s+',
		'(?:tengo|tenemos)\s+(?:una\s+|un\s+|algunas\s+|unas\s+)?(?:pregunta|preguntas|duda|dudas|problema|problemas)' . $docent_about . '\s+',
		'(?:estoy|estamos)\s+buscando(?:\s+(?:informaci[oó]n|info|ayuda|documentaci[oó]n))?' . $docent_about . '\s+',
		'busco(?:\s+(?:informaci[oó]n|info|ayuda|documentaci[oó]n))?' . $docent_about . '\s+',
		'(?:hay|existe|existen)(?:\s+(?:alg[uú]n|alguna|algunos|algunas|un|una))?(?:\s+(?:documentaci[oó]n|informaci[oó]n|info|art[ií]culo|gu[ií]a|manera|forma|modo|opci[oó]n|tutorial))?(?:\s+(?:de|para|sobre|acerca de))?\s+',
		'(?:es posible|se puede|se pueden)\s+',
		'c[oó]mo\s+(?:puedo|podemos|podr[ií]a|podr[ií]amos|debo|debemos|deber[ií]a|tengo que|hay que|se puede|se pueden|se debe|se hace para|hago para|hacemos para|hacer para|le hago para|se hace|hago)\s+',
		'd[oó]nde\s+(?:puedo|podemos|se puede)\s+(?:encontrar|ver|consultar)\s+',
		'd[oó]nde\s+(?:encuentro|encontrar|est[aá]n?|se encuentran?|hay|veo)\s+',
		'(?:qu[eé]|cu[aá]l)\s+(?:es|son|significa|quiere decir)(?:\s+(?:el|la|los|las|un|una|lo))?\s+',
		'c[oó]mo\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:por favor|porfa|gracias|muchas gracias)|\s+(?:en|seg[uú]n) (?:la|su|tu) (?:documentaci[oó]n|gu[ií]a|ayuda)|\s+(?:en|seg[uú]n) (?:el|su|tu) manual)[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*(?:c[oó]mo\s+)?funciona(?:n)?\s+(.+?)[\s.!?]*$/iu',
	),
	'phrases'   => array(
		'/\bm[aá]s de (?:un|una|uno)\b/iu' => 'varios',
	),
	'light'     => array( 'hacer', 'hago', 'hace', 'hacemos', 'usar', 'uso', 'usa', 'utilizar', 'utilizo', 'quiero', 'quiere', 'querer', 'necesito', 'necesita', 'necesitar', 'poder', 'posible', 'manera', 'forma', 'modo', 'cosa', 'cosas', 'correctamente', 'exactamente', 'realmente', 'simplemente', 'facilmente', 'rapidamente', 'cierto', 'cierta', 'ciertos', 'ciertas', 'determinado', 'determinada', 'especifico', 'especifica', 'varios', 'varias', 'encontrar', 'encuentro' ),
	'own'       => '/\s+(?:mi|mis|nuestro|nuestra)\s+(?:propi[oa]\s+)?(?:sitio web|sitio|p[aá]gina web|web|aplicaci[oó]n|app|proyecto|tienda)\b/iu',
);
