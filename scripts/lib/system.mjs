/**
 * Makes sure the Debian packages the dev site and tests need are present.
 * Installs them with apt when running as root; otherwise says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian's package puts Twenty Twenty-One, linked into the sites by prepareSite(). */
export const CLASSIC_THEME_DIR = '/usr/share/wordpress/wp-content/themes/twentytwentyone';

/** Where Debian's python-django-doc puts the HTML. */
const DJANGO_DOCS = '/usr/share/doc/python-django-doc/html';

const PHP_EXTENSIONS = [ 'pdo_sqlite', 'mysqli', 'mbstring', 'xml', 'gd', 'curl', 'intl' ];

/** Each need: how to detect it, and the apt packages that provide it. */
const NEEDS = {
	php: {
		check: () => has( 'php' ) && missingPhpExtensions().length === 0,
		packages: [
			'php8.2-cli',
			'php8.2-sqlite3',
			'php8.2-mysql',
			'php8.2-mbstring',
			'php8.2-xml',
			'php8.2-gd',
			'php8.2-curl',
			'php8.2-intl',
		],
	},
	unzip: { check: () => has( 'unzip' ), packages: [ 'unzip' ] },
	mariadb: { check: () => has( 'mariadbd' ) || has( '/usr/sbin/mariadbd' ), packages: [ 'mariadb-server' ] },
	// Galera's rsync state transfer looks for a free port with ss (iproute2).
	galera: {
		check: () =>
			[ '/usr/lib/galera/libgalera_smm.so', '/usr/lib/libgalera_smm.so' ].some( ( file ) => fs.existsSync( file ) ) &&
			has( 'rsync' ) &&
			has( 'ss' ),
		packages: [ 'mariadb-server', 'galera-4', 'rsync', 'iproute2' ],
	},
	redis: {
		check: () => has( 'redis-server' ) && has( 'redis-cli' ) && phpModules().has( 'redis' ),
		packages: [ 'redis-server', 'php8.2-redis' ],
	},
	phpunit: { check: () => has( 'phpunit' ), packages: [ 'phpunit' ] },
	// The static checks of `npm run test:lint` (phpcs.xml.dist); Debian's 3.x ships Generic, Squiz, PEAR and PSR.
	phpcs: { check: () => has( 'phpcs' ), packages: [ 'php-codesniffer' ] },
	chromium: { check: () => has( 'chromium' ), packages: [ 'chromium' ] },
	// A classic theme for the docs pages' E2E tests: no WordPress build on npm ships one.
	classicTheme: {
		check: () => fs.existsSync( CLASSIC_THEME_DIR ),
		packages: [ 'wordpress-theme-twentytwentyone' ],
	},
	// The production-like bench server (scripts/lib/nginx.mjs); brotli is Debian's nginx module.
	nginx: {
		check: () =>
			has( '/usr/sbin/nginx' ) &&
			has( '/usr/sbin/php-fpm8.2' ) &&
			fs.existsSync( '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so' ),
		packages: [ 'nginx', 'php8.2-fpm', 'php8.2-opcache', 'libnginx-mod-http-brotli-filter' ],
	},
	smtp: {
		check: () => spawnSync( '/usr/bin/python3', [ '-c', 'import aiosmtpd' ] ).status === 0,
		packages: [ 'python3-aiosmtpd' ],
	},
};

function has( command ) {
	return spawnSync( 'sh', [ '-c', `command -v ${ command }` ], { stdio: 'ignore' } ).status === 0;
}

function phpModules() {
	const out = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } ).stdout || '';
	return new Set( out.split( '\n' ).map( ( line ) => line.trim().toLowerCase() ) );
}

function missingPhpExtensions() {
	const loaded = phpModules();
	return PHP_EXTENSIONS.filter( ( ext ) => ! loaded.has( ext ) );
}

/**
 * @param {Array<keyof NEEDS>} names What this command needs.
 */
export function ensureSystem( names ) {
	const missing = names.filter( ( name ) => ! NEEDS[ name ].check() );
	if ( missing.length === 0 ) {
		return;
	}
	const packages = missing.flatMap( ( name ) => NEEDS[ name ].packages );
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot ) {
		console.error( `Docent needs these Debian packages: sudo apt-get install -y ${ packages.join( ' ' ) }` );
		process.exit( 1 );
	}
	console.log( `Installing ${ packages.join( ' ' ) } with apt...` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	execFileSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
	execFileSync( 'apt-get', [ 'install', '-y', '-qq', ...packages ], {
		stdio: 'inherit',
		env,
	} );
	const still = names.filter( ( name ) => ! NEEDS[ name ].check() );
	if ( still.length ) {
		console.error( `Still missing after apt: ${ still.join( ', ' ) }` );
		process.exit( 1 );
	}
}

/**
 * The Django documentation's HTML folder for `npm run eval` (see debianDocs()).
 *
 * @param {string} into Folder to unpack packages into when they are not installed.
 * @return {string} The html/ folder.
 */
export function djangoDocs( into ) {
	return debianDocs( { 'python-django-doc': path.join( DJANGO_DOCS, 'index.html' ) }, into )[ 'python-django-doc' ] + DJANGO_DOCS;
}

/**
 * Debian packages of documents or data (`npm run eval`'s manuals, scripts/han-variants.mjs's Unicode
 * tables), installed with apt when running as root;
 * otherwise, or where dpkg leaves /usr/share/doc out (slim container images), each package is
 * downloaded with apt and unpacked into `into`/<package>, which needs no root.
 *
 * @param {Record<string, string>} wanted Package name → a file it installs (absolute path).
 * @param {string}                 into   Folder to unpack packages into when they are not installed.
 * @return {Record<string, string>} Package name → the folder its absolute paths start in ('' when installed).
 */
export function debianDocs( wanted, into ) {
	const unpacked = ( name ) => path.join( into, name );
	const where = ( name ) => {
		if ( fs.existsSync( wanted[ name ] ) ) {
			return '';
		}
		return fs.existsSync( unpacked( name ) + wanted[ name ] ) ? unpacked( name ) : null;
	};
	const missing = () => Object.keys( wanted ).filter( ( name ) => where( name ) === null );
	if ( missing().length && typeof process.getuid === 'function' && process.getuid() === 0 ) {
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		console.log( `Installing ${ missing().join( ' ' ) } with apt...` );
		execFileSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
		execFileSync( 'apt-get', [ 'install', '-y', '-qq', ...missing() ], { stdio: 'inherit', env } );
	}
	for ( const name of missing() ) {
		console.log( `Unpacking ${ name }...` );
		fs.mkdirSync( unpacked( name ), { recursive: true } );
		execFileSync( 'apt-get', [ 'download', name ], { cwd: unpacked( name ), stdio: 'inherit' } );
		const deb = fs.readdirSync( unpacked( name ) ).find( ( file ) => file.startsWith( `${ name }_` ) && file.endsWith( '.deb' ) );
		if ( ! deb ) {
			console.error( `Docent needs the Debian package ${ name }: sudo apt-get install -y ${ name }` );
			process.exit( 1 );
		}
		execFileSync( 'dpkg-deb', [ '-x', path.join( unpacked( name ), deb ), unpacked( name ) ] );
	}
	return Object.fromEntries( Object.keys( wanted ).map( ( name ) => [ name, where( name ) ] ) );
}
