/**
 * The few editor APIs the blocks' editor script uses. WordPress provides them at run time
 * (wp.blocks, wp.blockEditor, wp.serverSideRender); the build only names them as dependencies.
 */
declare module '@wordpress/blocks' {
	export type BlockConfiguration = Record< string, unknown >;
	export function registerBlockType( name: string, settings: BlockConfiguration ): unknown;
}

declare module '@wordpress/block-editor' {
	export function useBlockProps( props?: Record< string, unknown > ): Record< string, unknown >;
}

declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';
	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		urlQueryArgs?: Record< string, unknown >;
		EmptyResponsePlaceholder?: ComponentType;
	} >;
	export default ServerSideRender;
}
