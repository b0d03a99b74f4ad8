/**
 * A production-like server for a site folder: Debian's nginx in front of php8.2-fpm, set up the
 * way good hosts are (gzip, brotli when Debian's module is installed, a year of immutable caching
 * for versioned assets, validators on every static file, HTTP/1.1 keep-alive). Both run in the
 * foreground in their own process group with every file (config, sockets, logs) in a temp
 * folder, so several can run side by side and stopping one leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';
const PHP_FPM = '/usr/sbin/php-fpm8.2';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const COMPRESSIBLE = 'text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml';

/**
 * What PHP gets from nginx. Written out rather than Debian's fastcgi_params, which sends the host
 * without its port (and the sites' URLs carry one).
 */
const FASTCGI_PARAMS = [
	'QUERY_STRING $query_string',
	'REQUEST_METHOD $request_method',
	'CONTENT_TYPE $content_type',
	'CONTENT_LENGTH $content_length',
	'SCRIPT_NAME $fastcgi_script_name',
	'REQUEST_URI $request_uri',
	'DOCUMENT_URI $document_uri',
	'DOCUMENT_ROOT $document_root',
	'SERVER_PROTOCOL $server_protocol',
	'REQUEST_SCHEME $scheme',
	'GATEWAY_INTERFACE CGI/1.1',
	'SERVER_SOFTWARE nginx',
	'REMOTE_ADDR $remote_addr',
	'REMOTE_PORT $remote_port',
	'SERVER_ADDR $server_addr',
	'SERVER_PORT $server_port',
	'SERVER_NAME $server_name',
	'HTTP_HOST $http_host',
	'REDIRECT_STATUS 200',
]
	.map( ( param ) => `\t\t\tfastcgi_param ${ param };` )
	.join( '\n' );

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** True when this machine has what the server needs (see scripts/lib/system.mjs: `nginx`). */
export function hasNginx() {
	return fs.existsSync( NGINX ) && fs.existsSync( PHP_FPM );
}

/** True when nginx can compress with brotli here. */
export const hasBrotli = () => fs.existsSync( BROTLI );

function fpmConfig( tmp, workers ) {
	return `[global]
pid = ${ tmp }/php-fpm.pid
error_log = ${ tmp }/php-fpm.log
daemonize = no

[docent]
listen = ${ tmp }/php.sock
${ isRoot() ? 'user = root\ngroup = root\n' : '' }pm = static
pm.max_children = ${ workers }
clear_env = no
catch_workers_output = yes
php_admin_value[memory_limit] = 512M
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.validate_timestamps] = 1
`;
}

/**
 * A full-page cache as hosts set one up (nginx's fastcgi_cache): GET and HEAD pages for a day,
 * never for a logged-in user, a commenter or a password-protected post (their cookies), never an
 * address with a query string, the REST API, the admin, feeds or the login. Every request PHP
 * answers is logged (php-requests.log), so a bench or a test can count them.
 */
function pageCacheHttp( tmp ) {
	return `
	fastcgi_cache_path ${ tmp }/page-cache levels=1:2 keys_zone=docent_pages:10m inactive=1d max_size=256m;
	log_format docent_php '$upstream_cache_status $request_method $request_uri';
	map $http_cookie $docent_cookie_skip {
		default 0;
		~wordpress_logged_in_ 1;
		~wp-postpass_ 1;
		~comment_author_ 1;
	}
	map $request_uri $docent_uri_skip {
		default 0;
		~\\? 1;
		~^/wp-json/ 1;
		~^/wp-admin/ 1;
		~^/wp-[a-z-]+\\.php 1;
		~^/xmlrpc\\.php 1;
		~/feed/ 1;
	}
	map "$docent_cookie_skip$docent_uri_skip" $docent_skip_cache {
		00 0;
		default 1;
	}
	# A request nginx answers from the page cache never reaches PHP: log only the others.
	map $upstream_cache_status $docent_reached_php {
		HIT 0;
		default 1;
	}
`;
}

function pageCacheLocation( tmp ) {
	return `
			fastcgi_cache docent_pages;
			fastcgi_cache_key $scheme$request_method$host$request_uri;
			fastcgi_cache_methods GET HEAD;
			fastcgi_cache_valid 200 301 302 1d;
			fastcgi_cache_valid 404 1m;
			fastcgi_cache_lock on;
			fastcgi_cache_bypass $docent_skip_cache;
			fastcgi_no_cache $docent_skip_cache;
			add_header X-Cache $upstream_cache_status always;
			access_log ${ tmp }/php-requests.log docent_php if=$docent_reached_php;
`;
}

function nginxConfig( { tmp, dir, port, pageCache } ) {
	const brotli = hasBrotli();
	return `${ brotli ? `load_module ${ BROTLI };\n` : '' }daemon off;
master_process on;
worker_processes 1;
pid ${ tmp }/nginx.pid;
error_log ${ tmp }/nginx-error.log warn;
${ isRoot() ? 'user root;\n' : '' }
events { worker_connections 512; }

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	client_body_temp_path ${ tmp }/body;
	fastcgi_temp_path ${ tmp }/fastcgi;
	proxy_temp_path ${ tmp }/proxy;
	scgi_temp_path ${ tmp }/scgi;
	uwsgi_temp_path ${ tmp }/uwsgi;
	client_max_body_size 64m;
	sendfile on;
	tcp_nopush on;
	keepalive_timeout 65s;
	keepalive_requests 1000;
	server_tokens off;

	gzip on;
	gzip_comp_level 6;
	gzip_min_length 256;
	gzip_proxied any;
	gzip_vary on;
	gzip_types ${ COMPRESSIBLE };
${
	brotli
		? `	brotli on;
	brotli_comp_level 5;
	brotli_min_length 256;
	brotli_types ${ COMPRESSIBLE };
`
		: ''
}
	# Files WordPress links with ?ver= never change under that URL: cache them for a year.
	map $arg_ver $docent_asset_cache {
		"" "public, max-age=3600";
		default "public, max-age=31536000, immutable";
	}
${ pageCache ? pageCacheHttp( tmp ) : '' }
	server {
		listen 127.0.0.1:${ port };
		server_name localhost;
		root ${ dir };
		index index.php;

		# Never serve the database, logs or dotfiles.
		location ~ /\\.|\\.log$|\\.sqlite$ { return 403; }

		# Docent's boot files: versioned names, never changed once written.
		location ~ ^/wp-content/uploads/docent/[^/]+/[^/]+\\.json$ {
			add_header Cache-Control "public, max-age=31536000, immutable" always;
			try_files $uri =404;
		}

		location ~* \\.(?:js|css|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|mo|json)$ {
			add_header Cache-Control $docent_asset_cache always;
			try_files $uri =404;
		}

		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \\.php$ {
			try_files $uri =404;
${ FASTCGI_PARAMS }
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_pass unix:${ tmp }/php.sock;${ pageCache ? pageCacheLocation( tmp ) : '' }
		}
	}
}
`;
}

async function waitFor( check, what, timeoutMs, children ) {
	const until = Date.now() + timeoutMs;
	while ( Date.now() < until ) {
		const dead = children.find( ( child ) => child.exitCode !== null );
		if ( dead ) {
			throw new Error( `${ what }: ${ path.basename( dead.spawnfile ) } exited with code ${ dead.exitCode }` );
		}
		if ( await check() ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error( `${ what }: no answer within ${ timeoutMs } ms` );
}

/**
 * Starts nginx and php-fpm for a site folder. With `pageCache`, nginx's full-page cache sits in
 * front of PHP (see pageCacheHttp()), and `phpRequests()` lists the requests PHP has answered so
 * far ("STATUS METHOD URI", logged to `phpLog`).
 *
 * @param {{ dir: string, port: number, workers?: number, log?: string, env?: object, pageCache?: boolean }} options
 * @return {Promise<{ url: string, stop: () => void, phpRequests: () => string[], phpLog: string }>} The server.
 */
export async function startNginx( { dir, port, workers = 4, log, env = {}, pageCache = false } ) {
	const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'docent-nginx-' ) );
	fs.writeFileSync( path.join( tmp, 'php-fpm.conf' ), fpmConfig( tmp, workers ) );
	fs.writeFileSync( path.join( tmp, 'nginx.conf' ), nginxConfig( { tmp, dir, port, pageCache } ) );
	const out = log ? fs.openSync( log, 'a' ) : 'ignore';
	const options = { cwd: dir, detached: true, stdio: [ 'ignore', out, out ], env: { ...process.env, ...env } };
	const fpm = spawn( PHP_FPM, [ '--nodaemonize', '--fpm-config', `${ tmp }/php-fpm.conf`, ...( isRoot() ? [ '-R' ] : [] ) ], options );
	const nginx = spawn( NGINX, [ '-p', tmp, '-c', `${ tmp }/nginx.conf`, '-e', `${ tmp }/nginx-error.log` ], options );
	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		for ( const child of [ nginx, fpm ] ) {
			try {
				process.kill( -child.pid, 'SIGTERM' );
			} catch {
				// Already gone.
			}
		}
		setTimeout( () => fs.rmSync( tmp, { recursive: true, force: true } ), 500 ).unref();
	};
	const url = `http://localhost:${ port }`;
	try {
		await waitFor(
			async () => {
				try {
					return ( await fetch( `${ url }/wp-login.php`, { redirect: 'manual' } ) ).status < 500;
				} catch {
					return false;
				}
			},
			'nginx + php-fpm',
			30000,
			[ fpm, nginx ]
		);
	} catch ( error ) {
		const errors = [ 'nginx-error.log', 'php-fpm.log' ]
			.map( ( name ) => path.join( tmp, name ) )
			.filter( ( file ) => fs.existsSync( file ) )
			.map( ( file ) => fs.readFileSync( file, 'utf8' ).slice( -1500 ) )
			.join( '\n' );
		stop();
		throw new Error( `${ error.message }\n${ errors }` );
	}
	const phpLog = path.join( tmp, 'php-requests.log' );
	// nginx writes each line as the request ends: a request still in flight is not counted yet.
	const phpRequests = () => ( fs.existsSync( phpLog ) ? fs.readFileSync( phpLog, 'utf8' ).split( '\n' ).filter( Boolean ) : [] );
	return { url, stop, phpRequests, phpLog };
}
