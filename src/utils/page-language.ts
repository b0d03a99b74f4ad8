/**
 * The language of the page the visitor is on (`<html lang>`), sent with searches and chat
 * questions so the server reads them by that language's rules. '' when the page does not say.
 */
export function pageLanguage(): string {
	const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
	return /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test( lang ) ? lang : '';
}
