/**
 * SPEC §2's hash routes: "/", "/{id}" and a catch-all, all showing the same widget.
 * The page's own #anchor links land on the catch-all (or on "/:id" with a non-numeric id,
 * which counts as no document), so they keep scrolling as before.
 */
import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';

/** React Router v7's behaviour now, so the upgrade changes nothing (and v6 stops warning). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function WidgetRoutes( { children }: { children: ReactElement } ) {
	return (
		<Routes>
			<Route path="/" element={ children } />
			<Route path="/:id" element={ children } />
			<Route path="*" element={ children } />
		</Routes>
	);
}

/** The document id of the "/{id}" route, or null on any other route. */
export function useRouteDocId(): number | null {
	const { id } = useParams();
	return id && /^[1-9]\d*$/.test( id ) ? Number( id ) : null;
}
