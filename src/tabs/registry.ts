/**
 * The three tabs: their texts (with SPEC §9's defaults) and their code. Explore ships with
 * the panel; chat and messaging are separate chunks, fetched the first time their tab opens.
 */
import { __ } from '@wordpress/i18n';
import { lazy, type ComponentType } from 'react';
import type { PublicSettings, TabIcon, TabKey } from '../shared/types';
import ExploreTab from './explore';

export interface TabTexts {
	title: string;
	subtitleOne: string;
	subtitleTwo: string;
	icon?: TabIcon;
}

export const TAB_COMPONENTS: Record< TabKey, ComponentType > = {
	integrate_ai: lazy( () => import( /* webpackChunkName: "tab-chat" */ './chat' ) ),
	explore: ExploreTab,
	message: lazy( () => import( /* webpackChunkName: "tab-messaging" */ './messaging' ) ),
};

function defaults( tab: TabKey ): Omit< TabTexts, 'icon' > {
	switch ( tab ) {
		case 'integrate_ai':
			return {
				title: __( 'A.I. Chat', 'docent' ),
				subtitleOne: __( 'A.I. Chat', 'docent' ),
				subtitleTwo: __( 'Feel free to ask any questions or inquiries', 'docent' ),
			};
		case 'message':
			return {
				title: __( 'Messaging', 'docent' ),
				subtitleOne: __( 'Message Us', 'docent' ),
				subtitleTwo: __( 'Feel free to get in touch for any inquiries', 'docent' ),
			};
		default:
			return {
				title: __( 'Explore', 'docent' ),
				subtitleOne: __( 'Explore Feature', 'docent' ),
				subtitleTwo: __( 'Search with keywords for quick answers', 'docent' ),
			};
	}
}

/** `{tab}_title`, `{tab}_subtitle_one`, `{tab}_subtitle_two`, `{tab}_tab_icon`; empty ones fall back. */
export function tabTexts( settings: PublicSettings, tab: TabKey ): TabTexts {
	const group = ( settings[ tab ] ?? {} ) as unknown as Record< string, unknown >;
	const text = ( key: string ) => ( typeof group[ `${ tab }_${ key }` ] === 'string' ? String( group[ `${ tab }_${ key }` ] ) : '' );
	const fallback = defaults( tab );
	return {
		title: text( 'title' ).trim() || fallback.title,
		subtitleOne: text( 'subtitle_one' ).trim() || fallback.subtitleOne,
		subtitleTwo: text( 'subtitle_two' ).trim() || fallback.subtitleTwo,
		icon: group[ `${ tab }_tab_icon` ] as TabIcon | undefined,
	};
}
