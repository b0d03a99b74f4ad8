/**
 * Which source files each translated script handle is built from, so that each handle's JSON
 * carries the strings its code uses. The handles are the ones PHP registers translations for
 * (includes/Frontend/Assets.php, Admin/Menu.php, Admin/Docs_List.php, Blocks/Blocks.php); the
 * panel's lazily loaded chunks are found from its `import( /* webpackChunkName: "…" *\/ … )` calls.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ENTRIES = [
	{ handle: 'docent-widget', entry: 'src/widget/index.tsx', chunks: true },
	{ handle: 'docent-admin', entry: 'src/admin/index.tsx' },
	{ handle: 'docent-blocks-editor', entry: 'src/blocks/index.ts' },
	{ handle: 'docent-docs-list', entry: 'src/admin/docs-list/index.ts' },
];

const IMPORT = /(?:^|[\s;}])(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*(?:\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function resolve( root, from, specifier ) {
	if ( ! specifier.startsWith( '.' ) ) {
		return null;
	}
	const base = path.posix.join( path.posix.dirname( from ), specifier );
	const candidates = [ '', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js' ].map( ( ext ) => base + ext );
	return candidates.find( ( file ) => fs.existsSync( path.join( root, file ) ) && fs.statSync( path.join( root, file ) ).isFile() ) ?? null;
}

/**
 * The files reachable from an entry by static imports, and the named chunks it loads lazily.
 *
 * @return {{ files: Set<string>, chunks: Map<string, string> }} chunks: name => entry file.
 */
function closure( root, entry, followLazy ) {
	const files = new Set();
	const chunks = new Map();
	const queue = [ entry ];
	while ( queue.length ) {
		const file = queue.pop();
		if ( files.has( file ) ) {
			continue;
		}
		files.add( file );
		const source = fs.readFileSync( path.join( root, file ), 'utf8' );
		for ( const match of source.matchAll( IMPORT ) ) {
			const target = resolve( root, file, match[ 1 ] ?? match[ 2 ] );
			if ( target ) {
				queue.push( target );
			}
		}
		for ( const [ , chunk, specifier ] of source.matchAll( DYNAMIC ) ) {
			const target = resolve( root, file, specifier );
			if ( target && chunk && ! followLazy ) {
				chunks.set( chunk, target );
			} else if ( target ) {
				queue.push( target );
			}
		}
	}
	return { files, chunks };
}

/**
 * Every translated handle with the source files its strings come from.
 *
 * @param {string} root The checkout.
 * @return {Map<string, Set<string>>} Source files by handle.
 */
export function handleSources( root ) {
	const handles = new Map();
	for ( const { handle, entry, chunks: split } of ENTRIES ) {
		const { files, chunks } = closure( root, entry, ! split );
		handles.set( handle, files );
		for ( const [ name, chunkEntry ] of chunks ) {
			// A chunk's strings that the panel already carries stay in the panel's file.
			const own = [ ...closure( root, chunkEntry, true ).files ].filter( ( file ) => ! files.has( file ) );
			handles.set( `docent-${ name }`, new Set( own ) );
		}
	}
	return handles;
}
