/**
 * Editor side of Docent's docs blocks: each block is registered from its block.json and
 * previewed with the server's own rendering. Loaded only in the editors, never on the front end.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import askUs from './ask-us/block.json';
import breadcrumb from './breadcrumb/block.json';
import docChildren from './doc-children/block.json';
import docsHome from './docs-home/block.json';
import docsIndex from './docs-index/block.json';
import docsSearch from './docs-search/block.json';
import helpfulVote from './helpful-vote/block.json';
import lastUpdated from './last-updated/block.json';
import popularDocs from './popular-docs/block.json';
import prevNext from './prev-next/block.json';
import sidebar from './sidebar/block.json';
import toc from './toc/block.json';

type Metadata = { name: string; title: string };

interface EditProps {
	attributes: Record< string, unknown >;
	context: { postId?: number };
}

function edit( name: string, title: string ) {
	// In a template there is no doc yet: say what the block will show instead of "rendered as empty".
	const placeholder = () =>
		createElement(
			'p',
			{ className: 'docent-block-placeholder' },
			/* translators: %s: block title. */
			sprintf( __( '%s: shows here on docs pages.', 'docent' ), title )
		);
	return function Edit( { attributes, context }: EditProps ) {
		return createElement(
			'div',
			useBlockProps(),
			createElement( ServerSideRender, {
				block: name,
				attributes,
				urlQueryArgs: context.postId ? { post_id: context.postId } : {},
				EmptyResponsePlaceholder: placeholder,
			} )
		);
	};
}

for ( const metadata of [
	askUs,
	breadcrumb,
	docChildren,
	docsHome,
	docsIndex,
	docsSearch,
	helpfulVote,
	lastUpdated,
	popularDocs,
	prevNext,
	sidebar,
	toc,
] as Metadata[] ) {
	registerBlockType( metadata.name, {
		edit: edit( metadata.name, metadata.title ),
		save: () => null,
	} as unknown as BlockConfiguration );
}
