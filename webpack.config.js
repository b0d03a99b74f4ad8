/**
 * wp-scripts' webpack config with Docent's entries. JSX uses the classic transform
 * (babel.config.js): `React` in every module is the page's own React, the `react` script
 * WordPress registers. Prebuilt packages that import `react/jsx-runtime` get a few lines that
 * call the same `React.createElement` (src/shared/jsx-runtime.ts). Nothing depends on
 * WordPress's `react-jsx-runtime` script (only registered from 6.6) and nothing bundles React
 * 18's JSX runtime, whose elements React 19's renderer rejects.
 */
const path = require( 'path' );
const { ProvidePlugin } = require( 'webpack' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

/*
 * @wordpress/data and what it pulls in are bundled (tree-shaken, about 11 KB gzipped) rather than
 * loaded as WordPress's scripts (about 40 KB: compose, dom, keycodes, priority-queue, redux-routine,
 * element…), none of which the first Explore render needs. The store lives in the bundle's own
 * registry; api-fetch, i18n, hooks, React and ReactDOM stay WordPress's shared copies.
 */
const BUNDLED = /^@wordpress\/(data|compose|priority-queue|redux-routine|is-shallow-equal|private-apis|deprecated|element|escape-html|dom|keycodes|undo-manager)(\/|$)/;
const JSX_RUNTIME = path.resolve( __dirname, 'src/shared/jsx-runtime.ts' );

module.exports = {
	...defaultConfig,
	entry: {
		loader: path.resolve( __dirname, 'src/loader/index.ts' ),
		frame: path.resolve( __dirname, 'src/loader/frame-entry.ts' ),
		suggest: path.resolve( __dirname, 'src/loader/suggest-entry.ts' ),
		widget: path.resolve( __dirname, 'src/widget/index.tsx' ),
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		'docs-manager': path.resolve( __dirname, 'src/admin/docs-manager/index.tsx' ),
		// Docs > All Docs only: the rows' "Copy widget link".
		'docs-list': path.resolve( __dirname, 'src/admin/docs-list/index.ts' ),
		// Editor only: the docs blocks' previews.
		blocks: path.resolve( __dirname, 'src/blocks/index.ts' ),
		// Editor only, on docs: the Docent panel (where the doc sits, its place from the tree).
		'editor-panel': path.resolve( __dirname, 'src/admin/editor-panel/index.tsx' ),
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			'react/jsx-runtime$': JSX_RUNTIME,
			'react/jsx-dev-runtime$': JSX_RUNTIME,
		},
	},
	plugins: [
		...defaultConfig.plugins.filter( ( plugin ) => ! ( plugin instanceof DependencyExtractionWebpackPlugin ) ),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) => ( /^react\/jsx(-dev)?-runtime$/.test( request ) || BUNDLED.test( request ) ? false : undefined ),
		} ),
		new ProvidePlugin( { React: 'react' } ),
	],
};
