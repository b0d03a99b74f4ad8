module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended-with-formatting' ],
	env: { browser: true, es2022: true },
	settings: {
		'import/resolver': { typescript: true, node: { extensions: [ '.js', '.mjs', '.ts', '.tsx' ] } },
	},
	rules: {
		// Types come from TypeScript, not JSDoc.
		'jsdoc/require-param-type': 'off',
		'jsdoc/require-returns-type': 'off',
		'jsdoc/require-param': 'off',
		'import/no-unresolved': 'off',
		'import/no-extraneous-dependencies': 'off',
		'@wordpress/no-unsafe-wp-apis': 'off',
	},
	overrides: [
		{
			files: [ '**/*.ts', '**/*.tsx' ],
			parser: '@typescript-eslint/parser',
			plugins: [ '@typescript-eslint' ],
			rules: {
				// TypeScript itself reports undefined names and unused variables, with types in mind.
				'no-undef': 'off',
				'no-unused-vars': 'off',
				'@typescript-eslint/no-unused-vars': 'error',
				'no-shadow': 'off',
				// REST fields are snake_case at the API boundary.
				camelcase: 'off',
			},
		},
		{
			files: [ 'scripts/**', 'tests/cluster/**', '*.config.*', '.eslintrc.js', 'webpack.config.js' ],
			env: { node: true, browser: false },
			rules: { 'no-console': 'off' },
		},
		{
			files: [ 'tests/e2e/**', 'src/**/test/**' ],
			env: { node: true },
		},
	],
};
