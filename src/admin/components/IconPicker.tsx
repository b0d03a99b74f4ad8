import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import type { TabIcon } from '../../shared/types';
import { chooseImage, hasMediaLibrary, imageSize, MAX_ICON_SIZE } from '../utils/media';
import { uploadFailed } from '../utils/toast';

interface Props {
	/** The tab's label, for the library's title. */
	tabLabel: string;
	icon: TabIcon;
	onChange: ( icon: TabIcon ) => void;
}

export const TOO_BIG = (): string => __( 'The image dimensions are too big. The maximum size is 20x20 pixels.', 'docent' );

/** A tab's icon: an image of at most 20×20 pixels from the media library, or the built-in one. */
export function IconPicker( { tabLabel, icon, onChange }: Props ) {
	const [ busy, setBusy ] = useState( false );
	const available = hasMediaLibrary();

	const choose = async () => {
		setBusy( true );
		try {
			const image = await chooseImage(
				/* translators: %s: tab label. */
				sprintf( __( 'Icon for the “%s” tab', 'docent' ), tabLabel ),
				__( 'Use this icon', 'docent' )
			);
			if ( ! image ) {
				return;
			}
			const size = await imageSize( image );
			if ( size.width > MAX_ICON_SIZE || size.height > MAX_ICON_SIZE ) {
				void uploadFailed( TOO_BIG() );
				return;
			}
			onChange( { src: image.url, name: image.filename || image.title || '' } );
		} finally {
			setBusy( false );
		}
	};

	return (
		<fieldset className="docent-fieldset docent-icon">
			<legend>{ __( 'Tab icon', 'docent' ) }</legend>
			<div className="docent-icon__row">
				<span className="docent-icon__current">
					{ icon.src ? (
						<img src={ icon.src } alt="" width={ MAX_ICON_SIZE } height={ MAX_ICON_SIZE } />
					) : (
						__( 'Built-in icon', 'docent' )
					) }
				</span>
				{ icon.src && <span className="docent-icon__name">{ icon.name }</span> }
				<Button variant="secondary" onClick={ choose } isBusy={ busy } disabled={ busy || ! available }>
					{ __( 'Choose from the media library', 'docent' ) }
				</Button>
				{ icon.src && (
					<Button variant="tertiary" onClick={ () => onChange( { src: '', name: '' } ) }>
						{ __( 'Use the built-in icon', 'docent' ) }
					</Button>
				) }
			</div>
			<p className="description">
				{ available
					? __( 'Images up to 20×20 pixels.', 'docent' )
					: __( 'The media library is not available on this page.', 'docent' ) }
			</p>
		</fieldset>
	);
}
