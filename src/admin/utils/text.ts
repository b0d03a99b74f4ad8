/** Plain text from a REST title (`title.rendered` and search titles carry HTML entities). */
export function plainText( html: string ): string {
	return new DOMParser().parseFromString( html, 'text/html' ).body.textContent ?? '';
}
