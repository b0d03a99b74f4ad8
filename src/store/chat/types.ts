/**
 * The chat slice of the widget store: SPEC §3's chat reply (the REST answer) and chat bubble.
 */
import type { StoreThunk } from '../../shared/thunk';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** One item of a reply's `post_links`: an article the answer came from. */
export interface ChatLink {
	title: string;
	permalink: string;
}

/** POST /wp/v2/docs/settings/ai-integration/chat: `chat` is plain text (blank lines between paragraphs, "• " list items). */
export interface ChatReply {
	chat: string;
	post_links: ChatLink[];
	/** Docent's own routes only: the conversation id the server issued, and the reply's number in it. */
	conversation?: string;
	turn?: number;
}

/** GET /docent/v1/chat/start: the chat's opening. */
export interface ChatStart {
	greeting: string;
	suggestions: string[];
	/** The most helpful articles' titles, what empty suggestions fall back to (the preview's too). */
	helpful: string[];
}

/** Where a draft goes: a tab's input, or `ask`, a question to send. */
export type DraftKey = 'chat' | 'message' | 'explore' | 'ask';

/** The visitor's rating of a reply. */
export type ChatVote = 'up' | 'down';

/**
 * One bubble of the conversation. `image` is the visitor's avatar on their own bubbles; a
 * reply has none (the assistant's icon is drawn). `readMore` holds the reply's links.
 */
export interface ChatBubble {
	text: string;
	image: string;
	isMe: boolean;
	readMore: ChatLink[];
	/** A reply the server kept: its conversation and turn (what a vote and a hand-off name). */
	conversation?: string;
	turn?: number;
	/** The visitor's vote on this reply, once given. */
	vote?: ChatVote;
	/** Still being written by a streamed reply. */
	streaming?: boolean;
}

export interface ChatState {
	bubbles: ChatBubble[];
	/** How many questions were asked on this page: each question's number. */
	asked: number;
	/** The number of the question awaiting its reply, 0 when none is. */
	pending: number;
	/** The index of the latest reply received on this page (it types out), -1 when none. */
	typing: number;
	/** Whether the conversation saved by an earlier page has been read back. */
	restored: boolean;
	/** Avatar URLs (size 24) by user id; null when the user has none or the request failed. */
	avatars: Record< number, string | null >;
	/** The conversation id of the latest reply, '' before the first. */
	conversation: string;
	/** The greeting and suggestions (null until read). */
	start: ChatStart | null;
	/** The Messaging tab will send the conversation with the message ("Talk to a person"). */
	handoff: boolean;
	/**
	 * Text carried into a tab's input from elsewhere (Explore's "Ask the chat", "Message us",
	 * window.docent.search()); `ask` is a question the chat sends as it shows (window.docent.ask()).
	 */
	drafts: Record< DraftKey, string >;
}

export type ChatAction =
	| { type: 'RESTORE_CHAT'; bubbles: ChatBubble[] }
	| { type: 'ASK_CHAT'; bubble: ChatBubble }
	| { type: 'RECEIVE_CHAT_REPLY'; question: number; bubble: ChatBubble }
	| { type: 'CLEAR_CHAT' }
	| { type: 'RECEIVE_USER_AVATAR'; id: number; url: string | null }
	| { type: 'RECEIVE_CHAT_DELTA'; question: number; text: string }
	| { type: 'SET_CHAT_VOTE'; index: number; vote: ChatVote | undefined }
	| { type: 'RECEIVE_CHAT_START'; start: ChatStart }
	| { type: 'SET_HANDOFF'; attached: boolean }
	| { type: 'SET_DRAFT'; tab: DraftKey; text: string };

/** What the chat slice's thunks (actions and resolvers) receive. */
export type Thunk< R = void > = StoreThunk< typeof actions, typeof selectors, { chat: ChatState }, R >;
