/**
 * The SVG paths (24×24) of Docent's icons, shared by the loader (which draws the bubble and the
 * panel frame as HTML) and the React components, so both draw exactly the same shapes.
 */
export const ICON_PATHS = {
	chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z',
	explore: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
	message: 'M3 5h18v14H3V5zm2 2v.5l7 4.4 7-4.4V7H5zm14 2.8-7 4.4-7-4.4V17h14V9.8z',
	close: 'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z',
	send: 'M3 20.5 21 12 3 3.5v6.6L15 12 3 13.9v6.6z',
} as const;
