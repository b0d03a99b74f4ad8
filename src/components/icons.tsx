/**
 * Inline icons (24×24, currentColor). Decorative: the control around each carries the name.
 */
import type { ReactElement } from 'react';

function icon( d: string ): () => ReactElement {
	return function Icon() {
		return (
			<svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
				<path d={ d } />
			</svg>
		);
	};
}

export const ChatIcon = icon(
	'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z'
);
export const ExploreIcon = icon(
	'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z'
);
export const MessageIcon = icon( 'M3 5h18v14H3V5zm2 2v.5l7 4.4 7-4.4V7H5zm14 2.8-7 4.4-7-4.4V17h14V9.8z' );
export const CloseIcon = icon(
	'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z'
);
/** Points to the start of the line: flipped in RTL by CSS (.flip). */
export const BackIcon = icon( 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z' );
export const ExternalIcon = icon(
	'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z'
);
export const SendIcon = icon( 'M3 20.5 21 12 3 3.5v6.6L15 12 3 13.9v6.6z' );
