import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { InsightsBoot, InsightsReport } from '../types';
import { ArticleTable } from './ArticleTable';
import { QueryTable } from './QueryTable';
import { UnhelpfulAnswers } from './UnhelpfulAnswers';

interface Props {
	/** Null when it could not be loaded (then `error` says why). */
	report: InsightsReport | null;
	error?: string;
	boot: InsightsBoot;
}

/** One report: a heading, and a table captioned with the same words. */
function Section( { id, title, children }: { id: string; title: string; children: ( caption: string ) => JSX.Element } ) {
	return (
		<section aria-labelledby={ `docent-insights-${ id }` }>
			<h2 id={ `docent-insights-${ id }` }>{ title }</h2>
			{ children( title ) }
		</section>
	);
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
			<Section id="not-found" title={ __( 'Searches that found nothing', 'docent' ) }>
				{ ( caption ) => (
					<QueryTable
						caption={ caption }
						queryHeading={ __( 'Search', 'docent' ) }
						empty={ __( 'No search has come back empty yet.', 'docent' ) }
						items={ report.not_found }
						canWrite={ boot.can_write }
						canDismiss
					/>
				) }
			</Section>
			<Section id="unanswered" title={ __( 'Chat questions without an answer', 'docent' ) }>
				{ ( caption ) => (
					<QueryTable
						caption={ caption }
						queryHeading={ __( 'Question', 'docent' ) }
						empty={ __( 'Every chat question so far found a source in your docs.', 'docent' ) }
						items={ report.unanswered }
						canWrite={ boot.can_write }
						canDismiss
					/>
				) }
			</Section>
			<Section id="unhelpful" title={ __( 'Chat answers marked unhelpful', 'docent' ) }>
				{ ( caption ) => <UnhelpfulAnswers caption={ caption } canWrite={ boot.can_write } /> }
			</Section>
			<Section id="top" title={ __( 'Most searched terms', 'docent' ) }>
				{ ( caption ) => (
					<QueryTable
						caption={ caption }
						queryHeading={ __( 'Search', 'docent' ) }
						empty={ __( 'Nobody has searched yet.', 'docent' ) }
						items={ report.top_searches }
						canWrite={ false }
						canDismiss
					/>
				) }
			</Section>
			<div className="docent-insights__pair">
				<Section id="most-helpful" title={ __( 'Most helpful articles', 'docent' ) }>
					{ ( caption ) => (
						<ArticleTable
							caption={ caption }
							empty={ __( 'No article has more helpful than unhelpful votes yet.', 'docent' ) }
							items={ report.most_helpful }
						/>
					) }
				</Section>
				<Section id="least-helpful" title={ __( 'Least helpful articles', 'docent' ) }>
					{ ( caption ) => (
						<ArticleTable
							caption={ caption }
							empty={ __( 'No article has more unhelpful than helpful votes.', 'docent' ) }
							items={ report.least_helpful }
						/>
					) }
				</Section>
			</div>
		</div>
	);
}
