import type { PublicSettings, TabKey } from '../shared/types';

/** When the active tab's feature goes off, the next tab is the first enabled of these (SPEC §4). */
export const FALLBACK_ORDER: TabKey[] = [ 'integrate_ai', 'explore', 'message' ];

/** Tabs missing from placement.order still show, after the ordered ones; Explore first (SPEC §4 default). */
const UNORDERED: TabKey[] = [ 'explore', 'integrate_ai', 'message' ];

export function isTabEnabled( settings: PublicSettings, tab: TabKey ): boolean {
	switch ( tab ) {
		case 'integrate_ai':
			return Boolean( settings.integrate_ai?.ai_enabled );
		case 'explore':
			return Boolean( settings.explore?.explore_enable );
		case 'message':
			return Boolean( settings.message?.messaging_enable );
	}
	return false;
}

/** The tabs to show, in placement order: only enabled features, each once. */
export function enabledTabs( settings: PublicSettings ): TabKey[] {
	if ( settings.assist_enable === 'off' ) {
		return [];
	}
	const order = [ ...( settings.placement?.order ?? [] ), ...UNORDERED ];
	return order.filter(
		( tab, index ) => UNORDERED.includes( tab ) && order.indexOf( tab ) === index && isTabEnabled( settings, tab )
	);
}

/**
 * The tab to show: the wanted one while it is enabled; with none wanted, the first in the
 * order; when the wanted one went off, the first enabled of AI, Explore, Messaging.
 */
export function resolveTab( settings: PublicSettings, wanted: TabKey | null ): TabKey | null {
	const tabs = enabledTabs( settings );
	if ( wanted && tabs.includes( wanted ) ) {
		return wanted;
	}
	if ( ! wanted ) {
		return tabs[ 0 ] ?? null;
	}
	return FALLBACK_ORDER.find( ( tab ) => tabs.includes( tab ) ) ?? null;
}
