/**
 * SPEC §6's guest avatar: a visitor who is not logged in, or whose avatar could not be read.
 * Inline, so it costs no request and works offline.
 */
export const GUEST_AVATAR =
	"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Ccircle cx='12' cy='12' r='12' fill='%2394a3b8'/%3E%3Ccircle cx='12' cy='9.5' r='4' fill='%23fff'/%3E%3Cpath d='M4.6 19.7a8.4 8.4 0 0 1 14.8 0A11.9 11.9 0 0 1 12 24a11.9 11.9 0 0 1-7.4-4.3z' fill='%23fff'/%3E%3C/svg%3E";

/** A bubble's image as something safe to draw: an http(s) URL, or the guest avatar. */
export function avatarSrc( image: string ): string {
	return /^https?:\/\//i.test( image ) ? image : GUEST_AVATAR;
}
