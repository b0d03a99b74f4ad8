import { __, sprintf } from '@wordpress/i18n';
import type { ArticleInsight } from '../types';

interface Props {
	caption: string;
	empty: string;
	items: ArticleInsight[];
}

/** Articles with their "Was this helpful?" counts. */
export function ArticleTable( { caption, empty, items }: Props ) {
	if ( ! items.length ) {
		return <p className="docent-insights__empty">{ empty }</p>;
	}
	return (
		<table className="widefat striped docent-insights__table">
			<caption className="screen-reader-text">{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Article', 'docent' ) }</th>
					<th scope="col" className="num">
						{ __( 'Helpful', 'docent' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Not helpful', 'docent' ) }
					</th>
					<th scope="col">{ __( 'Actions', 'docent' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ items.map( ( item ) => (
					<tr key={ item.id }>
						<td>
							<a href={ item.link }>{ item.title }</a>
						</td>
						<td className="num">{ item.up }</td>
						<td className="num">{ item.down }</td>
						<td>
							{ item.edit_link && (
								<a
									href={ item.edit_link }
									/* translators: %s: article title. */
									aria-label={ sprintf( __( 'Edit “%s”', 'docent' ), item.title ) }
								>
									{ __( 'Edit', 'docent' ) }
								</a>
							) }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
