import { Fragment } from 'react';
import { linkPieces, readBlocks } from './reply-text';

interface Props {
	text: string;
	/** Addresses as links; off for the typing copy (hidden from assistive technology, so never focusable). */
	links?: boolean;
}

function Piece( { text, href, links }: { text: string; href?: string; links: boolean } ) {
	if ( ! href ) {
		return <>{ text }</>;
	}
	if ( ! links ) {
		// The typing copy draws an address like the link it becomes.
		return <span className="is-link">{ text }</span>;
	}
	return (
		<a href={ href } rel="nofollow noopener noreferrer">
			{ text }
		</a>
	);
}

function Line( { line, links }: { line: string; links: boolean } ) {
	return (
		<>
			{ linkPieces( line ).map( ( piece, i ) => (
				<Piece key={ i } text={ piece.text } href={ piece.href } links={ links } />
			) ) }
		</>
	);
}

/** A reply as text: paragraphs, line breaks and "• " lists kept, bare http(s) addresses linked. */
export function ReplyText( { text, links = true }: Props ) {
	return (
		<>
			{ readBlocks( text ).map( ( runs, b ) => (
				<div className="chat-block" key={ b }>
					{ runs.map( ( run, r ) =>
						run.list ? (
							<ul key={ r }>
								{ run.lines.map( ( line, l ) => (
									<li key={ l }>
										<Line line={ line } links={ links } />
									</li>
								) ) }
							</ul>
						) : (
							<p key={ r }>
								{ run.lines.map( ( line, l ) => (
									<Fragment key={ l }>
										{ l > 0 && <br /> }
										<Line line={ line } links={ links } />
									</Fragment>
								) ) }
							</p>
						)
					) }
				</div>
			) ) }
		</>
	);
}
