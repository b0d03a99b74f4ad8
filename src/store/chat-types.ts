/**
 * The chat slice of the widget store: SPEC §3's chat reply (the REST answer) and chat bubble.
 */

/** One item of a reply's `post_links`: an article the answer came from. */
export interface ChatLink {
	title: string;
	permalink: string;
}

/** POST /wp/v2/docs/settings/ai-integration/chat: `chat` is plain text (blank lines between paragraphs, "• " list items). */
export interface ChatReply {
	chat: string;
	post_links: ChatLink[];
}

/**
 * One bubble of the conversation. `image` is the visitor's avatar on their own bubbles; a
 * reply has none (the assistant's icon is drawn). `readMore` holds the reply's links.
 */
export interface ChatBubble {
	text: string;
	image: string;
	isMe: boolean;
	readMore: ChatLink[];
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
}

export type ChatAction =
	| { type: 'RESTORE_CHAT'; bubbles: ChatBubble[] }
	| { type: 'ASK_CHAT'; bubble: ChatBubble }
	| { type: 'RECEIVE_CHAT_REPLY'; question: number; bubble: ChatBubble }
	| { type: 'CLEAR_CHAT' }
	| { type: 'RECEIVE_USER_AVATAR'; id: number; url: string | null };
