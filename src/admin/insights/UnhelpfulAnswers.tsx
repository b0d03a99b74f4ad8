/**
 * Chat answers visitors marked 👎 (GET /docent/v1/chat/feedback): the question, the answer, the
 * articles it linked, how often, and the reasons given; "Write this article" drafts the missing
 * article from the question, like the other gap reports.
 */
import apiFetch from '@wordpress/api-fetch';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { errorMessage } from '../store/api';
import { WriteArticleButton } from './WriteArticleButton';

export interface UnhelpfulAnswer {
	question: string;
	answer: string;
	links: Array< { title: string; permalink: string } >;
	count: number;
	reasons: string[];
	last_seen: string;
}

export const FEEDBACK_PATH = '/docent/v1/chat/feedback';

export function UnhelpfulAnswers( { caption, canWrite }: { caption: string; canWrite: boolean } ) {
	const [ rows, setRows ] = useState< UnhelpfulAnswer[] | null >( null );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		apiFetch< { unhelpful: UnhelpfulAnswer[] } >( { path: `${ FEEDBACK_PATH }?per_page=20` } )
			.then( ( data ) => setRows( Array.isArray( data?.unhelpful ) ? data.unhelpful : [] ) )
			.catch( ( failure ) => setError( errorMessage( failure ) ) );
	}, [] );

	if ( error ) {
		return (
			<p className="docent-error" role="alert">
				{ error }
			</p>
		);
	}
	if ( ! rows ) {
		return <Spinner />;
	}
	if ( ! rows.length ) {
		return <p className="docent-insights__empty">{ __( 'No chat answer has been marked unhelpful yet.', 'docent' ) }</p>;
	}
	return (
		<table className="widefat striped docent-insights__table">
			<caption className="screen-reader-text">{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Question', 'docent' ) }</th>
					<th scope="col">{ __( 'Answer', 'docent' ) }</th>
					<th scope="col">{ __( 'Linked articles', 'docent' ) }</th>
					<th scope="col" className="num">
						{ __( 'Times', 'docent' ) }
					</th>
					{ canWrite && <th scope="col">{ __( 'Actions', 'docent' ) }</th> }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row, index ) => (
					<tr key={ index }>
						<td className="docent-insights__query">
							{ row.question }
							{ row.reasons.length > 0 && (
								<ul className="docent-insights__reasons" aria-label={ __( 'Reasons given', 'docent' ) }>
									{ row.reasons.map( ( reason, i ) => (
										<li key={ i }>“{ reason }”</li>
									) ) }
								</ul>
							) }
						</td>
						<td className="docent-insights__answer">{ row.answer }</td>
						<td>
							{ row.links.length ? (
								<ul>
									{ row.links.map( ( link ) => (
										<li key={ link.permalink }>
											<a href={ link.permalink }>{ link.title }</a>
										</li>
									) ) }
								</ul>
							) : (
								__( 'None', 'docent' )
							) }
						</td>
						<td className="num">{ row.count }</td>
						{ canWrite && (
							<td className="docent-insights__actions">
								<WriteArticleButton insight={ { id: 0, query: row.question, count: row.count, last_seen: row.last_seen, draft: null } } />
							</td>
						) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
