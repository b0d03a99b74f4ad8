/**
 * Test helpers (not a test file): settings like the server's defaults, a fake docent/v1 API
 * behind apiFetch, and a render helper with a fresh data registry.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry, dispatch, RegistryProvider, select } from '@wordpress/data';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PublicSettings } from '../shared/types';
import { store } from '../store';
import type { Doc, DocSummary } from '../store/docs/types';
import { ROUTER_FUTURE, WidgetRoutes } from '../widget/routes';

const rgba = ( r: number, g: number, b: number ) => ( { r, g, b, a: 1 } );
const icon = { src: '', name: '' };

export function settingsFixture( overrides: ( s: PublicSettings ) => void = () => {} ): PublicSettings {
	const settings: PublicSettings = {
		assist_enable: 'on',
		integrate_ai: {
			ai_enabled: true,
			integrate_ai_title: 'A.I. Chat',
			integrate_ai_subtitle_one: 'A.I. Chat',
			integrate_ai_subtitle_two: 'Feel free to ask any questions or inquiries',
			integrate_ai_tab_icon: icon,
		},
		explore: {
			explore_enable: true,
			show_content: 'helpful',
			selected_articles: [],
			explore_title: 'Explore',
			explore_subtitle_one: 'Explore Feature',
			explore_subtitle_two: 'Search with keywords for quick answers',
			explore_tab_icon: icon,
		},
		message: {
			messaging_enable: true,
			turnstile_site_key: '',
			messaging_success_title: 'Thanks',
			messaging_success_text: 'Your message has been sent!',
			message_title: 'Messaging',
			message_subtitle_one: 'Message Us',
			message_subtitle_two: 'Feel free to get in touch for any inquiries',
			message_tab_icon: icon,
		},
		placement: { order: [ 'integrate_ai', 'explore', 'message' ] },
		preference: {
			hide_pages: [],
			widget_title_font: { size: 18, weight: 600 },
			widget_description_font: { size: 14, weight: 400 },
			color_settings: {
				preview_colors: {
					widgetBg: rgba( 255, 255, 255 ),
					activeTabBg: rgba( 30, 58, 138 ),
					activeTabFont: rgba( 255, 255, 255 ),
					inactiveTabBg: rgba( 241, 245, 249 ),
					inactiveTabFont: rgba( 51, 65, 85 ),
					tabTitleFont: rgba( 15, 23, 42 ),
					tabDescriptionFont: rgba( 71, 85, 105 ),
					breadcrumbColor: rgba( 29, 78, 216 ),
					bubbleBg: rgba( 30, 58, 138 ),
					bubbleIcon: rgba( 255, 255, 255 ),
					sendBtnBg: rgba( 30, 58, 138 ),
					sendBtnFont: rgba( 255, 255, 255 ),
				},
			},
		},
	};
	overrides( settings );
	return settings;
}

export function summary( id: number, title = `Article ${ id }`, excerpt = `About article ${ id }.` ): DocSummary {
	return {
		id,
		title,
		link: `https://example.org/docs/${ id }/`,
		excerpt,
		breadcrumb: { documentation: 'Guide', section: 'Basics' },
	};
}

export function docFixture( id: number, title = `Article ${ id }` ): Doc {
	return {
		id,
		title,
		content: `<p>Body of ${ title }.</p>`,
		link: `https://example.org/docs/${ id }/`,
		breadcrumb: { documentation: 'Guide', section: 'Basics' },
	};
}

/** A failed REST call as apiFetch rejects it (the WP_Error JSON). */
export function restError( status: number, code = 'rest_error' ) {
	return { code, message: code, data: { status } };
}

type Handler = ( options: { path: string; method: string; data?: unknown; body?: unknown } ) => unknown;

/**
 * Routes apiFetch to handlers by path prefix (query string and apiFetch's own `_locale`
 * ignored). A handler returns the body, a Promise of it, or throws/rejects like the server.
 * Search answers are wrapped in a Response (the store reads X-WP-Total from it).
 */
export function mockApi( routes: Record< string, Handler > ) {
	const calls: Array< { path: string; method: string; data?: unknown; body?: unknown } > = [];
	apiFetch.setFetchHandler( async ( options ) => {
		const path = String( options.path ?? '' );
		const call = { path, method: String( options.method ?? 'GET' ), data: options.data, body: options.body };
		// The chat's opening is read whenever the chat tab shows: answered empty and left out of
		// `calls` unless a test routes it itself.
		if ( path.split( '?' )[ 0 ] === '/docent/v1/chat/start' && ! routes[ '/docent/v1/chat/start' ] ) {
			return { greeting: '', suggestions: [], helpful: [] };
		}
		calls.push( call );
		const route = Object.keys( routes )
			.sort( ( a, b ) => b.length - a.length )
			.find( ( prefix ) => path.split( '?' )[ 0 ] === prefix || path.startsWith( prefix ) );
		if ( ! route ) {
			throw restError( 404, 'rest_no_route' );
		}
		const body = await routes[ route ]( call );
		if ( options.parse === false ) {
			const items = body as unknown[];
			return new Response( JSON.stringify( items ), {
				headers: { 'X-WP-Total': String( items.length ), 'Content-Type': 'application/json' },
			} );
		}
		return body;
	} );
	return calls;
}

/** The element that has focus (tests look at the page's focus, not at a component's ref). */
export function focused(): Element | null {
	// eslint-disable-next-line @wordpress/no-global-active-element
	return document.activeElement;
}

/** A promise with its resolve/reject exposed: for answers the test releases when it wants. */
export function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

type Store = typeof store;
type Selectors = ReturnType< typeof select< Store > >;

/** The registry calls the tests use, typed for this store (the package types them loosely). */
export interface TestRegistry {
	register: ( descriptor: Store ) => void;
	select: ( descriptor: Store ) => Selectors;
	resolveSelect: ( descriptor: Store ) => {
		[ K in keyof Selectors ]: ( ...args: Parameters< Selectors[ K ] > ) => Promise< ReturnType< Selectors[ K ] > >;
	};
	dispatch: ( descriptor: Store ) => ReturnType< typeof dispatch< Store > >;
	subscribe: ( listener: () => void ) => () => void;
}

/** A registry of its own per test: no state leaks from one test to the next. */
export function freshRegistry(): TestRegistry {
	const registry = createRegistry() as unknown as TestRegistry;
	registry.register( store );
	return registry;
}

/** Renders inside a fresh registry and a memory router at `path` (with the widget's routes). */
export function renderWithStore(
	ui: ReactElement,
	{ path = '/', registry = freshRegistry(), before = [] as string[] } = {}
) {
	// `before`: history entries under the first one (pages the visitor came from).
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry as never }>
			<MemoryRouter initialEntries={ [ ...before, path ] } initialIndex={ before.length } future={ ROUTER_FUTURE }>
				<WidgetRoutes>{ children as ReactElement }</WidgetRoutes>
			</MemoryRouter>
		</RegistryProvider>
	);
	return { ...render( ui, { wrapper } ), registry };
}
