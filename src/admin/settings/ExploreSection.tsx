import apiFetch from '@wordpress/api-fetch';
import { RadioControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useSettingsBoot } from '../boot';
import { PostPicker } from '../components/PostPicker';
import { IndexHealth } from '../components/IndexHealth';
import { RebuildIndex } from '../components/RebuildIndex';
import { SynonymsField } from '../components/SynonymsField';
import { TabTextsFields } from '../components/TabTextsFields';
import { useSettings } from '../hooks';
import type { AdminSettings, PostTitle } from '../types';
import { plainText } from '../utils/text';

/** Published docs whose title or content matches. */
export async function searchArticles( term: string ): Promise< PostTitle[] > {
	const params = new URLSearchParams( { search: term, per_page: '20', _fields: 'id,title' } );
	const docs = await apiFetch< Array< { id: number; title: { rendered: string } } > >( { path: `/wp/v2/docs?${ params }` } );
	return docs.map( ( doc ) => ( { id: doc.id, title: plainText( doc.title.rendered ) } ) );
}

export function ExploreSection() {
	const { settings, edit } = useSettings();
	const { routes } = useSettingsBoot();
	const explore = settings.explore;
	return (
		<div className="docent-section">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Turn on Explore', 'docent' ) }
				checked={ explore.explore_enable }
				onChange={ ( explore_enable: boolean ) => edit( { explore: { explore_enable } } ) }
			/>
			<RadioControl
				label={ __( 'Articles listed before a search', 'docent' ) }
				selected={ explore.show_content }
				options={ [
					{ value: 'helpful', label: __( 'The most helpful docs (by visitors’ votes), topped up to 10', 'docent' ) },
					{ value: 'selected', label: __( 'Articles I choose', 'docent' ) },
				] }
				onChange={ ( value: string ) =>
					edit( { explore: { show_content: value as AdminSettings[ 'explore' ][ 'show_content' ] } } )
				}
			/>
			{ explore.show_content === 'selected' && (
				<PostPicker
					legend={ __( 'Chosen articles, in order', 'docent' ) }
					searchLabel={ __( 'Search docs to add', 'docent' ) }
					emptyText={ __( 'No article chosen yet: the list will be empty.', 'docent' ) }
					ids={ explore.selected_articles }
					onChange={ ( selected_articles ) => edit( { explore: { selected_articles } } ) }
					search={ searchArticles }
					ordered
				/>
			) }
			<SynonymsField value={ explore.synonyms ?? '' } onChange={ ( synonyms: string ) => edit( { explore: { synonyms } } ) } />
			<TabTextsFields tab="explore" />
			{ routes.search_rebuild && (
				<fieldset className="docent-fieldset">
					<legend>{ __( 'Search index', 'docent' ) }</legend>
					<p className="description">
						{ __( 'Docs are indexed as you save them. Rebuild after importing docs or changing the search code.', 'docent' ) }
					</p>
					<IndexHealth />
					<RebuildIndex />
				</fieldset>
			) }
		</div>
	);
}
