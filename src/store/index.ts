/**
 * The widget's data store, 'docent/widget'. This file only assembles and registers it.
 *
 * Adding a feature (e.g. messaging's `sendMessage`, the chat's actions): write its slice
 * reducer, actions and selectors in their own files, add the reducer in reducer.ts, and
 * spread the actions and selectors below.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import * as chatActions from './chat-actions';
import * as chatResolvers from './chat-resolvers';
import * as chatSelectors from './chat-selectors';
import * as messagesActions from './messages-actions';
import * as messagesSelectors from './messages-selectors';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'docent/widget';

export const storeConfig = {
	reducer,
	actions: { ...actions, ...messagesActions, ...chatActions },
	selectors: { ...selectors, ...messagesSelectors, ...chatSelectors },
	resolvers: { ...resolvers, ...chatResolvers },
};

export const store = createReduxStore( STORE_NAME, storeConfig );

register( store );
