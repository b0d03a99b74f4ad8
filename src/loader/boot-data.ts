/**
 * The boot data: the page's inline part (what the bubble needs) and the rest (settings, script
 * list, texts), which a static file (or GET /docent/v1/boot) serves to visitors and a logged-in user's
 * page inlines.
 */
import type { BootData, PageBoot } from '../shared/types';

/** The page's inline part, or null where it is missing or broken (neither parses). */
export function readBoot(): PageBoot | null {
	try {
		return JSON.parse( document.getElementById( 'docent-boot' )?.textContent || '' ) as PageBoot;
	} catch {
		return null;
	}
}

/** The whole boot data, once it is in. */
export let boot: BootData | null = null;

/**
 * The whole boot data, fetched once (again after a failure) and merged into the page's part. It
 * brings the bubble's colours, all of them.
 *
 * @param page The page's inline part.
 * @param host The widget's host element.
 */
export function bootData( page: PageBoot, host: HTMLElement ): () => Promise< BootData > {
	let fetching: Promise< BootData > | null = null;
	// From its static file where the page names one, else (or when the file is missing) the REST route.
	const json = ( url?: string ) => ( url ? fetch( url ).then( ( r ) => ( r.ok ? r.json() : Promise.reject() ) ) : Promise.reject() );
	return () =>
		( fetching ||= json( page.file ).catch( () => page.data && json( page.data ) ).then(
			( shared ) => {
				boot = Object.assign( page, shared ) as BootData;
				host.setAttribute( 'style', boot.style );
				return boot;
			},
			( error ) => {
				fetching = null;
				throw error;
			}
		) );
}
