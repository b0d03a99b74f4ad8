/**
 * The eval's sites, one per labelled set: the Django manual, the demo docs, and each language of
 * Debian's multilingual manuals (debian-faq, developers-reference, debian-reference, maint-guide,
 * installation-guide) and of the GIMP User Manual (gimp-help) that has a labelled set in
 * tests/eval/<manual>.<language>.json. Each site is
 * imported once and reused; its language (WPLANG) is the manual's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { debianDocs, djangoDocs } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR } from '../lib/wordpress.mjs';

/** WordPress locale per language code of the Debian packages. */
const LOCALES = {
	en: 'en_US',
	de: 'de_DE',
	fr: 'fr_FR',
	it: 'it_IT',
	ja: 'ja',
	nl: 'nl_NL',
	es: 'es_ES',
	pt: 'pt_PT', // The FAQ's Portuguese is Portugal's (ficheiro, utilizador).
	ru: 'ru_RU',
	'zh-cn': 'zh_CN',
	'zh-tw': 'zh_TW',
	ko: 'ko_KR',
	sv: 'sv_SE',
	da: 'da_DK',
	id: 'id_ID',
	cs: 'cs_CZ',
	ro: 'ro_RO',
	el: 'el',
	vi: 'vi',
	ca: 'ca',
	nn: 'nn_NO',
};

/**
 * Chinese written in one script and read in the other: a visitor who types Simplified characters
 * on a site written in Traditional ones, and the reverse. Each pair is [ the needs' language, the
 * site's ]; the same manual's two translations share their needs' ids and labels.
 */
const CHINESE_SCRIPTS = [
	[ 'zh-cn', 'zh-tw' ],
	[ 'zh-tw', 'zh-cn' ],
];

/**
 * Debian's manuals: the English package and folder; a translation is the package `<name>-<lang>`
 * with its pages in `<folder>/<lang>`, or, for a manual whose every language is a package of its
 * own (`shared`), `<name>-<lang>` with its pages beside the others in `<folder>`; `folders` puts
 * a translation's pages in a folder of its own (`{lang}` standing for the language). DocBook
 * names its pages `chapter.<lang>.html` unless `suffix` says otherwise; `package` names the one
 * package that holds every language, `packages` each language's package (`{lang}` standing for the
 * language); `dirs` names a language's folder where it is not the
 * language's code; `crossed` asks one language's needs on another's site
 * (CHINESE_SCRIPTS).
 */
const MANUALS = {
	'debian-faq': {
		folder: '/usr/share/doc/debian/FAQ',
		format: 'docbook',
		// Korean was added after every rule was tuned, its needs written by someone who had not
		// read them: held out, and the one language here that has no rules of its own.
		languages: [ 'en', 'de', 'fr', 'it', 'ja', 'nl', 'pt', 'ru', 'zh-cn', 'ko' ],
	},
	'developers-reference': {
		folder: '/usr/share/developers-reference',
		format: 'sphinx',
		languages: [ 'en', 'de', 'fr', 'it', 'ja', 'ru' ],
	},
	// English and Spanish were added after the rules above were tuned, so held out from them; German,
	// French, Italian, Japanese, Portuguese and Simplified and Traditional Chinese later still, their
	// needs written by people who had not read the rules: a second corpus for Chinese and Portuguese.
	'debian-reference': {
		folder: '/usr/share/debian-reference',
		format: 'docbook',
		languages: [ 'en', 'es', 'de', 'fr', 'it', 'ja', 'pt', 'zh-cn', 'zh-tw' ],
		shared: true,
		crossed: CHINESE_SCRIPTS,
	},
	// The Debian New Maintainers' Guide in the five languages the targets name, added after every
	// rule above was tuned, its needs written by someone who had not read the rules: held out. Its
	// Simplified and Traditional Chinese were added later, the same way.
	'maint-guide': {
		folder: '/usr/share/doc/maint-guide/html',
		folders: '/usr/share/doc/maint-guide-{lang}/html',
		format: 'docbook',
		// Catalan and Vietnamese later still, a second corpus for those languages' rules.
		languages: [ 'en', 'de', 'es', 'fr', 'ja', 'zh-cn', 'zh-tw', 'ca', 'vi' ],
		crossed: CHINESE_SCRIPTS,
	},
	// The Debian Installation Guide, one package with every language in a folder of its own and one
	// page per section: a second held-out manual for the five languages the targets name, Korean,
	// Italian, Dutch, Portuguese and Russian. Added after every rule was tuned, its needs written by
	// someone who had not read them.
	'installation-guide': {
		folder: '/usr/share/doc/installation-guide-amd64/en',
		folders: '/usr/share/doc/installation-guide-amd64/{lang}',
		format: 'docbook',
		suffix: '.html',
		package: 'installation-guide-amd64',
		// Swedish, Danish, Indonesian, Czech, Romanian, Greek, Vietnamese and Catalan were added with
		// those languages' rules, their needs written before the rules by someone who had not read any:
		// each set measured without and with them.
		languages: [ 'en', 'de', 'es', 'fr', 'ja', 'ko', 'it', 'nl', 'pt', 'ru', 'zh-cn', 'sv', 'da', 'id', 'cs', 'ro', 'el', 'vi', 'ca' ],
		// Its Simplified Chinese, added later still to check a Chinese and Japanese rule on needs
		// written after it, is in the folder zh_CN.
		dirs: { 'zh-cn': 'zh_CN' },
	},
	// The GIMP User Manual: a manual of another kind (a desktop program, for people who edit images),
	// one page per section, each page an article. Held out for the target languages, a second corpus
	// for Greek, a third for Italian, Russian and Catalan, and the first for the Norwegian rules (in
	// Nynorsk, which they read too); its needs were written by people who had not read the rules.
	'gimp-help': {
		folder: '/usr/share/gimp/2.0/help/en',
		folders: '/usr/share/gimp/2.0/help/{lang}',
		format: 'pages',
		suffix: '.html',
		packages: 'gimp-help-{lang}',
		languages: [ 'en', 'de', 'es', 'fr', 'el', 'it', 'ru', 'ca', 'nn' ],
	},
};

/**
 * @typedef {{ name: string, dir: string, db: string, demo: boolean, queries: string, env: object, title: string }} EvalSite
 */

function site( name, queries, extra ) {
	const slug = name.replace( /[^a-z0-9]+/g, '_' );
	return {
		name,
		dir: path.join( WP_HOME_DIR, name === 'django' ? 'sites/eval' : `sites/eval-${ name }` ),
		db: name === 'django' ? 'docent_eval' : `docent_eval_${ slug }`,
		demo: false,
		queries,
		env: {},
		...extra,
	};
}

/** The labelled Debian sets present in tests/eval, before their packages are looked for. */
function debianSets() {
	return Object.entries( MANUALS ).flatMap( ( [ manual, spec ] ) =>
		spec.languages
			.filter( ( lang ) => fs.existsSync( path.join( ROOT, `tests/eval/${ manual }.${ lang }.json` ) ) )
			.map( ( lang ) => {
				const own = spec.folders && lang !== 'en' ? spec.folders.replace( '{lang}', spec.dirs?.[ lang ] || lang ) : null;
				const folder = own || ( lang === 'en' || spec.shared ? spec.folder : `${ spec.folder }/${ lang }` );
				const suffix = spec.suffix || ( spec.format === 'docbook' ? `.${ lang }.html` : '.html' );
				return {
					manual,
					lang,
					folder,
					suffix,
					format: spec.format,
					package: spec.package || ( spec.packages ? spec.packages.replace( '{lang}', lang ) : null ) || ( lang === 'en' && ! spec.shared ? manual : `${ manual }-${ lang }` ),
				};
			} )
	);
}

/**
 * Whether a set is asked for by --only (a list of names or name prefixes: `debian-faq`,
 * `debian-faq.de`, `django`, `demo`).
 *
 * @param {string}   name Set name.
 * @param {string[]} only What --only named; empty for every set.
 */
function wanted( name, only ) {
	return only.length === 0 || only.some( ( pick ) => name === pick || name.startsWith( `${ pick }.` ) );
}

/**
 * The sites to measure, with their manuals installed (or unpacked) when missing.
 *
 * @param {string[]} only Set names or prefixes; empty for all.
 * @return {EvalSite[]} One site per labelled set, in the order they are measured.
 */
export function evalSites( only ) {
	const sites = [];
	if ( wanted( 'django', only ) ) {
		const html = djangoDocs( WP_HOME_DIR );
		sites.push( site( 'django', 'tests/eval/django.json', { env: { DOCENT_EVAL_HTML: html, DOCENT_EVAL_FORMAT: 'django' }, title: 'Django' } ) );
	}
	if ( wanted( 'demo', only ) ) {
		sites.push(
			site( 'demo', 'tests/php/Search/fixtures/queries.json', {
				demo: true,
				title: 'Demo docs',
				// Questions a site owner asks the chat about Docent itself (scripts/eval/chat-set-report.mjs).
				env: { DOCENT_EVAL_CHAT_SET: 'tests/eval/demo-chat.json' },
			} )
		);
	}
	const debian = debianSets().filter( ( set ) => wanted( `${ set.manual }.${ set.lang }`, only ) );
	const roots = debianDocs(
		Object.fromEntries( debian.map( ( set ) => [ set.package, `${ set.folder }/index${ set.suffix }` ] ) ),
		path.join( WP_HOME_DIR, 'debian-docs' )
	);
	for ( const set of debian ) {
		const name = `${ set.manual }.${ set.lang }`;
		sites.push(
			site( name, `tests/eval/${ name }.json`, {
				title: name,
				env: {
					DOCENT_EVAL_HTML: roots[ set.package ] + set.folder,
					DOCENT_EVAL_FORMAT: set.format,
					DOCENT_EVAL_SUFFIX: set.suffix,
					DOCENT_EVAL_LOCALE: LOCALES[ set.lang ],
				},
			} )
		);
	}
	// Each crossed pair reuses the site of the language it is asked on, measured again with the
	// other language's needs, once both sets are measured.
	for ( const [ manual, spec ] of Object.entries( MANUALS ) ) {
		for ( const [ asked, on ] of spec.crossed || [] ) {
			const host = sites.find( ( s ) => s.name === `${ manual }.${ on }` );
			if ( host && sites.some( ( s ) => s.name === `${ manual }.${ asked }` ) ) {
				const name = `${ manual }.${ asked }@${ on }`;
				sites.push( { ...host, name, title: name, queries: `tests/eval/${ manual }.${ asked }.json` } );
			}
		}
	}
	return sites;
}
