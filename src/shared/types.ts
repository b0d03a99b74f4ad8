/**
 * Types shared by the loader, the widget and the admin: they mirror the REST schemas
 * and the boot data the page inlines (snake_case at the API boundary).
 */

import type { Docent } from '../../types/docent';

export type TabKey = 'integrate_ai' | 'explore' | 'message';

export interface Rgba {
	r: number;
	g: number;
	b: number;
	a: number;
}

export type ColorKey =
	| 'widgetBg'
	| 'activeTabBg'
	| 'activeTabFont'
	| 'inactiveTabBg'
	| 'inactiveTabFont'
	| 'tabTitleFont'
	| 'tabDescriptionFont'
	| 'breadcrumbColor'
	| 'bubbleBg'
	| 'bubbleIcon'
	| 'sendBtnBg'
	| 'sendBtnFont';

export type BubbleSide = 'right' | 'left';

export type ColorMode = 'light' | 'dark' | 'auto';

export interface TabIcon {
	src: string;
	name: string;
}

export interface FontSetting {
	size: number;
	weight: number;
}

/** The settings a visitor's page may see (no secrets, no server-only keys). */
export interface PublicSettings {
	assist_enable: 'on' | 'off';
	integrate_ai: {
		ai_enabled: boolean;
		integrate_ai_title: string;
		integrate_ai_subtitle_one: string;
		integrate_ai_subtitle_two: string;
		integrate_ai_tab_icon: TabIcon;
		/** Only in the admin's live preview (the form's working copy); a site reads them from /chat/start. */
		greeting?: string;
		suggestions?: string[];
	};
	explore: {
		explore_enable: boolean;
		show_content: 'selected' | 'helpful';
		selected_articles: number[];
		explore_title: string;
		explore_subtitle_one: string;
		explore_subtitle_two: string;
		explore_tab_icon: TabIcon;
	};
	message: {
		messaging_enable: boolean;
		turnstile_site_key: string;
		messaging_success_title: string;
		messaging_success_text: string;
		message_title: string;
		message_subtitle_one: string;
		message_subtitle_two: string;
		message_tab_icon: TabIcon;
	};
	placement: {
		order: TabKey[];
		/** The bubble's corner, bottom right or left (mirrored on RTL pages), and its distances in px. */
		position?: BubbleSide;
		side_offset?: number;
		bottom_offset?: number;
	};
	preference: {
		hide_pages: Array< { id: number } >;
		/** The panel's colours: as set, a dark palette derived from them, or as the visitor's system prefers. */
		color_mode?: ColorMode;
		widget_title_font: FontSetting;
		widget_description_font: FontSetting;
		color_settings: { preview_colors: Record< ColorKey, Rgba > };
	};
}

/** One script the panel needs, in load order: an external file or inline code. */
export interface BootScript {
	/** The WordPress handle it belongs to: skipped where the page already printed `#{handle}-js`. */
	handle?: string;
	src?: string;
	code?: string;
	/** A WordPress polyfill, needed only where the browser lacks this feature. */
	polyfill?: 'es' | 'inert';
}

/**
 * What the page inlines as JSON in <script id="docent-boot" type="application/json">: only what
 * the bubble needs before anyone interacts, and where the rest is.
 */
export interface PageBoot {
	/** CSS custom properties for the host: the bubble's colours (all of them once the rest is in). */
	style: string;
	i18n: { open: string; close: string };
	/** build/frame.js: draws the panel's frame between the tap and the React panel. */
	frame: string;
	/** build/suggest.js: as-you-type results under the docs search box, run when one is first used. */
	suggest: string;
	/** GET /docent/v1/boot's versioned address; absent where the page inlines everything (logged in). */
	data?: string;
	/** The same data as a static file the web server answers (no PHP); `data` is its fallback. */
	file?: string;
}

/** The page's part merged with GET /docent/v1/boot's: what the frame and the panel start from. */
export interface BootData extends PageBoot {
	settings: PublicSettings;
	scripts: BootScript[];
	/** A logged-in user's page only (never cached, never shared): their name and email prefill the contact form. */
	user: { id: number; can_upload: boolean; name?: string; email?: string };
	i18n: { open: string; close: string; search: string; ask: string };
}

/** A call to window.docent as the loader records it: the method's name, then its arguments. */
export type ApiCall = [ name: keyof Docent, ...args: unknown[] ];

export type { Docent as DocentApi };

export interface OpenRequest {
	tab?: TabKey;
	docId?: number;
}

/** What the loader hands the panel code: the shadow root and the open/closed state it owns. */
export interface WidgetHost {
	root: ShadowRoot;
	boot: BootData;
	isOpen: () => boolean;
	/** Closes or opens the panel; closing from inside the panel returns focus to the bubble. */
	setOpen: ( open: boolean, request?: OpenRequest ) => void;
	/** Called with every open request (bubble, widget link, JS API) and every close. */
	subscribe: ( listener: ( open: boolean, request: OpenRequest ) => void ) => () => void;
	/** Hands every window.docent call the panel carries out to `run`, those made so far first. */
	calls: ( run: ( call: ApiCall ) => void ) => void;
}

export type WidgetMount = ( host: WidgetHost ) => void;

declare global {
	interface Window {
		/** Set by build/frame.js: draws the panel's frame for the panel's state (frame-entry.ts). */
		docentFrame?: ( root: ShadowRoot, boot: BootData, open: boolean, request: OpenRequest ) => void;
		/** Set by the loader before it loads the panel code; the panel calls it once. */
		docentMount?: ( mount: WidgetMount ) => void;
	}
}
