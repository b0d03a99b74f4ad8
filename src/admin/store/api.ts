/**
 * The REST paths the admin screens use, and how their errors read.
 */
import { __ } from '@wordpress/i18n';

export const SETTINGS_PATH = '/docent/v1/settings';
export const INSIGHTS_PATH = '/docent/v1/insights';
export const CHAT_TEST_PATH = '/docent/v1/chat/test';
export const REBUILD_PATH = '/docent/v1/search/rebuild';
export const SEARCH_STATUS_PATH = '/docent/v1/search/status';
export const SEARCH_REPAIR_PATH = '/docent/v1/search/repair';

/** The message of a failed apiFetch call: the server's WP_Error text (it names the field). */
export function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message ? message : __( 'The server did not answer. Please try again.', 'docent' );
}
