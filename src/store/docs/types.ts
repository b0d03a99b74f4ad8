/**
 * The docs slice of the widget store: the Explore list, searches, documents and votes. REST
 * shapes mirror the docent/v1 schemas (snake_case at the API boundary).
 */
import type { StoreThunk } from '../../shared/thunk';
import type * as actions from './actions';
import type * as selectors from './selectors';

export interface Breadcrumb {
	documentation: string;
	section: string;
}

/** An item of GET /docent/v1/explore and /docent/v1/search (search adds `score`, its excerpt is a snippet). */
export interface DocSummary {
	id: number;
	title: string;
	link: string;
	excerpt: string;
	breadcrumb: Breadcrumb;
	score?: number;
}

/** GET /docent/v1/docs/{id}: `content` is the site's own rendered HTML. */
export interface Doc {
	id: number;
	title: string;
	content: string;
	link: string;
	breadcrumb: Breadcrumb;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

/** One list: the Explore list (query '') or the answer to one search. */
export interface DocList {
	status: LoadStatus;
	items: DocSummary[];
	total: number;
}

/** `missing`: the server says there is no public doc with that id (404). */
export interface DocEntry {
	status: LoadStatus | 'missing';
	doc: Doc | null;
}

/** `done` also covers "already voted" (the route answers 4xx): the question is answered once. */
export interface VoteEntry {
	status: 'sending' | 'done' | 'error';
	helpful: boolean;
}

export interface State {
	/** Lists by normalized query; '' is the Explore list. */
	lists: Record< string, DocList >;
	/** Cached search queries, oldest first (the Explore list is never evicted). */
	listOrder: string[];
	docs: Record< number, DocEntry >;
	votes: Record< number, VoteEntry >;
}

export type Action =
	| { type: 'START_LIST'; query: string }
	| { type: 'RECEIVE_LIST'; query: string; items: DocSummary[]; total: number }
	| { type: 'FAIL_LIST'; query: string }
	| { type: 'FORGET_LIST'; query: string }
	| { type: 'START_DOC'; id: number }
	| { type: 'RECEIVE_DOC'; doc: Doc }
	| { type: 'FAIL_DOC'; id: number; missing: boolean }
	| { type: 'START_VOTE'; id: number; helpful: boolean }
	| { type: 'FINISH_VOTE'; id: number; helpful: boolean; status: 'done' | 'error' };

/** What the docs slice's thunks (actions and resolvers) receive. */
export type Thunk< R = void > = StoreThunk< typeof actions, typeof selectors, State, R >;
