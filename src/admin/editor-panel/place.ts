/**
 * Words and choices for a doc's place: "Article in Getting Started › Installation", and the
 * parents a doc may be given (those the depth rule allows).
 */
import { __, sprintf } from '@wordpress/i18n';
import { refusal } from '../docs-manager/model/moves';
import { byId, childrenOf } from '../docs-manager/model/tree';
import type { TreeDoc } from '../docs-manager/types';

/** Where a doc with this parent sits, in words. */
export function placeText( docs: TreeDoc[], parent: number ): string {
	const index = byId( docs );
	const above = index.get( parent );
	if ( ! above ) {
		return __( 'Documentation (top level)', 'docent' );
	}
	const top = above.parent ? index.get( above.parent ) : undefined;
	if ( ! top ) {
		/* translators: %s: the documentation's title. */
		return sprintf( __( 'Section in %s', 'docent' ), above.title );
	}
	/* translators: 1: the documentation's title, 2: the section's title. */
	return sprintf( __( 'Article in %1$s › %2$s', 'docent' ), top.title, above.title );
}

export interface PlaceOption {
	value: string;
	label: string;
	disabled?: boolean;
}

/**
 * Every place in tree order: the top level, each documentation, each section (indented); those
 * the rule refuses for this doc are disabled. `id` 0 is a doc not in the tree yet.
 */
export function placeOptions( docs: TreeDoc[], id: number ): PlaceOption[] {
	const children = childrenOf( docs );
	// A doc not in the tree yet is checked as a leaf under a stand-in id.
	const withSelf = docs.some( ( doc ) => doc.id === id ) ? docs : [ ...docs, { id: -1, parent: 0, menu_order: 0, title: '', status: 'draft', link: '', edit_link: '' } as TreeDoc ];
	const self = id > 0 && docs.some( ( doc ) => doc.id === id ) ? id : -1;
	const options: PlaceOption[] = [ { value: '0', label: __( 'Top level: a documentation', 'docent' ) } ];
	for ( const documentation of children.get( 0 ) ?? [] ) {
		if ( documentation.id === self ) {
			continue;
		}
		options.push( { value: String( documentation.id ), label: documentation.title, disabled: !! refusal( withSelf, self, documentation.id ) } );
		for ( const section of children.get( documentation.id ) ?? [] ) {
			if ( section.id === self ) {
				continue;
			}
			options.push( { value: String( section.id ), label: `— ${ section.title }`, disabled: !! refusal( withSelf, self, section.id ) } );
		}
	}
	return options;
}
