import { Notice, Spinner, TabPanel } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import type { TabKey } from '../../shared/types';
import { useUnsavedChangesWarning } from '../hooks';
import { store } from '../store';
import { ChatSection } from './ChatSection';
import { DocsHomeSection } from './DocsHomeSection';
import { ExploreSection } from './ExploreSection';
import { GeneralSection } from './GeneralSection';
import { MessagingSection } from './MessagingSection';
import { Notices } from './Notices';
import { PlacementSection } from './PlacementSection';
import { PreferenceSection } from './PreferenceSection';
import { Preview } from './Preview';
import { SaveBar } from './SaveBar';

interface Section {
	name: string;
	title: string;
	/** The widget tab this section edits: the preview shows it. */
	tab?: TabKey;
	Component: () => JSX.Element;
}

function sections(): Section[] {
	return [
		{ name: 'general', title: __( 'General', 'docent' ), Component: GeneralSection },
		{ name: 'chat', title: __( 'A.I. Chat', 'docent' ), tab: 'integrate_ai', Component: ChatSection },
		{ name: 'explore', title: __( 'Explore', 'docent' ), tab: 'explore', Component: ExploreSection },
		{ name: 'messaging', title: __( 'Messaging', 'docent' ), tab: 'message', Component: MessagingSection },
		{ name: 'placement', title: __( 'Placement', 'docent' ), Component: PlacementSection },
		{ name: 'preference', title: __( 'Preference', 'docent' ), Component: PreferenceSection },
		{ name: 'docs-home', title: __( 'Docs home', 'docent' ), Component: DocsHomeSection },
	];
}

/** Docent > Settings: the form in sections, the save bar, and the live preview beside them. */
export function SettingsScreen() {
	const { settings, loadError, dirty } = useSelect(
		( select ) => ( {
			settings: select( store ).getSettings(),
			loadError: select( store ).getLoadError(),
			dirty: select( store ).hasChanges(),
		} ),
		[]
	);
	const { save } = useDispatch( store );
	const [ preview, setPreview ] = useState< { tab: TabKey | null; request: number } >( { tab: null, request: 0 } );
	useUnsavedChangesWarning( dirty );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! settings ) {
		return <Spinner />;
	}

	const all = sections();
	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		void save();
	};
	const onSelect = ( name: string ) => {
		const tab = all.find( ( section ) => section.name === name )?.tab;
		if ( tab ) {
			setPreview( ( current ) => ( { tab, request: current.tab === tab ? current.request + 1 : current.request } ) );
		}
	};

	return (
		<div className="docent-settings">
			<div className="docent-settings__main">
				<Notices />
				<form className="docent-settings__form" onSubmit={ onSubmit } noValidate>
					<TabPanel
						className="docent-settings__sections"
						tabs={ all.map( ( { name, title } ) => ( { name, title } ) ) }
						// Site Health's "Repair the search index" link lands on the index panel.
						initialTabName={ window.location.hash === '#search-index' ? 'explore' : undefined }
						onSelect={ onSelect }
					>
						{ ( current ) => {
							const Section = all.find( ( section ) => section.name === current.name )?.Component ?? GeneralSection;
							return <Section />;
						} }
					</TabPanel>
					<SaveBar />
				</form>
			</div>
			<aside className="docent-settings__preview" aria-label={ __( 'Live preview', 'docent' ) }>
				<Preview settings={ settings } tab={ preview.tab } request={ preview.request } />
			</aside>
		</div>
	);
}
