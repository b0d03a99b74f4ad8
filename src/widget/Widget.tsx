/**
 * The panel: header with the tablist, title and description, and the active tab's content.
 * Rendered by the front-end App (inside the loader's shadow root) and by WidgetPreview.
 */
import { __ } from '@wordpress/i18n';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { CloseIcon } from '../components/icons';
import type { BootData, OpenRequest, PublicSettings, TabKey } from '../shared/types';
import { useArticleRoute } from '../hooks/use-article-route';
import { useKeepFocus } from '../hooks/use-keep-focus';
import { useSystemDark } from '../hooks/use-system-dark';
import { isDark, schemeVars } from '../shared/dark-palette';
import { TAB_COMPONENTS, tabTexts } from '../tabs/registry';
import { CUT, cut } from '../utils/cut';
import { enabledTabs, isTabEnabled, resolveTab } from '../utils/tabs';
import { WidgetContext, type WidgetContextValue } from './context';
import { useRouteDocId } from './routes';
import { TabList } from './TabList';

export interface WidgetProps {
	settings: PublicSettings;
	open: boolean;
	/** The latest open request (bubble, widget link, JS API): a tab and/or an article to show. */
	request?: OpenRequest;
	/** A static preview: inputs disabled, focus never moved (the admin's live preview). */
	preview?: boolean;
	user?: BootData[ 'user' ];
	/** Closes the panel (the phone layout's header button); none in a preview. */
	onClose?: () => void;
	/** Moves focus into the panel when it opens (the front end; never in the admin's preview). */
	manageFocus?: boolean;
}

const GUEST = { id: 0, can_upload: false };

function fontVars( settings: PublicSettings ): CSSProperties {
	const title = settings.preference?.widget_title_font;
	const description = settings.preference?.widget_description_font;
	const vars: Record< string, string > = {};
	if ( title?.size ) {
		vars[ '--docent-title-size' ] = `${ title.size }px`;
	}
	if ( title?.weight ) {
		vars[ '--docent-title-weight' ] = String( title.weight );
	}
	if ( description?.size ) {
		vars[ '--docent-desc-size' ] = `${ description.size }px`;
	}
	if ( description?.weight ) {
		vars[ '--docent-desc-weight' ] = String( description.weight );
	}
	return vars as CSSProperties;
}

export function Widget( {
	settings,
	open,
	request,
	preview = false,
	user = GUEST,
	onClose,
	manageFocus = false,
}: WidgetProps ) {
	const [ wanted, setWanted ] = useState< TabKey | null >( request?.tab ?? null );
	const visited = useRef( new Set< TabKey >() );
	const panel = useRef< HTMLDivElement >( null );
	const routeDocId = useRouteDocId();
	const systemDark = useSystemDark();
	const uid = useId().replace( /:/g, '' );
	const idFor = ( tab: TabKey, part: 'tab' | 'panel' ) => `docent-${ uid }-${ part }-${ tab }`;

	const article = useArticleRoute();
	const wasOpen = useRef( open );

	// Each open request picks its tab; one with an article (a widget link with data-id, the JS
	// API) opens the same single-document view as a card: one article view, at "#/{id}".
	useEffect( () => {
		if ( ! request ) {
			return;
		}
		const docId = request.docId && isTabEnabled( settings, 'explore' ) ? request.docId : null;
		if ( docId ) {
			setWanted( 'explore' );
			article.open( docId );
		} else if ( request.tab && isTabEnabled( settings, request.tab ) ) {
			setWanted( request.tab );
		}
		// Settings are read at the time of the request only.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ request ] );

	// "#/{id}" is an Explore view.
	useEffect( () => {
		if ( routeDocId !== null ) {
			setWanted( 'explore' );
		}
	}, [ routeDocId ] );

	// Closing the panel leaves the article: a reload must not open it again.
	useEffect( () => {
		if ( wasOpen.current && ! open && routeDocId !== null ) {
			article.leave();
		}
		wasOpen.current = open;
		// Only when the panel opens or closes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open ] );

	const active = resolveTab( settings, wanted );

	// Focus moves into the panel when it opens (the loader returns it to the bubble on close).
	useEffect( () => {
		if ( open && manageFocus && panel.current ) {
			const target =
				panel.current.querySelector< HTMLElement >( '[role=tabpanel]:not([hidden]) [data-autofocus]' ) ??
				panel.current.querySelector< HTMLElement >( '[role=tab][aria-selected=true]' );
			target?.focus();
		}
		// Only on opening: later renders must not pull focus around.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open ] );

	useKeepFocus( panel, open && manageFocus );

	const context = useMemo< WidgetContextValue >(
		() => ( {
			settings,
			preview,
			user,
			openTab: ( tab: TabKey ) => isTabEnabled( settings, tab ) && setWanted( tab ),
		} ),
		[ settings, preview, user ]
	);

	if ( ! active ) {
		return null;
	}
	// Chat and messaging code loads the first time their tab shows, never before.
	if ( open ) {
		visited.current.add( active );
	}
	const tabs = enabledTabs( settings ).map( ( key ) => ( { key, texts: tabTexts( settings, key ) } ) );
	const texts = tabTexts( settings, active );
	const titleId = `docent-${ uid }-title`;
	const dark = isDark( settings.preference?.color_mode, systemDark );
	const docView = active === 'explore' && routeDocId !== null;

	return (
		<WidgetContext.Provider value={ context }>
			<div
				ref={ panel }
				className={ `panel${ docView ? ' is-doc' : '' }${ preview ? ' is-static' : '' }` }
				role="dialog"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				hidden={ ! open }
				data-scheme={ dark ? 'dark' : 'light' }
				style={ { ...fontVars( settings ), ...schemeVars( settings, dark ), colorScheme: dark ? 'dark' : undefined } as CSSProperties }
			>
				<div className="head">
					<TabList tabs={ tabs } active={ active } idFor={ idFor } onSelect={ setWanted } />
					<h2 className="title" id={ titleId } title={ texts.subtitleOne }>
						{ cut( texts.subtitleOne, CUT.subtitleOne ) }
					</h2>
					<p className="desc">{ cut( texts.subtitleTwo, CUT.subtitleTwo ) }</p>
					{ onClose && (
						<button type="button" className="icon-btn head-close" aria-label={ __( 'Close', 'docent' ) } onClick={ onClose }>
							<CloseIcon />
						</button>
					) }
				</div>
				{ tabs.map( ( { key } ) => {
					const Tab = TAB_COMPONENTS[ key ];
					return (
						<div
							key={ key }
							className={ `body body-${ key }` }
							role="tabpanel"
							id={ idFor( key, 'panel' ) }
							aria-labelledby={ idFor( key, 'tab' ) }
							hidden={ key !== active }
						>
							{ visited.current.has( key ) && (
								<Suspense fallback={ <p className="pending">{ __( 'Loading…', 'docent' ) }</p> }>
									<Tab />
								</Suspense>
							) }
						</div>
					);
				} ) }
			</div>
		</WidgetContext.Provider>
	);
}
