/**
 * The boot data the PHP page prints as `window.docentAdmin`, handed down through context so
 * tests can give their own.
 */
import { createContext, useContext } from 'react';
import type { InsightsBoot, SettingsBoot } from './types';

export const DEFAULT_SETTINGS_BOOT: SettingsBoot = {
	screen: 'settings',
	titles: { articles: [], pages: [] },
	routes: { chat_test: false, search_rebuild: false },
	links: { docs: '', new_doc: '', site: '' },
};

export const SettingsBootContext = createContext< SettingsBoot >( DEFAULT_SETTINGS_BOOT );

export const useSettingsBoot = (): SettingsBoot => useContext( SettingsBootContext );

export const DEFAULT_INSIGHTS_BOOT: InsightsBoot = {
	screen: 'insights',
	can_write: false,
	links: { docs: '', new_doc: '', site: '' },
};
