/**
 * As-you-type results for the docs search blocks (`form[data-docent-suggest]`): after a short
 * pause, the first few hits of the same search route appear under the box as plain links, and
 * a polite live region says how many. Without this script the form still submits to the docs home.
 * Built as its own file (suggest-entry.ts): the loader runs it on the first sign of a visitor
 * using the form, so text typed before it arrived is picked up when it starts.
 */

/** What GET /docent/v1/search answers per hit (the fields used here). */
interface Hit {
	title: string;
	link: string;
	breadcrumb: { documentation: string; section: string };
}

const PAUSE_MS = 250;
const SHOWN = 5;

function list( form: HTMLFormElement ): HTMLElement {
	let box = form.querySelector< HTMLElement >( '.docent-search__suggest' );
	if ( ! box ) {
		box = document.createElement( 'div' );
		box.className = 'docent-search__suggest';
		box.setAttribute( 'aria-live', 'polite' );
		form.appendChild( box );
	}
	return box;
}

function render( box: HTMLElement, hits: Hit[], words: { one: string; many: string; none: string } ): void {
	const ul = document.createElement( 'ul' );
	for ( const hit of hits.slice( 0, SHOWN ) ) {
		const li = document.createElement( 'li' );
		const a = document.createElement( 'a' );
		// Links come from our own route; only http(s) ones are used.
		if ( ! /^https?:\/\//.test( hit.link ) ) {
			continue;
		}
		a.href = hit.link;
		a.textContent = hit.title;
		li.appendChild( a );
		const trail = [ hit.breadcrumb?.documentation, hit.breadcrumb?.section ].filter( Boolean ).join( ' › ' );
		if ( trail ) {
			const span = document.createElement( 'span' );
			span.textContent = ` ${ trail }`;
			li.appendChild( span );
		}
		ul.appendChild( li );
	}
	const shown = ul.childElementCount;
	const count = document.createElement( 'p' );
	count.textContent = shown ? ( shown === 1 ? words.one : words.many ).replace( '%d', String( shown ) ) : words.none;
	box.replaceChildren( count, ...( shown ? [ ul ] : [] ) );
}

/** Listens for typing in any docs search form on the page, including ones added later. */
export function enhanceDocsSearch(): void {
	let timer = 0;
	// One request at a time: while one is out, only the latest text waits for its turn, so a fast
	// typist never has several searches running on the server at once.
	let busy = false;
	let waiting: ( () => void ) | null = null;
	const ask = ( form: HTMLFormElement, query: string, input: HTMLInputElement ) => {
		if ( busy ) {
			waiting = () => ask( form, query, input );
			return;
		}
		busy = true;
		const url = new URL( form.dataset.docentSuggest || '', window.location.href );
		url.searchParams.set( 'q', query );
		url.searchParams.set( 'per_page', String( SHOWN ) );
		fetch( url, { credentials: 'same-origin' } )
			.then( ( response ) => ( response.ok ? response.json() : Promise.reject( response.status ) ) )
			.then( ( hits: Hit[] ) => {
				// An answer for text the visitor has since changed is dropped.
				if ( input.value.trim() === query ) {
					render( list( form ), Array.isArray( hits ) ? hits : [], {
						one: form.dataset.one || '%d result',
						many: form.dataset.many || '%d results',
						none: form.dataset.none || '',
					} );
				}
			} )
			.catch( () => {
				// Failed: the form still submits to the full results.
			} )
			.finally( () => {
				busy = false;
				const next = waiting;
				waiting = null;
				next?.();
			} );
	};
	const typed = ( input: EventTarget | null ) => {
		const form = input instanceof HTMLInputElement ? input.closest< HTMLFormElement >( 'form[data-docent-suggest]' ) : null;
		if ( ! form || ! ( input instanceof HTMLInputElement ) ) {
			return;
		}
		window.clearTimeout( timer );
		const query = input.value.trim();
		if ( query.length < 2 ) {
			waiting = null;
			list( form ).replaceChildren();
			return;
		}
		timer = window.setTimeout( () => ask( form, query, input ), PAUSE_MS );
	};
	document.addEventListener( 'input', ( event ) => typed( event.target ) );
	// What the visitor typed while this code was on its way counts as typed now.
	document.querySelectorAll< HTMLInputElement >( 'form[data-docent-suggest] input' ).forEach( ( input ) => {
		if ( input === input.ownerDocument.activeElement && input.value.trim() !== '' ) {
			typed( input );
		}
	} );
}
