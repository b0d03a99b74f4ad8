import { Button, Spinner, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { store } from '../store';
import { errorMessage } from '../store/api';
import type { PostTitle } from '../types';

interface Props {
	legend: string;
	searchLabel: string;
	/** What the chosen list says when empty. */
	emptyText: string;
	ids: number[];
	onChange: ( ids: number[] ) => void;
	/** Posts whose title matches the term. */
	search: ( term: string ) => Promise< PostTitle[] >;
	/** The list's order matters: offer Move up / Move down. */
	ordered?: boolean;
}

type Found = { status: 'idle' | 'loading' } | { status: 'ready'; items: PostTitle[] } | { status: 'error'; message: string };

/**
 * Chosen posts, and a search to add more. Titles come from the page's boot data and from
 * search answers (the settings hold ids only).
 */
export function PostPicker( { legend, searchLabel, emptyText, ids, onChange, search, ordered = false }: Props ) {
	const [ term, setTerm ] = useState( '' );
	const query = useDebouncedValue( term.trim(), 300 );
	const [ found, setFound ] = useState< Found >( { status: 'idle' } );
	const titles = useSelect( ( select ) => ids.map( ( id ) => select( store ).getTitle( id ) ), [ ids ] );
	const { rememberTitles } = useDispatch( store );

	useEffect( () => {
		if ( query.length < 2 ) {
			setFound( { status: 'idle' } );
			return;
		}
		let current = true;
		setFound( { status: 'loading' } );
		search( query ).then(
			( items ) => {
				if ( current ) {
					rememberTitles( items );
					setFound( { status: 'ready', items } );
				}
			},
			( error ) => current && setFound( { status: 'error', message: errorMessage( error ) } )
		);
		return () => {
			current = false;
		};
	}, [ query, search, rememberTitles ] );

	// Titles come from the page (stored ids) and from searches: an id with neither is gone.
	const title = ( index: number ) =>
		/* translators: %d: post id. */
		titles[ index ] ?? sprintf( __( '#%d (no longer published: remove it)', 'docent' ), ids[ index ] );
	const move = ( from: number, to: number ) => {
		const next = [ ...ids ];
		const [ id ] = next.splice( from, 1 );
		next.splice( to, 0, id );
		onChange( next );
	};

	return (
		<fieldset className="docent-fieldset docent-picker">
			<legend>{ legend }</legend>
			{ ids.length ? (
				<ol className="docent-picker__chosen">
					{ ids.map( ( id, index ) => (
						<li key={ id }>
							<span className="docent-picker__title">{ title( index ) }</span>
							{ ordered && (
								<>
									<Button
										variant="tertiary"
										size="small"
										disabled={ index === 0 }
										/* translators: %s: post title. */
										label={ sprintf( __( 'Move “%s” up', 'docent' ), title( index ) ) }
										showTooltip={ false }
										onClick={ () => move( index, index - 1 ) }
									>
										{ __( 'Move up', 'docent' ) }
									</Button>
									<Button
										variant="tertiary"
										size="small"
										disabled={ index === ids.length - 1 }
										/* translators: %s: post title. */
										label={ sprintf( __( 'Move “%s” down', 'docent' ), title( index ) ) }
										showTooltip={ false }
										onClick={ () => move( index, index + 1 ) }
									>
										{ __( 'Move down', 'docent' ) }
									</Button>
								</>
							) }
							<Button
								variant="tertiary"
								size="small"
								isDestructive
								/* translators: %s: post title. */
								label={ sprintf( __( 'Remove “%s”', 'docent' ), title( index ) ) }
								showTooltip={ false }
								onClick={ () => onChange( ids.filter( ( other ) => other !== id ) ) }
							>
								{ __( 'Remove', 'docent' ) }
							</Button>
						</li>
					) ) }
				</ol>
			) : (
				<p className="description">{ emptyText }</p>
			) }
			<TextControl
				__nextHasNoMarginBottom
				type="search"
				label={ searchLabel }
				value={ term }
				autoComplete="off"
				onChange={ ( value: string ) => setTerm( value ) }
			/>
			<div className="docent-picker__results" aria-live="polite">
				{ found.status === 'loading' && <Spinner /> }
				{ found.status === 'error' && <p className="docent-error">{ found.message }</p> }
				{ found.status === 'ready' && (
					<>
						<p className="screen-reader-text">
							{ sprintf(
								/* translators: %d: number of results. */
								_n( '%d result.', '%d results.', found.items.length, 'docent' ),
								found.items.length
							) }
						</p>
						{ found.items.length ? (
							<ul>
								{ found.items.map( ( item ) => {
									const chosen = ids.includes( item.id );
									return (
										<li key={ item.id }>
											<span className="docent-picker__title">{ item.title }</span>
											<Button
												variant="secondary"
												size="small"
												disabled={ chosen }
												/* translators: %s: post title. */
												label={ sprintf( __( 'Add “%s”', 'docent' ), item.title ) }
												showTooltip={ false }
												onClick={ () => onChange( [ ...ids, item.id ] ) }
											>
												{ chosen ? __( 'Added', 'docent' ) : __( 'Add', 'docent' ) }
											</Button>
										</li>
									);
								} ) }
							</ul>
						) : (
							<p>{ __( 'Nothing found.', 'docent' ) }</p>
						) }
					</>
				) }
			</div>
		</fieldset>
	);
}
