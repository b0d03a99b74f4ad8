/**
 * Inline icons (24×24, currentColor). Decorative: the control around each carries the name.
 */
import type { ReactElement } from 'react';
import { ICON_PATHS } from '../shared/icon-paths';

function icon( d: string ): () => ReactElement {
	return function Icon() {
		return (
			<svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
				<path d={ d } />
			</svg>
		);
	};
}

export const ChatIcon = icon( ICON_PATHS.chat );
export const ExploreIcon = icon( ICON_PATHS.explore );
export const MessageIcon = icon( ICON_PATHS.message );
export const CloseIcon = icon( ICON_PATHS.close );
/** Points to the start of the line: flipped in RTL by CSS (.flip). */
export const BackIcon = icon( 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z' );
export const ExternalIcon = icon(
	'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z'
);
export const SendIcon = icon( ICON_PATHS.send );
/** A raised thumb with its cuff; the lowered one is the same drawing turned half round. */
const THUMB = 'M2 10h4v11H2V10zm6 11V9.2l5.1-5.9 1.1.5c.8.4 1.2 1.2 1 2L14.6 10H20a2 2 0 0 1 1.9 2.6l-2.3 7A2 2 0 0 1 17.7 21H8z';
export const ThumbUpIcon = icon( THUMB );
export function ThumbDownIcon() {
	return (
		<svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
			<path d={ THUMB } transform="rotate(180 12 12)" />
		</svg>
	);
}
