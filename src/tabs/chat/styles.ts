/**
 * The chat tab's CSS, shipped in its chunk and injected into the widget's shadow root (or the
 * preview's) the first time the tab shows. Same rules as src/widget/styles.ts: px sizes, logical
 * properties only (RTL mirrors), colours from the `--docent-<key>` properties.
 */
import { useLayoutEffect, useRef } from 'react';

const ME_BG = 'var(--docent-activeTabBg,#1e3a8a)';
const ME_FONT = 'var(--docent-activeTabFont,#fff)';
const BOT_BG = 'var(--docent-inactiveTabBg,#f1f5f9)';
const BOT_FONT = 'var(--docent-inactiveTabFont,#334155)';

export const CHAT_CSS = `
.chat-bar{position:relative;z-index:1;display:flex;justify-content:flex-end;padding:8px 16px;background:var(--docent-widgetBg,#fff);border-block-end:1px solid rgba(15,23,42,.08)}
.btn.chat-new{min-height:28px;padding:2px 12px;font-size:13px}
.chat-log{display:flex;flex-direction:column;gap:12px;overscroll-behavior:contain}
.chat-msg{display:flex;align-items:flex-end;gap:8px;max-width:90%}
.chat-msg.is-me{align-self:flex-end;flex-direction:row-reverse}
.chat-avatar{display:grid;place-items:center;flex:none;width:24px;height:24px;border-radius:50%;object-fit:cover;background:${ ME_BG };color:${ ME_FONT }}
.chat-avatar .icon{width:14px;height:14px}
.chat-body{position:relative;min-width:0;padding:8px 12px;border-radius:14px;background:${ BOT_BG };color:${ BOT_FONT };overflow-wrap:anywhere}
.is-bot .chat-body{border-end-start-radius:4px}
.is-me .chat-body{background:${ ME_BG };color:${ ME_FONT };border-end-end-radius:4px}
.chat-text,.chat-text p,.chat-text ul,.chat-more p,.chat-more ul{margin:0}
.chat-block+.chat-block{margin-block-start:8px}
.chat-text ul,.chat-more ul{list-style:none;padding:0}
.chat-text li::before{content:"• ";content:"• "/""}
.chat-text .is-link{color:var(--docent-breadcrumbColor,#1d4ed8);text-decoration:underline}
.chat-reply{position:relative}
.chat-full.is-typing{position:absolute;inset:0;overflow:hidden;opacity:0}
.chat-more{margin-block-start:8px;padding-block-start:8px;border-block-start:1px solid rgba(15,23,42,.12);font-size:13px}
.chat-more p{font-weight:600}
.chat-more a{font-weight:600}
.chat-dots{display:flex;gap:4px;padding-block:6px}
.chat-dots span{width:6px;height:6px;border-radius:50%;background:currentColor;opacity:.35;animation:docent-dot 1s ease-in-out infinite}
.chat-dots span:nth-child(2){animation-delay:.15s}
.chat-dots span:nth-child(3){animation-delay:.3s}
@keyframes docent-dot{30%{opacity:1}}
.chat-form input{flex:1;min-width:0}
.send:disabled{opacity:.6}
.send .icon:dir(rtl){transform:scaleX(-1)}
.chat-start{display:flex;flex-direction:column;gap:12px}
.chat-suggestions{display:flex;flex-direction:column;align-items:flex-start;gap:6px;margin:0;padding:0 0 0 32px;list-style:none}
.chat-suggestions .btn{min-height:28px;padding:4px 12px;font-size:13px;text-align:start}
.chat-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-block-start:8px}
.chat-rate{display:flex;gap:4px}
.chat-vote{width:28px;height:28px}
.chat-vote .icon{width:16px;height:16px}
.chat-thanks{margin:0;font-size:12px;opacity:.8}
.btn.chat-person{min-height:28px;padding:2px 12px;font-size:13px}
.chat-person.is-prominent{order:-1}
.chat-reason{display:flex;flex-wrap:wrap;gap:6px;inline-size:100%;font-size:13px}
.chat-reason label{inline-size:100%}
.chat-reason input{flex:1;min-width:0}
@media (prefers-reduced-motion:reduce){.chat-dots span{animation:none;opacity:.7}}
`;

const MARK = 'data-docent-chat';

/**
 * Adds the chat CSS to the root (shadow root or document) the tab renders in, once. Returns
 * the ref for the tab's outer element.
 */
export function useChatStyles< T extends HTMLElement >() {
	const ref = useRef< T >( null );
	useLayoutEffect( () => {
		const root = ref.current?.getRootNode();
		const target = root instanceof ShadowRoot ? root : document.head;
		if ( ! target.querySelector( `style[${ MARK }]` ) ) {
			const style = document.createElement( 'style' );
			style.setAttribute( MARK, '' );
			style.textContent = CHAT_CSS;
			target.append( style );
		}
	}, [] );
	return ref;
}
