import { Fragment, memo } from 'react';
import { Link } from 'react-router-dom';
import { ARTICLE_STATE } from '../../hooks/use-article-route';
import type { DocSummary } from '../../store/docs/types';
import { CUT, cut } from '../../utils/cut';
import { cutRuns, snippetRuns, toText } from '../../utils/html';

interface Props {
	item: DocSummary;
	/** Search answers carry an HTML snippet (only <mark> kept); Explore excerpts are plain text. */
	snippet: boolean;
	onOpen: ( id: number ) => void;
}

/** A search snippet cut to the description length: text, with only <mark> kept as markup. */
function Snippet( { html }: { html: string } ) {
	const runs = cutRuns( snippetRuns( html ), CUT.description );
	return (
		<>
			{ runs.map( ( run, i ) =>
				run.mark ? <mark key={ i }>{ run.text }</mark> : <Fragment key={ i }>{ run.text }</Fragment>
			) }
		</>
	);
}

/**
 * One article: breadcrumb (documentation › section), heading linking to "#/{id}", description.
 * Memoised: while the visitor types, the list shown so far renders again and again unchanged.
 */
export const Card = memo( function Card( { item, snippet, onOpen }: Props ) {
	const crumbs = [ item.breadcrumb?.documentation, item.breadcrumb?.section ].map( toText ).filter( Boolean );
	return (
		<li className="card">
			{ crumbs.length > 0 && (
				<p className="crumbs">
					{ crumbs.map( ( crumb, i ) => (
						<Fragment key={ i }>
							{ i > 0 && (
								<span className="sep" aria-hidden="true">
									›
								</span>
							) }
							<span>{ cut( crumb, CUT.breadcrumb ) }</span>
						</Fragment>
					) ) }
				</p>
			) }
			<h3 className="card-title">
				<Link to={ `/${ item.id }` } state={ ARTICLE_STATE } data-doc={ item.id } onClick={ () => onOpen( item.id ) }>
					{ cut( toText( item.title ), CUT.heading ) }
				</Link>
			</h3>
			<p className="card-desc">
				{ snippet ? <Snippet html={ item.excerpt } /> : cut( item.excerpt, CUT.description ) }
			</p>
		</li>
	);
} );
