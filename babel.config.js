/**
 * wp-scripts' Babel preset with React's classic JSX transform: every element is made by
 * `React.createElement` of the page's own React (webpack.config.js provides `React` from the
 * `react` script WordPress registers). Nothing then ties the bundles to one React major, where
 * the automatic transform would bundle a JSX runtime that React 19's renderer rejects.
 */
module.exports = ( api ) => {
	api.cache( true );
	return {
		presets: [ '@wordpress/babel-preset-default' ],
		plugins: [ [ '@babel/plugin-transform-react-jsx', { runtime: 'classic' } ] ],
	};
};
