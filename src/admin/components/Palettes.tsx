import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { rgba } from '../../shared/colors';
import type { ColorKey, Rgba } from '../../shared/types';
import { palettes } from '../utils/palettes';

const SWATCHES: ColorKey[] = [ 'activeTabBg', 'inactiveTabBg', 'widgetBg', 'breadcrumbColor' ];

/** Ready colour sets: one click sets every colour (then each can still be changed). */
export function Palettes( { onApply }: { onApply: ( colors: Record< ColorKey, Rgba > ) => void } ) {
	return (
		<div className="docent-palettes" role="group" aria-label={ __( 'Ready palettes', 'docent' ) }>
			{ palettes().map( ( palette ) => (
				<Button
					key={ palette.name }
					variant="secondary"
					className="docent-palette"
					onClick={ () => onApply( palette.colors ) }
					/* translators: %s: palette name. */
					label={ sprintf( __( 'Apply the %s palette', 'docent' ), palette.name ) }
					showTooltip={ false }
				>
					<span className="docent-palette__swatches" aria-hidden="true">
						{ SWATCHES.map( ( key ) => (
							<span key={ key } style={ { background: rgba( palette.colors[ key ] ) } } />
						) ) }
					</span>
					<span aria-hidden="true">{ palette.name }</span>
				</Button>
			) ) }
		</div>
	);
}
