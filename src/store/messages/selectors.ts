import type { MessagesState } from './types';

type WithMessages = { messages: MessagesState };

/** Where the contact form's message is: idle, sending, sent (success screen) or failed. */
export const getSendState = ( state: WithMessages ): MessagesState => state.messages;
