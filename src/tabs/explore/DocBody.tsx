import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { ErrorRetry } from '../../components/ErrorRetry';
import { Skeleton } from '../../components/Skeleton';
import { useDoc } from '../../hooks/use-doc';
import type { Doc } from '../../store/docs/types';
import { toText } from '../../utils/html';

interface Props {
	id: number;
	titleId: string;
	/** Rendered under the article once it has loaded. */
	after?: ( doc: Doc ) => ReactNode;
}

/**
 * An article's title and rendered content, or its loading, missing or failed state.
 * The content is the site's own rendered post HTML (the same the theme prints); the
 * title is text.
 */
export function DocBody( { id, titleId, after }: Props ) {
	const { entry, slow, retry } = useDoc( id );
	if ( entry?.status === 'missing' ) {
		return <p className="empty">{ __( 'This article is not available.', 'docent' ) }</p>;
	}
	if ( entry?.status === 'error' ) {
		return <ErrorRetry message={ __( 'The article could not be loaded.', 'docent' ) } onRetry={ retry } />;
	}
	if ( ! entry?.doc || entry.status === 'loading' ) {
		return (
			<div aria-busy="true">
				{ slow && <Skeleton rows={ 1 } /> }
				<p className="sr" role="status">
					{ __( 'Loading…', 'docent' ) }
				</p>
			</div>
		);
	}
	const doc = entry.doc;
	return (
		<>
			<h3 className="doc-title" id={ titleId }>
				{ toText( doc.title ) }
			</h3>
			<div className="content" dangerouslySetInnerHTML={ { __html: doc.content } } />
			{ after?.( doc ) }
		</>
	);
}
