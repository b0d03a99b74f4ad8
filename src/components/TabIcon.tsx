import type { TabIcon as TabIconSetting, TabKey } from '../shared/types';
import { safeUrl } from '../utils/safe-url';
import { ChatIcon, ExploreIcon, MessageIcon } from './icons';

const DEFAULT_ICONS = { integrate_ai: ChatIcon, explore: ExploreIcon, message: MessageIcon };

/** `{tab}_tab_icon`: the chosen image when it has a safe URL, otherwise the tab's own icon. */
export function TabIcon( { tab, icon }: { tab: TabKey; icon?: TabIconSetting } ) {
	const src = safeUrl( icon?.src );
	if ( src ) {
		return <img className="icon" src={ src } alt="" width={ 18 } height={ 18 } />;
	}
	const Default = DEFAULT_ICONS[ tab ];
	return <Default />;
}
