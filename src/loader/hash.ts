/**
 * "#/{id}" is the single-document route: the panel opens (its router shows the article) when the
 * page is opened with it or the hash changes to it. A page anchor opens nothing.
 *
 * @param open Opens the panel.
 */
export function openOnDeepLink( open: () => void ): void {
	const route = () => /^#\/\d+$/.test( location.hash ) && open();
	route();
	window.addEventListener( 'hashchange', route );
}
