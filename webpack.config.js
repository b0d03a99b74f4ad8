/**
 * wp-scripts' webpack config with Docent's entries, and one change to dependency extraction:
 * React's JSX runtime is bundled (it is ~1 KB) because WordPress before 6.6 has no
 * `react-jsx-runtime` script, and a bundle that depends on it silently never runs there.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

const BUNDLED = new Set( [ 'react/jsx-runtime', 'react/jsx-dev-runtime' ] );

module.exports = {
	...defaultConfig,
	entry: {
		loader: path.resolve( __dirname, 'src/loader/index.ts' ),
		widget: path.resolve( __dirname, 'src/widget/index.tsx' ),
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		// Editor only: the docs blocks' previews.
		blocks: path.resolve( __dirname, 'src/blocks/index.ts' ),
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) => ( BUNDLED.has( request ) ? false : undefined ),
		} ),
	],
};
