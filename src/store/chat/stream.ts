/**
 * Reads POST /docent/v1/chat/stream: `delta` events as the reply is written, then `done` with the
 * whole reply. A host that buffers (or answers with plain JSON) still gives the whole reply, only
 * later; a stream that cannot start at all falls back to the JSON route.
 */
import apiFetch from '@wordpress/api-fetch';
import { statusOf } from '../../utils/http-status';
import { pageLanguage } from '../../utils/page-language';
import { CHAT_STREAM_PATH, postChat } from './api';
import type { ChatReply } from './types';

interface StreamEvent {
	event: string;
	data: string;
}

/** A refused request's REST error, as apiFetch gives it when it parses. */
async function restError( response: Response ): Promise< unknown > {
	try {
		const body = ( await response.json() ) as { data?: Record< string, unknown > };
		return { ...body, data: { ...( body?.data ?? {} ), status: response.status } };
	} catch {
		return { code: 'unknown', data: { status: response.status } };
	}
}

/** Splits the events out of the text read so far; gives back the unfinished rest. */
export function parseEvents( buffer: string ): { events: StreamEvent[]; rest: string } {
	const blocks = buffer.replace( /\r\n/g, '\n' ).split( '\n\n' );
	const rest = blocks.pop() ?? '';
	const events = blocks.flatMap( ( block ) => {
		let event = 'message';
		const data: string[] = [];
		for ( const line of block.split( '\n' ) ) {
			if ( line.startsWith( 'event:' ) ) {
				event = line.slice( 6 ).trim();
			} else if ( line.startsWith( 'data:' ) ) {
				data.push( line.slice( 5 ).trimStart() );
			}
		}
		return data.length ? [ { event, data: data.join( '\n' ) } ] : [];
	} );
	return { events, rest };
}

/**
 * Asks with streaming; `onText` gets each piece as it arrives. Resolves with the whole reply.
 * Rejects only when neither the stream nor the JSON route answered.
 */
export async function streamChat( prompt: string, conversation: string, onText: ( text: string ) => void ): Promise< ChatReply > {
	let response: Response;
	try {
		response = await apiFetch< Response >( { path: CHAT_STREAM_PATH, method: 'POST', data: { prompt, conversation, lang: pageLanguage() }, parse: false } );
	} catch ( error ) {
		// A refusal (rate limit, switched off, bad input) is the answer; a missing route or a lost
		// connection is worth one more try as plain JSON.
		const refusal = error instanceof Response ? await restError( error ) : error;
		const status = statusOf( refusal );
		if ( status !== 0 && status !== 404 ) {
			throw refusal;
		}
		return postChat( prompt, conversation );
	}
	const type = response.headers?.get( 'Content-Type' ) ?? '';
	if ( ! type.includes( 'text/event-stream' ) || ! response.body ) {
		return ( await response.json() ) as ChatReply;
	}
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let buffer = '';
	let shown = '';
	for ( ;; ) {
		let chunk: ReadableStreamReadResult< Uint8Array >;
		try {
			chunk = await reader.read();
		} catch {
			break;
		}
		if ( chunk.done ) {
			break;
		}
		buffer += decoder.decode( chunk.value, { stream: true } );
		const { events, rest } = parseEvents( buffer );
		buffer = rest;
		for ( const { event, data } of events ) {
			const payload = JSON.parse( data ) as { text?: unknown } & ChatReply;
			if ( event === 'delta' && typeof payload.text === 'string' ) {
				shown += payload.text;
				onText( payload.text );
			} else if ( event === 'done' ) {
				return payload;
			}
		}
	}
	// The connection dropped before the end: what was shown stays as the reply.
	if ( shown.trim() !== '' ) {
		return { chat: shown, post_links: [] };
	}
	throw new Error( 'The chat stream ended without a reply.' );
}
