/**
 * What the empty chat opens with. On a site: the server's greeting and suggestions. In the
 * admin's live preview the settings carry the form's working copy, which wins as it is typed;
 * with all three suggestions empty it shows what the site would: the most helpful articles.
 */
import { __ } from '@wordpress/i18n';
import type { PublicSettings } from '../../shared/types';
import type { ChatStart } from '../../store/chat/types';

export interface ChatOpening {
	greeting: string;
	suggestions: string[];
}

const MAX_SUGGESTIONS = 3;

export function chatOpening( start: ChatStart | null, typed: PublicSettings[ 'integrate_ai' ] ): ChatOpening {
	const inForm = typed.greeting !== undefined || typed.suggestions !== undefined;
	let greeting = start?.greeting ?? '';
	let suggestions = start?.suggestions ?? [];
	if ( inForm ) {
		const own = ( typed.suggestions ?? [] ).map( ( question ) => question.trim() ).filter( Boolean );
		greeting = ( typed.greeting ?? '' ).trim();
		suggestions = own.length ? own : start?.helpful ?? [];
	}
	suggestions = suggestions.slice( 0, MAX_SUGGESTIONS );
	if ( ! greeting ) {
		// The server's default greeting when there are questions to pick; the widget's own otherwise.
		greeting = suggestions.length
			? __( 'Hi! Ask me anything about this site, or pick a question below.', 'docent' )
			: __( 'Hi! Ask me anything about this site.', 'docent' );
	}
	return { greeting, suggestions };
}
