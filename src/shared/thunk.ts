/**
 * What a thunk (action or resolver) receives from @wordpress/data, typed for one store from its
 * action creators, its selectors and the state those selectors read. Each store (or slice) names
 * its own: `type Thunk< R = void > = StoreThunk< typeof actions, typeof selectors, State, R >`.
 */

/** The plain action creators (those returning an action object), bound: calling one dispatches it. */
type PlainActions< Actions > = {
	[ K in keyof Actions as Actions[ K ] extends ( ...args: never[] ) => { type: string } ? K : never ]: Actions[ K ] extends (
		...args: infer A
	) => unknown
		? ( ...args: A ) => void
		: never;
};

/** The selectors, bound to the current state. */
type BoundSelectors< Selectors, State > = {
	[ K in keyof Selectors ]: Selectors[ K ] extends ( state: State, ...args: infer A ) => infer R ? ( ...args: A ) => R : never;
};

/** The resolution bookkeeping @wordpress/data adds to every store with resolvers. */
interface ResolutionActions {
	invalidateResolution: ( selector: string, args: unknown[] ) => void;
	startResolution: ( selector: string, args: unknown[] ) => void;
	finishResolution: ( selector: string, args: unknown[] ) => void;
}

interface ResolutionSelectors {
	hasStartedResolution: ( selector: string, args: unknown[] ) => boolean;
}

export interface ThunkArgs< Actions, Selectors, State > {
	dispatch: PlainActions< Actions > &
		ResolutionActions &
		( ( thunk: StoreThunk< Actions, Selectors, State, Promise< void > > ) => Promise< void > );
	select: BoundSelectors< Selectors, State > & ResolutionSelectors;
}

export type StoreThunk< Actions, Selectors, State, R = void > = ( args: ThunkArgs< Actions, Selectors, State > ) => R;
