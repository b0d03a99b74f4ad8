import apiFetch from '@wordpress/api-fetch';
import { RadioControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ColorKey, ColorMode } from '../../shared/types';
import { ColorField } from '../components/ColorField';
import { FontFields } from '../components/FontFields';
import { Palettes } from '../components/Palettes';
import { PostPicker } from '../components/PostPicker';
import { useSettings } from '../hooks';
import type { PostTitle } from '../types';
import { plainText } from '../utils/text';

export function colorLabels(): Record< ColorKey, string > {
	return {
		widgetBg: __( 'Panel background', 'docent' ),
		activeTabBg: __( 'Active tab background', 'docent' ),
		activeTabFont: __( 'Active tab text', 'docent' ),
		inactiveTabBg: __( 'Inactive tab background', 'docent' ),
		inactiveTabFont: __( 'Inactive tab text', 'docent' ),
		tabTitleFont: __( 'Title text', 'docent' ),
		tabDescriptionFont: __( 'Description text', 'docent' ),
		breadcrumbColor: __( 'Breadcrumbs', 'docent' ),
		bubbleBg: __( 'Bubble background', 'docent' ),
		bubbleIcon: __( 'Bubble icon', 'docent' ),
		sendBtnBg: __( 'Send button background', 'docent' ),
		sendBtnFont: __( 'Send button text', 'docent' ),
	};
}

/** Public pages, posts and other public content whose title or content matches. */
export async function searchPages( term: string ): Promise< PostTitle[] > {
	const params = new URLSearchParams( { search: term, type: 'post', subtype: 'any', per_page: '20', _fields: 'id,title,subtype' } );
	const found = await apiFetch< Array< { id: number; title: string; subtype: string } > >( { path: `/wp/v2/search?${ params }` } );
	return found.map( ( item ) => ( {
		id: item.id,
		/* translators: 1: title, 2: content type, e.g. "page". */
		title: sprintf( __( '%1$s (%2$s)', 'docent' ), plainText( item.title ) || `#${ item.id }`, item.subtype ),
	} ) );
}

export function PreferenceSection() {
	const { settings, edit } = useSettings();
	const preference = settings.preference;
	const colors = preference.color_settings.preview_colors;
	const labels = colorLabels();
	return (
		<div className="docent-section">
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Colours', 'docent' ) }</legend>
				<RadioControl
					label={ __( 'Dark mode', 'docent' ) }
					selected={ preference.color_mode ?? 'light' }
					options={ [
						{ label: __( 'Light: your colours', 'docent' ), value: 'light' },
						{ label: __( 'Dark: made from your colours', 'docent' ), value: 'dark' },
						{ label: __( 'Follow the visitor’s system', 'docent' ), value: 'auto' },
					] }
					onChange={ ( mode ) => edit( { preference: { color_mode: mode as ColorMode } } ) }
				/>
				<Palettes
					onApply={ ( preview_colors ) => edit( { preference: { color_settings: { preview_colors } } } ) }
				/>
				<div className="docent-colors">
					{ ( Object.keys( labels ) as ColorKey[] ).map( ( key ) => (
						<ColorField
							key={ key }
							label={ labels[ key ] }
							value={ colors[ key ] }
							onChange={ ( color ) =>
								edit( { preference: { color_settings: { preview_colors: { [ key ]: color } } } } )
							}
						/>
					) ) }
				</div>
			</fieldset>
			<FontFields
				legend={ __( 'Title font', 'docent' ) }
				value={ preference.widget_title_font }
				onChange={ ( font ) => edit( { preference: { widget_title_font: font } } ) }
			/>
			<FontFields
				legend={ __( 'Description font', 'docent' ) }
				value={ preference.widget_description_font }
				onChange={ ( font ) => edit( { preference: { widget_description_font: font } } ) }
			/>
			<PostPicker
				legend={ __( 'Hide the widget on these pages', 'docent' ) }
				searchLabel={ __( 'Search pages and posts', 'docent' ) }
				emptyText={ __( 'The widget shows on every public page.', 'docent' ) }
				ids={ preference.hide_pages.map( ( page ) => page.id ) }
				onChange={ ( ids ) => edit( { preference: { hide_pages: ids.map( ( id ) => ( { id } ) ) } } ) }
				search={ searchPages }
			/>
		</div>
	);
}
