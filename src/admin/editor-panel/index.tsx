/**
 * The block editor's "Docent" panel for docs: where the doc sits, and its place picked from the
 * tree. Uses the editor's own registry and plugin API (window.wp), not a bundled copy:
 * PluginDocumentSettingPanel is wp.editor's from WordPress 6.6, wp.editPost's before.
 */
import apiFetch from '@wordpress/api-fetch';
import { PanelRow, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { TREE_PATH } from '../docs-manager/api';
import type { DocsTree } from '../docs-manager/types';
import { placeOptions, placeText } from './place';

interface EditorGlobals {
	plugins?: { registerPlugin: ( name: string, settings: { render: ComponentType } ) => void };
	editor?: { PluginDocumentSettingPanel?: ComponentType< { name: string; title: string; children: ReactNode } > };
	editPost?: { PluginDocumentSettingPanel?: ComponentType< { name: string; title: string; children: ReactNode } > };
	data?: {
		useSelect: < T >( select: ( s: ( store: string ) => Record< string, ( ...args: unknown[] ) => unknown > ) => T, deps: unknown[] ) => T;
		useDispatch: ( store: string ) => Record< string, ( ...args: unknown[] ) => void >;
	};
}

const wp = ( window as unknown as { wp?: EditorGlobals } ).wp ?? {};
const Panel = wp.editor?.PluginDocumentSettingPanel ?? wp.editPost?.PluginDocumentSettingPanel;

function DocentPanel() {
	const data = wp.data!;
	const editor = data.useDispatch( 'core/editor' );
	const { postType, id, parent } = data.useSelect(
		( select ) => ( {
			postType: select( 'core/editor' ).getCurrentPostType() as string,
			id: select( 'core/editor' ).getCurrentPostId() as number,
			parent: Number( select( 'core/editor' ).getEditedPostAttribute( 'parent' ) ?? 0 ),
		} ),
		[]
	);
	const [ tree, setTree ] = useState< DocsTree | null >( null );
	const [ failed, setFailed ] = useState( false );
	useEffect( () => {
		if ( postType === 'docs' ) {
			apiFetch< DocsTree >( { path: TREE_PATH } ).then( setTree, () => setFailed( true ) );
		}
	}, [ postType ] );
	return postType === 'docs' && Panel ? (
		<Panel name="docent-place" title={ __( 'Docent', 'docent' ) }>
			{ tree ? (
				<>
					<PanelRow>
						<p className="docent-place__where">{ placeText( tree.docs, parent ) }</p>
					</PanelRow>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Place in the knowledge base', 'docent' ) }
						help={ __( 'Documentation › section › article: greyed-out places would make the docs deeper than three levels.', 'docent' ) }
						value={ String( parent ) }
						options={ placeOptions( tree.docs, id ) }
						onChange={ ( value ) => editor.editPost( { parent: Number( value ) } ) }
					/>
				</>
			) : (
				<p>{ failed ? __( 'Only editors can move docs; the Parent field shows where this doc sits.', 'docent' ) : __( 'Loading the knowledge base…', 'docent' ) }</p>
			) }
		</Panel>
	) : null;
}

if ( wp.plugins && Panel && wp.data ) {
	wp.plugins.registerPlugin( 'docent-place', { render: DocentPanel } );
}
