import { SelectControl, TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useSettingsBoot } from '../boot';
import { NumberField } from '../components/NumberField';
import { RateLimitFields } from '../components/RateLimitFields';
import { SecretField } from '../components/SecretField';
import { TabTextsFields } from '../components/TabTextsFields';
import { TestConnection } from '../components/TestConnection';
import { useSettings } from '../hooks';
import type { AdminSettings } from '../types';

export function ChatSection() {
	const { settings, edit } = useSettings();
	const { routes } = useSettingsBoot();
	const ai = settings.integrate_ai;
	return (
		<div className="docent-section">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Turn on A.I. Chat', 'docent' ) }
				checked={ ai.ai_enabled }
				onChange={ ( ai_enabled: boolean ) => edit( { integrate_ai: { ai_enabled } } ) }
			/>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Answers', 'docent' ) }</legend>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Provider', 'docent' ) }
					value={ ai.provider }
					options={ [
						{ value: 'local', label: __( 'Local: answers from your docs, no external service', 'docent' ) },
						{ value: 'openai', label: __( 'OpenAI-compatible API', 'docent' ) },
					] }
					onChange={ ( provider: string ) =>
						edit( { integrate_ai: { provider: provider as AdminSettings[ 'integrate_ai' ][ 'provider' ] } } )
					}
				/>
				{ ai.provider === 'openai' && (
					<>
						<TextControl
							__nextHasNoMarginBottom
							type="url"
							label={ __( 'Base URL', 'docent' ) }
							help={ __( 'For example https://api.openai.com/v1, or your own compatible server.', 'docent' ) }
							value={ ai.base_url }
							onChange={ ( base_url: string ) => edit( { integrate_ai: { base_url } } ) }
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Model', 'docent' ) }
							value={ ai.model }
							maxLength={ 100 }
							onChange={ ( model: string ) => edit( { integrate_ai: { model } } ) }
						/>
						<SecretField
							label={ __( 'API key', 'docent' ) }
							secret="integrate_ai.api_key"
							isSet={ ai.api_key_set }
							help={ __( 'Stored encrypted; never shown again.', 'docent' ) }
						/>
					</>
				) }
				{ routes.chat_test && <TestConnection /> }
			</fieldset>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Opening', 'docent' ) }</legend>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Greeting', 'docent' ) }
					help={ __( 'The first message of the chat. Leave empty for the default greeting.', 'docent' ) }
					value={ ai.greeting ?? '' }
					rows={ 2 }
					maxLength={ 300 }
					onChange={ ( greeting: string ) => edit( { integrate_ai: { greeting } } ) }
				/>
				{ [ 0, 1, 2 ].map( ( i ) => (
					<TextControl
						__nextHasNoMarginBottom
						key={ i }
						/* translators: %d: 1, 2 or 3. */
						label={ sprintf( __( 'Suggested question %d', 'docent' ), i + 1 ) }
						help={ i === 0 ? __( 'Leave all three empty to suggest your most helpful articles.', 'docent' ) : undefined }
						value={ ai.suggestions?.[ i ] ?? '' }
						maxLength={ 120 }
						onChange={ ( value: string ) => {
							const next = [ 0, 1, 2 ].map( ( j ) => ( j === i ? value : ai.suggestions?.[ j ] ?? '' ) );
							// Kept in place (empty ones too); the chat skips the empty ones.
							edit( { integrate_ai: { suggestions: next } } );
						} }
					/>
				) ) }
			</fieldset>
			<RateLimitFields
				legend={ __( 'Questions allowed per visitor', 'docent' ) }
				value={ ai.rate_limit }
				onChange={ ( rate_limit ) => edit( { integrate_ai: { rate_limit } } ) }
			/>
			<fieldset className="docent-fieldset">
				<legend>{ __( 'Site-wide budget', 'docent' ) }</legend>
				<NumberField
					label={ __( 'Questions per hour sent to the provider', 'docent' ) }
					help={ __( 'For the whole site, whoever asks. Once spent, the Local provider answers until the hour turns; 0 never sends questions out.', 'docent' ) }
					min={ 0 }
					max={ 1000000 }
					value={ ai.hourly_budget }
					onChange={ ( hourly_budget ) => edit( { integrate_ai: { hourly_budget } } ) }
				/>
			</fieldset>
			<TabTextsFields tab="integrate_ai" />
		</div>
	);
}
