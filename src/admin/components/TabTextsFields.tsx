import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { TabIcon, TabKey } from '../../shared/types';
import { tabTexts } from '../../tabs/registry';
import { CUT } from '../../utils/cut';
import { useSettings } from '../hooks';
import type { AdminSettings, DeepPartial } from '../types';
import { IconPicker } from './IconPicker';

type TextKey = 'title' | 'subtitle_one' | 'subtitle_two';

/** A tab's label, panel title and description, and its icon. */
export function TabTextsFields( { tab }: { tab: TabKey } ) {
	const { settings, edit } = useSettings();
	const group = settings[ tab ] as unknown as Record< string, unknown >;
	const text = ( key: TextKey ) => String( group[ `${ tab }_${ key }` ] ?? '' );
	const set = ( key: string, value: unknown ) =>
		edit( { [ tab ]: { [ `${ tab }_${ key }` ]: value } } as DeepPartial< AdminSettings > );
	const cutHelp = ( length: number ) =>
		/* translators: %d: number of characters. */
		sprintf( __( 'The widget shows the first %d characters.', 'docent' ), length );

	return (
		<fieldset className="docent-fieldset">
			<legend>{ __( 'Tab texts', 'docent' ) }</legend>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Tab label', 'docent' ) }
				value={ text( 'title' ) }
				maxLength={ 100 }
				help={ __( 'Shown whole: a long label wraps onto a second line.', 'docent' ) }
				onChange={ ( value: string ) => set( 'title', value ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Header title', 'docent' ) }
				value={ text( 'subtitle_one' ) }
				maxLength={ 100 }
				help={ cutHelp( CUT.subtitleOne ) }
				onChange={ ( value: string ) => set( 'subtitle_one', value ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Header description', 'docent' ) }
				value={ text( 'subtitle_two' ) }
				maxLength={ 250 }
				help={ cutHelp( CUT.subtitleTwo ) }
				onChange={ ( value: string ) => set( 'subtitle_two', value ) }
			/>
			<IconPicker
				tabLabel={ tabTexts( settings, tab ).title }
				icon={ ( group[ `${ tab }_tab_icon` ] as TabIcon ) ?? { src: '', name: '' } }
				onChange={ ( icon ) => set( 'tab_icon', icon ) }
			/>
		</fieldset>
	);
}
