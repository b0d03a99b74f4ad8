/**
 * The widget store as index.ts assembles it: one state key per slice reducer.
 */
import { storeConfig } from '..';
import { CHAT_INITIAL } from '../chat/reducer';

describe( 'the store reducer', () => {
	it( 'starts empty', () => {
		expect( storeConfig.reducer( undefined, { type: '@@INIT' } as never ) ).toEqual( {
			lists: {},
			listOrder: [],
			docs: {},
			votes: {},
			messages: { status: 'idle', success: null, error: null },
			messageForm: { fill: {}, visitor: { name: '', email: '' } },
			chat: CHAT_INITIAL,
		} );
	} );
} );
