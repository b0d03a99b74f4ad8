import { defineConfig } from 'vitest/config';

export default defineConfig( {
	esbuild: { jsx: 'automatic' },
	test: {
		environment: 'jsdom',
		globals: true,
		include: [ 'src/**/test/*.test.{ts,tsx}' ],
		restoreMocks: true,
	},
} );
