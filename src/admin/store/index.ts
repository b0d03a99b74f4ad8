/**
 * The settings screen's data store, 'docent/admin'. This file only assembles and registers it.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'docent/admin';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions },
	selectors: { ...selectors },
	resolvers: { ...resolvers },
} );

register( store );
