import { TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useSettingsBoot } from '../boot';
import { useSettings } from '../hooks';
import type { DocsHomeSettings } from '../types';

type BlockToggle = keyof Pick< DocsHomeSettings, 'show_search' | 'show_documentations' | 'show_popular' >;

/** The docs home at /docs/: its heading, introduction and which blocks it shows. */
export function DocsHomeSection() {
	const { settings, edit } = useSettings();
	const { links } = useSettingsBoot();
	const home = settings.docs_home;
	const toggles: Array< [ BlockToggle, string ] > = [
		[ 'show_search', __( 'Search box', 'docent' ) ],
		[ 'show_documentations', __( 'Documentations with their sections and article counts', 'docent' ) ],
		[ 'show_popular', __( 'Most helpful articles', 'docent' ) ],
	];
	return (
		<div className="docent-section">
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Heading', 'docent' ) }
				help={ __( 'Also the page title in search results and browser tabs.', 'docent' ) }
				value={ home.title }
				maxLength={ 100 }
				onChange={ ( title: string ) => edit( { docs_home: { title } } ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Introduction', 'docent' ) }
				help={ __( 'Shown under the heading and used as the meta description.', 'docent' ) }
				value={ home.intro }
				maxLength={ 500 }
				rows={ 3 }
				onChange={ ( intro: string ) => edit( { docs_home: { intro } } ) }
			/>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Show on the docs home', 'docent' ) }</legend>
				{ toggles.map( ( [ key, label ] ) => (
					<ToggleControl
						key={ key }
						__nextHasNoMarginBottom
						label={ label }
						checked={ home[ key ] }
						onChange={ ( on: boolean ) => edit( { docs_home: { [ key ]: on } } ) }
					/>
				) ) }
			</fieldset>
			{ links.docs_home && (
				<p>
					<a href={ links.docs_home } target="_blank" rel="noreferrer">
						{ __( 'View the docs home', 'docent' ) }
					</a>
				</p>
			) }
		</div>
	);
}
