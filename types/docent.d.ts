/**
 * window.docent, the Docent widget's JavaScript API, for theme and plugin authors.
 *
 * Reference it from your own code (`/// <reference path="…/wp-content/plugins/docent/types/docent.d.ts" />`,
 * or copy it into your project) and `window.docent` is typed. It exists from the moment Docent's
 * loader has run (a deferred script, so before DOMContentLoaded) on pages where the widget shows;
 * calls made before the widget starts are kept and carried out in order when it does.
 * docs/widget-api.md has examples.
 */

/** A tab of the panel. 'integrate_ai' and 'message' are the internal names of 'chat' and 'messages'. */
export type DocentTab = 'chat' | 'explore' | 'messages' | 'integrate_ai' | 'message';

/** What each event's handlers are given. */
export interface DocentEvents {
	/**
	 * The panel opened: the tab (by its internal name: 'integrate_ai' is the chat, 'message'
	 * Messaging) and the article asked for, if any. Nothing is asked for when the visitor taps the bubble.
	 */
	open: { tab?: 'integrate_ai' | 'explore' | 'message'; docId?: number };
	/** The panel closed. */
	close: Record< string, never >;
	/** A search ran in Explore (typed by the visitor or asked for with `search()`). */
	search: { query: string };
	/** The contact form's message was sent and stored. */
	'message-sent': Record< string, never >;
	/** The chat answered a question. */
	'chat-reply': { question: string; answer: string; links: Array< { title: string; url: string } > };
}

export type DocentEvent = keyof DocentEvents;

/** Fields the contact form can be filled with; each is optional. */
export interface DocentPrefill {
	name?: string;
	email?: string;
	/** The form has no subject field: a subject becomes the message's first line. */
	subject?: string;
	message?: string;
}

export interface Docent {
	/** Opens the panel: on a tab, or with `docId` on that article (Explore). Unknown tab names only warn. */
	open( tab?: DocentTab, docId?: number ): void;
	close(): void;
	toggle(): void;
	/** Opens Explore with the query searched. */
	search( query: string ): void;
	/** Opens an article: by id, or by its address (permalink, path or `?p=`/`?docs=` link) on this site. */
	article( idOrUrl: number | string ): void;
	/** Opens the chat and asks the question. */
	ask( question: string ): void;
	/** Fills the contact form (what is given replaces what is there); opens nothing. */
	prefill( fields: DocentPrefill ): void;
	/** Who the visitor is: fills the form's name and email where they are empty. Logged-in users are known already. */
	identify( visitor: { name?: string; email?: string } ): void;
	on< E extends DocentEvent >( event: E, handler: ( detail: DocentEvents[ E ] ) => void ): void;
	off< E extends DocentEvent >( event: E, handler: ( detail: DocentEvents[ E ] ) => void ): void;
}

declare global {
	interface Window {
		docent?: Docent;
	}
}
