import { docAddress, sameAddress } from './address';
import type { DocEntry, DocList, State, VoteEntry } from './types';

/** The Explore list (query '') or a search's answer; undefined until its resolver starts. */
export const getList = ( state: State, query: string ): DocList | undefined => state.lists[ query ];

export const getCachedQueries = ( state: State ): string[] => state.listOrder;

export const getDoc = ( state: State, id: number ): DocEntry | undefined => state.docs[ id ];

export const getVote = ( state: State, id: number ): VoteEntry | undefined => state.votes[ id ];

/** The id of a doc the store holds (in a list or loaded) whose link is this address, else null. */
export const findKnownDoc = ( state: State, address: string ): number | null => {
	const links = [
		...Object.values( state.lists ).flatMap( ( list ) => list.items ),
		...Object.values( state.docs ).flatMap( ( entry ) => ( entry.doc ? [ entry.doc ] : [] ) ),
	];
	return links.find( ( item ) => sameAddress( docAddress( item.link ) ?? '', address ) )?.id ?? null;
};
