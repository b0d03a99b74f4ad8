import { ICON_PATHS } from '../shared/icon-paths';

export const svg = ( d: string, className = '' ) =>
	`<svg${ className ? ` class="${ className }"` : '' } viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ d }"/></svg>`;

/** A speech bubble with a question mark. */
export const HELP_ICON = svg(
	'M12 2C6.5 2 2 5.9 2 10.7c0 2.6 1.3 4.9 3.4 6.5L4.5 22l4.6-2.5c.9.2 1.9.3 2.9.3 5.5 0 10-3.9 10-8.7S17.5 2 12 2zm1 13.5h-2v-2h2v2zm1.9-5.6-.8.8c-.7.6-1.1 1.1-1.1 2.3h-2v-.5c0-.9.4-1.7 1.1-2.3l1.1-1.1c.3-.3.5-.7.5-1.1a1.6 1.6 0 0 0-3.2 0H8.5a3.5 3.5 0 1 1 7 0c0 .7-.3 1.3-.6 1.9z'
);

/** A cross. */
export const CLOSE_ICON = svg( ICON_PATHS.close );
