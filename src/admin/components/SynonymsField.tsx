import { TextareaControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Lines of a synonyms list that hold fewer than two words or phrases. The server checks the
 * whole list on save and names the first bad line; this points at typos while typing.
 */
export function loneSynonymLines( text: string ): number[] {
	return text
		.split( /\r\n|\r|\n/ )
		.map( ( line, index ) => ( {
			index,
			entries: line.split( ',' ).filter( ( entry ) => entry.trim() !== '' ).length,
			blank: line.trim() === '',
		} ) )
		.filter( ( line ) => ! line.blank && line.entries < 2 )
		.map( ( line ) => line.index + 1 );
}

interface Props {
	value: string;
	onChange: ( value: string ) => void;
}

/** The site's own synonyms for search and chat: one set a line, separated by commas. */
export function SynonymsField( { value, onChange }: Props ) {
	const lone = loneSynonymLines( value );
	return (
		<div className="docent-synonyms">
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Synonyms', 'docent' ) }
				help={ __(
					'One set a line, words or phrases separated by commas, e.g. “invoice, bill, receipt”. Search and chat also look for the other words of a set, ranked below the word typed. A small English set (remove/delete, sign in/log in…) is built in.',
					'docent'
				) }
				value={ value }
				rows={ 4 }
				onChange={ onChange }
			/>
			{ lone.length > 0 && (
				<p className="docent-error" role="alert">
					{ sprintf(
						/* translators: %s: line numbers. */
						__( 'These lines need at least two words separated by commas: %s', 'docent' ),
						lone.join( ', ' )
					) }
				</p>
			) }
		</div>
	);
}
