import type { DocEntry, DocList, State, VoteEntry } from './types';

/** The Explore list (query '') or a search's answer; undefined until its resolver starts. */
export const getList = ( state: State, query: string ): DocList | undefined => state.lists[ query ];

export const getCachedQueries = ( state: State ): string[] => state.listOrder;

export const getDoc = ( state: State, id: number ): DocEntry | undefined => state.docs[ id ];

export const getVote = ( state: State, id: number ): VoteEntry | undefined => state.votes[ id ];
