/**
 * The widget's data store, 'docent/widget'. This file only combines the slices and registers it.
 *
 * One folder per feature (docs/, messages/, chat/) holds its actions, reducer, selectors,
 * resolvers, REST calls and types. Adding one: give it a folder, add its reducer below and
 * spread its actions, selectors and resolvers.
 */
import { combineReducers, createReduxStore, register } from '@wordpress/data';
import * as chatActions from './chat/actions';
import { chat } from './chat/reducer';
import * as chatResolvers from './chat/resolvers';
import * as chatSelectors from './chat/selectors';
import * as docsActions from './docs/actions';
import { docs, listOrder, lists, votes } from './docs/reducer';
import * as docsResolvers from './docs/resolvers';
import * as docsSelectors from './docs/selectors';
import * as messagesActions from './messages/actions';
import { messageForm, messages } from './messages/reducer';
import * as messagesSelectors from './messages/selectors';

export const STORE_NAME = 'docent/widget';

export const storeConfig = {
	reducer: combineReducers( { lists, listOrder, docs, votes, messages, messageForm, chat } ),
	actions: { ...docsActions, ...messagesActions, ...chatActions },
	selectors: { ...docsSelectors, ...messagesSelectors, ...chatSelectors },
	resolvers: { ...docsResolvers, ...chatResolvers },
};

export const store = createReduxStore( STORE_NAME, storeConfig );

register( store );
