import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { InsightsBoot, InsightsReport } from '../types';
import { ArticleTable } from './ArticleTable';
import { QueryTable } from './QueryTable';

interface Props {
	/** Null when it could not be loaded (then `error` says why). */
	report: InsightsReport | null;
	error?: string;
	boot: InsightsBoot;
}

/**
 * Docent > Insights: what visitors could not find (searches and chat questions), what they
 * search most, and which articles they found most and least helpful. Query text and counts
 * only: nothing about who searched.
 */
export function InsightsScreen( { report, error = '', boot }: Props ) {
	if ( ! report ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error || __( 'The insights could not be loaded.', 'docent' ) }
			</Notice>
		);
	}
	return (
		<div className="docent-insights">
			<p className="docent-insights__intro">
				{ __( 'What visitors looked for, counted without recording who they are. Turn a gap into an article with one click.', 'docent' ) }
			</p>
			<section aria-labelledby="docent-insights-not-found">
				<h2 id="docent-insights-not-found">{ __( 'Searches that found nothing', 'docent' ) }</h2>
				<QueryTable
					caption={ __( 'Searches that found nothing', 'docent' ) }
					queryHeading={ __( 'Search', 'docent' ) }
					empty={ __( 'No search has come back empty yet.', 'docent' ) }
					items={ report.not_found }
					canWrite={ boot.can_write }
					canDismiss
				/>
			</section>
			<section aria-labelledby="docent-insights-unanswered">
				<h2 id="docent-insights-unanswered">{ __( 'Chat questions without an answer', 'docent' ) }</h2>
				<QueryTable
					caption={ __( 'Chat questions without an answer', 'docent' ) }
					queryHeading={ __( 'Question', 'docent' ) }
					empty={ __( 'Every chat question so far found a source in your docs.', 'docent' ) }
					items={ report.unanswered }
					canWrite={ boot.can_write }
					canDismiss
				/>
			</section>
			<section aria-labelledby="docent-insights-top">
				<h2 id="docent-insights-top">{ __( 'Most searched terms', 'docent' ) }</h2>
				<QueryTable
					caption={ __( 'Most searched terms', 'docent' ) }
					queryHeading={ __( 'Search', 'docent' ) }
					empty={ __( 'Nobody has searched yet.', 'docent' ) }
					items={ report.top_searches }
					canWrite={ false }
					canDismiss
				/>
			</section>
			<div className="docent-insights__pair">
				<section aria-labelledby="docent-insights-most-helpful">
					<h2 id="docent-insights-most-helpful">{ __( 'Most helpful articles', 'docent' ) }</h2>
					<ArticleTable
						caption={ __( 'Most helpful articles', 'docent' ) }
						empty={ __( 'No article has more helpful than unhelpful votes yet.', 'docent' ) }
						items={ report.most_helpful }
					/>
				</section>
				<section aria-labelledby="docent-insights-least-helpful">
					<h2 id="docent-insights-least-helpful">{ __( 'Least helpful articles', 'docent' ) }</h2>
					<ArticleTable
						caption={ __( 'Least helpful articles', 'docent' ) }
						empty={ __( 'No article has more unhelpful than helpful votes.', 'docent' ) }
						items={ report.least_helpful }
					/>
				</section>
			</div>
		</div>
	);
}
