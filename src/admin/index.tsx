/**
 * The admin bundle: mounts Docent > Settings or Docent > Insights into the page's root.
 * The REST answers are preloaded by the page, so the first render already has its data.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, resolveSelect } from '@wordpress/data';
import { createRoot } from 'react-dom/client';
import { DEFAULT_INSIGHTS_BOOT, DEFAULT_SETTINGS_BOOT, SettingsBootContext } from './boot';
import { InsightsScreen } from './insights/InsightsScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { store } from './store';
import { errorMessage, INSIGHTS_PATH } from './store/api';
import './admin.css';
import type { InsightsReport } from './types';

async function mountInsights( root: HTMLElement ): Promise< void > {
	const boot = { ...DEFAULT_INSIGHTS_BOOT, ...window.docentAdmin, screen: 'insights' as const };
	let report: InsightsReport | null = null;
	let error = '';
	try {
		report = await apiFetch< InsightsReport >( { path: INSIGHTS_PATH } );
	} catch ( failure ) {
		error = errorMessage( failure );
	}
	createRoot( root ).render( <InsightsScreen report={ report } error={ error } boot={ boot } /> );
}

async function mountSettings( root: HTMLElement ): Promise< void > {
	const given = window.docentAdmin;
	const boot = { ...DEFAULT_SETTINGS_BOOT, ...( given?.screen === 'settings' ? given : {} ) };
	dispatch( store ).rememberTitles( [ ...boot.titles.articles, ...boot.titles.pages ] );
	// Resolved before the first render: from the preloaded answer, this takes no network time.
	await resolveSelect( store ).getSettings();
	createRoot( root ).render(
		<SettingsBootContext.Provider value={ boot }>
			<SettingsScreen />
		</SettingsBootContext.Provider>
	);
}

const root = document.getElementById( 'docent-admin-root' );
if ( root ) {
	void ( root.dataset.screen === 'insights' ? mountInsights( root ) : mountSettings( root ) );
}
