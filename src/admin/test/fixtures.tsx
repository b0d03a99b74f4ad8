/**
 * Admin test helpers (not a test file): settings as an administrator reads them, a fresh
 * registry with the admin store, and a render helper.
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { settingsFixture } from '../../test/fixtures';
import { store as widgetStore } from '../../store';
import { DEFAULT_SETTINGS_BOOT, SettingsBootContext } from '../boot';
import { store } from '../store';
import type { AdminSettings, SettingsBoot } from '../types';

export { deferred, mockApi, restError } from '../../test/fixtures';

// What @wordpress/components expects of a browser and jsdom lacks.
if ( ! ( 'ResizeObserver' in window ) ) {
	( window as unknown as { ResizeObserver: unknown } ).ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
}
if ( ! window.matchMedia ) {
	window.matchMedia = ( query: string ) =>
		( {
			matches: false,
			media: query,
			onchange: null,
			addListener() {},
			removeListener() {},
			addEventListener() {},
			removeEventListener() {},
			dispatchEvent: () => false,
		} ) as unknown as MediaQueryList;
}

export function adminSettings( overrides: ( s: AdminSettings ) => void = () => {} ): AdminSettings {
	const settings = {
		...settingsFixture(),
		remove_all_data: false,
		docs_home: {
			title: 'Documentation',
			intro: 'Guides and answers.',
			show_search: true,
			show_documentations: true,
			show_popular: true,
		},
	} as AdminSettings;
	settings.integrate_ai = {
		...settings.integrate_ai,
		provider: 'local',
		base_url: 'https://api.openai.com/v1',
		model: 'gpt-4o-mini',
		api_key_set: false,
		rate_limit: { count: 20, window: 600 },
		hourly_budget: 100,
	};
	settings.explore = { ...settings.explore, synonyms: '' };
	settings.message = {
		...settings.message,
		email_address: '',
		reply_to: '',
		turnstile_secret_key_set: false,
		rate_limit: { count: 5, window: 600 },
	};
	overrides( settings );
	return settings;
}

export interface AdminRegistry {
	select: ( s: typeof store ) => Record< string, ( ...args: unknown[] ) => unknown >;
	dispatch: ( s: typeof store ) => Record< string, ( ...args: unknown[] ) => unknown >;
	resolveSelect: ( s: typeof store ) => Record< string, ( ...args: unknown[] ) => Promise< unknown > >;
	register: ( s: unknown ) => void;
}

/** A registry of its own per test, with the admin store (and the widget's, for the preview). */
export function freshRegistry( settings: AdminSettings | null = adminSettings() ): AdminRegistry {
	const registry = createRegistry() as unknown as AdminRegistry;
	registry.register( store );
	registry.register( widgetStore );
	if ( settings ) {
		registry.dispatch( store ).receiveSettings( settings );
		// The resolver must not fetch again what the test already gave.
		registry.dispatch( store ).finishResolution( 'getSettings', [] );
	}
	return registry;
}

export function renderAdmin(
	ui: ReactElement,
	{ registry = freshRegistry(), boot = {} }: { registry?: AdminRegistry; boot?: Partial< SettingsBoot > } = {}
) {
	const value = { ...DEFAULT_SETTINGS_BOOT, ...boot };
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry as never }>
			<SettingsBootContext.Provider value={ value }>{ children }</SettingsBootContext.Provider>
		</RegistryProvider>
	);
	return { ...render( ui, { wrapper } ), registry };
}
