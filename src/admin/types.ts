/**
 * What the admin screens read and send: GET/POST /docent/v1/settings (snake_case, as the REST
 * schema says), GET /docent/v1/insights, and the boot data the PHP page prints.
 */
import type { PublicSettings, TabKey } from '../shared/types';

export interface RateLimit {
	count: number;
	window: number;
}

/** The docs home at /docs/ (server-only: not in the widget's boot data). */
export interface DocsHomeSettings {
	title: string;
	intro: string;
	show_search: boolean;
	show_documentations: boolean;
	show_popular: boolean;
}

/** The settings as an administrator reads them: secrets only as `{key}_set`. */
export interface AdminSettings extends PublicSettings {
	remove_all_data: boolean;
	docs_home: DocsHomeSettings;
	integrate_ai: PublicSettings[ 'integrate_ai' ] & {
		provider: 'local' | 'openai';
		base_url: string;
		model: string;
		api_key_set: boolean;
		rate_limit: RateLimit;
		/** Questions per hour the whole site sends to a non-local provider; then Local answers. */
		hourly_budget: number;
		/** The chat's first message ('' for the default). */
		greeting?: string;
		/** Up to three suggested questions (none: the most helpful articles' titles). */
		suggestions?: string[];
	};
	explore: PublicSettings[ 'explore' ] & {
		/** The site's own synonyms: one set a line, separated by commas (server-only). */
		synonyms: string;
	};
	message: PublicSettings[ 'message' ] & {
		email_address: string;
		reply_to: string;
		turnstile_secret_key_set: boolean;
		rate_limit: RateLimit;
	};
}

/** Write-only settings: sent only when replaced ("" clears), never read back. */
export type SecretKey = 'integrate_ai.api_key' | 'message.turnstile_secret_key';

export type DeepPartial< T > = T extends Array< unknown >
	? T
	: T extends object
	? { [ K in keyof T ]?: DeepPartial< T[ K ] > }
	: T;

export interface PostTitle {
	id: number;
	title: string;
}

export interface AdminLinks {
	/** The public docs home (/docs/). */
	docs_home?: string;
	docs: string;
	new_doc: string;
	site: string;
}

export interface SettingsBoot {
	screen: 'settings';
	/** Titles of the stored selected articles and hidden pages (the settings only hold ids). */
	titles: { articles: PostTitle[]; pages: PostTitle[] };
	/** Optional routes other modules may or may not offer. */
	routes: { chat_test: boolean; search_rebuild: boolean };
	links: AdminLinks;
}

/** The docs manager's boot data (its tree is preloaded: GET /docent/v1/docs/tree). */
export interface ManagerBoot {
	screen: 'docs';
	/** post.php?action=edit&post= — a doc's id is appended. */
	edit_base: string;
}

export interface InsightsBoot {
	screen: 'insights';
	/** Whether the current user may create docs ("Write this article"). */
	can_write: boolean;
	links: AdminLinks;
}

export type AdminBoot = SettingsBoot | InsightsBoot | ManagerBoot;

export interface Notice {
	id: number;
	status: 'success' | 'error' | 'info' | 'warning';
	message: string;
}

/** A draft doc written for an insight. */
export interface InsightDraft {
	id: number;
	title: string;
	status: string;
	edit_link: string;
}

export interface QueryInsight {
	id: number;
	query: string;
	count: number;
	last_seen: string;
	draft: InsightDraft | null;
}

export interface ArticleInsight {
	id: number;
	title: string;
	link: string;
	edit_link: string;
	up: number;
	down: number;
}

export interface InsightsReport {
	not_found: QueryInsight[];
	top_searches: QueryInsight[];
	unanswered: QueryInsight[];
	most_helpful: ArticleInsight[];
	least_helpful: ArticleInsight[];
}

export const TAB_KEYS: TabKey[] = [ 'integrate_ai', 'explore', 'message' ];

declare global {
	interface Window {
		docentAdmin?: AdminBoot;
	}
}
