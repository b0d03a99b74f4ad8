/**
 * What a thunk (action or resolver) receives from @wordpress/data, typed for this store.
 */
import type * as actions from './actions';
import type * as selectors from './selectors';
import type { Action, State } from './types';

type PlainActions = {
	[ K in keyof typeof actions as ReturnType< ( typeof actions )[ K ] > extends Action ? K : never ]: (
		...args: Parameters< ( typeof actions )[ K ] >
	) => void;
};

type BoundSelectors = {
	[ K in keyof typeof selectors ]: ( typeof selectors )[ K ] extends ( state: State, ...args: infer A ) => infer R
		? ( ...args: A ) => R
		: never;
};

/** The resolution bookkeeping @wordpress/data adds to every store with resolvers. */
interface ResolutionActions {
	invalidateResolution: ( selector: string, args: unknown[] ) => void;
	startResolution: ( selector: string, args: unknown[] ) => void;
	finishResolution: ( selector: string, args: unknown[] ) => void;
}

export interface ThunkArgs {
	dispatch: PlainActions & ResolutionActions & ( ( thunk: Thunk< Promise< void > > ) => Promise< void > );
	select: BoundSelectors & { hasStartedResolution: ( selector: string, args: unknown[] ) => boolean };
}

export type Thunk< R = void > = ( args: ThunkArgs ) => R;
