/**
 * window.docent for themes and other scripts. Each method only records its call, [name, ...args],
 * so the loader stays small: the panel code (src/widget/api/) carries the calls out, in order,
 * the ones made before it mounted first. Calls made before the loader starts (from a theme's own
 * load or DOMContentLoaded handler) are kept too, until it starts.
 */
import type { ApiCall, DocentApi } from '../shared/types';

/** The calls the panel code has not taken yet. */
const calls: ApiCall[] = [];

/** Takes one call. */
export let take = ( call: ApiCall ): unknown => calls.push( call );

/**
 * Until the loader starts: window.docent keeps every call. Any method name reads as a function
 * (types/docent.d.ts lists the real ones; the panel code ignores the rest), except `then`, so
 * that awaiting window.docent gives it back instead of waiting for ever.
 */
export function queueEarlyCalls(): void {
	window.docent = new Proxy( {}, {
		get: ( _, name ) => name !== 'then' && ( ( ...args: unknown[] ) => take( [ name, ...args ] as ApiCall ) ),
	} ) as DocentApi;
}

/**
 * The loader has started: a call that shows the panel opens it at once (its code loads meanwhile),
 * the panel code then carries it out. `open` with a tab name the panel lacks opens nothing (the
 * panel code warns); the others (close, prefill, identify, on, off) wait without loading anything.
 *
 * @param open Opens the panel.
 */
export function startApi( open: () => void ): void {
	take = ( call ) => calls.push( call ) && /^(to|se|ar|as|open(,(chat|explore|messages?|integrate_ai)?(,|$)|$))/.test( String( call ) ) && open();
	calls.splice( 0 ).forEach( take );
}

/**
 * The panel code has mounted: it carries out the calls kept for it, then each as it comes.
 *
 * @param run Carries out one call.
 */
export function takeCalls( run: ( call: ApiCall ) => void ): void {
	calls.splice( 0 ).forEach( ( take = run ) );
}
