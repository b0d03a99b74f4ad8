import { defineConfig } from '@playwright/test';

/**
 * The E2E sites are started by scripts/test.mjs (npm run test:e2e), which passes their URLs.
 * Debian's Chromium only: Playwright never downloads a browser here.
 */
const chromium = {
	browserName: 'chromium' as const,
	launchOptions: {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	},
};

export default defineConfig( {
	testDir: 'tests/e2e',
	timeout: 30_000,
	expect: { timeout: 5_000 },
	fullyParallel: false,
	workers: 1,
	retries: 0,
	reporter: [ [ 'list' ], [ 'json' ] ],
	use: { ...chromium, trace: 'retain-on-failure' },
	projects: [
		{
			name: 'wp-6.5',
			// The smoke walk is for the other PHP versions; every step of it has fuller tests here.
			grepInvert: /@smoke/,
			use: { baseURL: process.env.DOCENT_E2E_URL },
		},
		{
			// The lowest WordPress Docent claims: the bundle must load there too.
			name: 'wp-6.2',
			grep: /@compat/,
			use: { baseURL: process.env.DOCENT_E2E_URL_62 },
		},
		{
			// The lowest PHP Docent claims, served by php-wasm's built-in server (scripts/php-wasm.mjs).
			name: 'php-7.4',
			grep: /@smoke/,
			use: { baseURL: process.env.DOCENT_E2E_URL_PHP74 },
		},
	],
} );
