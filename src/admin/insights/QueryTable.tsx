import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { errorMessage, INSIGHTS_PATH } from '../store/api';
import type { QueryInsight } from '../types';
import { WriteArticleButton } from './WriteArticleButton';

interface Props {
	caption: string;
	queryHeading: string;
	empty: string;
	items: QueryInsight[];
	/** Offer "Write this article" (the user may create docs and the list is about gaps). */
	canWrite: boolean;
	/** Offer "Dismiss". */
	canDismiss: boolean;
}

function when( iso: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() ) ? '' : date.toLocaleDateString( undefined, { dateStyle: 'medium' } );
}

/** Queries with their counts: what visitors searched for or asked. */
export function QueryTable( { caption, queryHeading, empty, items, canWrite, canDismiss }: Props ) {
	const [ rows, setRows ] = useState( items );
	const [ error, setError ] = useState( '' );

	const dismiss = async ( row: QueryInsight ) => {
		setError( '' );
		try {
			await apiFetch( { path: `${ INSIGHTS_PATH }/${ row.id }`, method: 'DELETE' } );
			setRows( ( current ) => current.filter( ( other ) => other.id !== row.id ) );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		}
	};

	if ( ! rows.length ) {
		return <p className="docent-insights__empty">{ empty }</p>;
	}
	const actions = canWrite || canDismiss;
	return (
		<>
			{ error && (
				<p className="docent-error" role="alert">
					{ error }
				</p>
			) }
			<table className="widefat striped docent-insights__table">
				<caption className="screen-reader-text">{ caption }</caption>
				<thead>
					<tr>
						<th scope="col">{ queryHeading }</th>
						<th scope="col" className="num">
							{ __( 'Times', 'docent' ) }
						</th>
						<th scope="col">{ __( 'Last time', 'docent' ) }</th>
						{ actions && <th scope="col">{ __( 'Actions', 'docent' ) }</th> }
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( row ) => (
						<tr key={ row.id }>
							<td className="docent-insights__query">{ row.query }</td>
							<td className="num">{ row.count }</td>
							<td>{ when( row.last_seen ) }</td>
							{ actions && (
								<td className="docent-insights__actions">
									{ canWrite && <WriteArticleButton insight={ row } /> }
									{ canDismiss && (
										<Button
											variant="tertiary"
											onClick={ () => dismiss( row ) }
											/* translators: %s: the query. */
											label={ sprintf( __( 'Dismiss: %s', 'docent' ), row.query ) }
											showTooltip={ false }
										>
											{ __( 'Dismiss', 'docent' ) }
										</Button>
									) }
								</td>
							) }
						</tr>
					) ) }
				</tbody>
			</table>
		</>
	);
}
