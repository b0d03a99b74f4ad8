import type { ChatBubble, ChatState, DraftKey } from './types';

type WithChat = { chat: ChatState };

export const getChatBubbles = ( state: WithChat ): ChatBubble[] => state.chat.bubbles;

/** A question is awaiting its reply (the loading indicator shows). */
export const isChatWaiting = ( state: WithChat ): boolean => state.chat.pending !== 0;

/** The number of the question awaiting its reply, 0 when none is. */
export const getChatPending = ( state: WithChat ): number => state.chat.pending;

/** The index of the reply that types out (the latest received on this page), -1 when none. */
export const getTypingReply = ( state: WithChat ): number => state.chat.typing;

export const isChatRestored = ( state: WithChat ): boolean => state.chat.restored;

/** A user's avatar (size 24): undefined until its resolver has answered, null when there is none. */
export const getUserAvatar = ( state: WithChat, id: number ): string | null | undefined => state.chat.avatars[ id ];

/** The conversation id of the latest reply ('' before the first). */
export const getChatConversation = ( state: WithChat ): string => state.chat.conversation;

/** The greeting and suggestions, null until read (its resolver asks once). */
export const getChatStart = ( state: WithChat ) => state.chat.start;

/** Whether "Talk to a person" attached the conversation to the next message. */
export const isHandoffAttached = ( state: WithChat ): boolean => state.chat.handoff && state.chat.conversation !== '';

/** Text carried into a tab's input from another tab. */
export const getDraft = ( state: WithChat, tab: DraftKey ): string => state.chat.drafts[ tab ] ?? '';
