import { defineConfig } from 'vitest/config';

export default defineConfig( {
	// The classic JSX transform, as in the build (babel.config.js).
	esbuild: { jsx: 'transform', jsxFactory: 'React.createElement', jsxFragment: 'React.Fragment', jsxInject: "import * as React from 'react'" },
	test: {
		environment: 'jsdom',
		globals: true,
		// The translation catalog's scripts are tested here too.
		include: [ 'src/**/test/*.test.{ts,tsx}', 'scripts/**/test/*.test.mjs' ],
		restoreMocks: true,
	},
} );
