/**
 * The panel's CSS, injected as a <style> into the widget's shadow root: the theme's selectors
 * cannot reach in, and nothing here can reach out. Sizes are in px, never rem, because rem
 * follows the page's <html> font size. Only logical properties, so RTL pages mirror the
 * layout. Colours are the `--docent-<key>` properties the loader sets from `preview_colors`
 * (fallbacks are the defaults); fonts are `--docent-title-*` / `--docent-desc-*` from
 * `preference`.
 */
const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** Each colour setting as `var(--docent-<key>, <default>)`. */
const V = Object.fromEntries(
	Object.entries( {
		widgetBg: '#fff',
		activeTabBg: '#1e3a8a',
		activeTabFont: '#fff',
		inactiveTabBg: '#f1f5f9',
		inactiveTabFont: '#334155',
		tabTitleFont: '#0f172a',
		tabDescriptionFont: '#475569',
		breadcrumbColor: '#1d4ed8',
		sendBtnBg: '#1e3a8a',
		sendBtnFont: '#fff',
	} ).map( ( [ key, fallback ] ) => [ key, `var(--docent-${ key },${ fallback })` ] )
);

export const WIDGET_CSS = `
.app{display:contents}
.panel{position:absolute;inset-block-end:72px;inset-inline-end:0;box-sizing:border-box;display:flex;flex-direction:column;width:370px;height:min(600px,calc(100vh - 112px));background:${ V.widgetBg };color:${ V.tabTitleFont };border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.28);overflow:hidden;font:14px/1.5 ${ FONT };text-align:start;animation:docent-in .18s ease-out}
.panel[hidden]{display:none}
.panel *,.panel *::before,.panel *::after{box-sizing:border-box}
.panel.is-static{position:relative;inset:auto;height:600px;animation:none}
@keyframes docent-in{from{opacity:0;transform:translateY(8px)}}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.icon{display:block;width:18px;height:18px;flex:none;fill:currentColor;object-fit:contain}
button,input,textarea{font:inherit;color:inherit;margin:0}
button:not(:disabled){cursor:pointer}
:focus-visible{outline:2px solid ${ V.activeTabBg };outline-offset:2px}
a{color:${ V.breadcrumbColor }}
.head{position:relative;padding:16px 16px 12px;border-block-end:1px solid rgba(15,23,42,.1)}
.tabs{display:flex;flex-wrap:wrap;gap:6px;margin-block-end:12px}
.tab{display:inline-flex;align-items:center;gap:6px;min-height:32px;padding:4px 12px;border:0;border-radius:999px;background:${ V.inactiveTabBg };color:${ V.inactiveTabFont };font-size:13px;font-weight:600;white-space:nowrap}
.tab[aria-selected=true]{background:${ V.activeTabBg };color:${ V.activeTabFont }}
.tab .icon{width:16px;height:16px}
.title{margin:0;font-size:var(--docent-title-size,18px);font-weight:var(--docent-title-weight,600);line-height:1.3;color:${ V.tabTitleFont }}
.desc{margin:2px 0 0;font-size:var(--docent-desc-size,14px);font-weight:var(--docent-desc-weight,400);color:${ V.tabDescriptionFont }}
.icon-btn{display:grid;place-items:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit}
.icon-btn:hover{background:rgba(15,23,42,.08)}
.head-close{display:none;position:absolute;inset-block-start:10px;inset-inline-end:10px}
.body{flex:1;min-height:0;overflow:auto;position:relative}
.body[hidden]{display:none}
.pending{margin:0;padding:24px 16px;color:${ V.tabDescriptionFont }}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:36px;padding:6px 16px;border:0;border-radius:8px;background:${ V.sendBtnBg };color:${ V.sendBtnFont };font-weight:600}
.btn.ghost{min-height:32px;padding:4px 14px;background:transparent;color:inherit;border:1px solid currentColor}
.btn:disabled,input:disabled,textarea:disabled{opacity:.6}
.explore{display:flex;flex-direction:column;min-height:100%}
.search{position:sticky;inset-block-start:0;z-index:1;display:flex;align-items:center;gap:8px;margin:0;padding:12px 16px;background:${ V.widgetBg }}
.search .icon{position:absolute;inset-inline-start:28px;color:#64748b;pointer-events:none}
.search input,.field input,.field textarea,.chat-form input{width:100%;min-height:40px;padding:8px 12px;border:1px solid #64748b;border-radius:8px;background:#fff;color:#0f172a}
.search input{padding-inline-start:36px}
input::placeholder,textarea::placeholder{color:#64748b;opacity:1}
.results{padding:0 16px 16px}
.cards,.skeleton{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.card{padding:12px 14px;border:1px solid rgba(15,23,42,.12);border-radius:10px}
.crumbs{margin:0 0 4px;font-size:12px;font-weight:600;color:${ V.breadcrumbColor }}
.sep{display:inline-block;margin:0 6px}
.sep:dir(rtl){transform:scaleX(-1)}
.card-title{margin:0;font-size:15px;line-height:1.35}
.card-title a{color:${ V.tabTitleFont };text-decoration:none}
.card-title a:hover{text-decoration:underline}
.card-title a::after{content:"";position:absolute;inset:0}
.card{position:relative}
.card-desc{margin:4px 0 0;color:${ V.tabDescriptionFont };overflow-wrap:anywhere}
mark{background:#fde68a;color:inherit;border-radius:2px}
.bone{display:block;height:10px;margin-block:6px;border-radius:6px;background:#e2e8f0;width:70%;animation:docent-pulse 1.2s ease-in-out infinite}
.bone.short{width:40%}.bone.long{width:95%}
@keyframes docent-pulse{50%{opacity:.5}}
.empty{margin:0;padding:24px 0;text-align:center;color:${ V.tabDescriptionFont }}
.empty-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
.error{padding:20px 0;text-align:center}
.error p{margin:0 0 12px}
.overlay{position:absolute;inset:0;z-index:2;display:flex;flex-direction:column;background:${ V.widgetBg }}
.overlay-close{position:absolute;inset-block-start:8px;inset-inline-end:8px;z-index:1}
.overlay-body{flex:1;overflow:auto;padding:16px;padding-inline-end:52px}
.doc{display:flex;flex-direction:column;min-height:100%}
.doc-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 16px;border-block-end:1px solid rgba(15,23,42,.08)}
.back,.view{display:inline-flex;align-items:center;gap:4px;min-height:32px;font-weight:600;text-decoration:none}
.back .icon:dir(rtl),.view .icon:dir(rtl){transform:scaleX(-1)}
.view .icon{width:14px;height:14px}
/* SPEC §2: the single-document panel is 390px wide and 96 units (24 × 16px) high, 64 on short screens. */
.panel.is-doc{width:390px;height:auto}
.doc-body{height:384px;overflow:auto;padding:16px}
@media (max-height:600px){.doc-body{height:256px}}
.doc-title{margin:0 0 8px;font-size:18px;line-height:1.3}
.content{overflow-wrap:anywhere}
.content img,.content video,.content iframe{max-width:100%;height:auto}
.content pre{white-space:pre-wrap;padding:10px;background:#f1f5f9;border-radius:6px}
.content h1,.content h2,.content h3,.content h4{font-size:16px;margin:16px 0 6px}
.content p,.content ul,.content ol{margin:0 0 10px}
.helpful{margin-block-start:20px;padding-block-start:12px;border-block-start:1px solid rgba(15,23,42,.1)}
.helpful [role=group]{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.helpful p{margin:0;font-weight:600}
.note{flex-basis:100%;color:#b91c1c}
.chat{display:flex;flex-direction:column;height:100%}
.chat-log{flex:1;overflow:auto;padding:16px}
.chat-form{display:flex;gap:8px;padding:12px 16px;border-block-start:1px solid rgba(15,23,42,.1)}
.send{background:${ V.sendBtnBg };color:${ V.sendBtnFont }}
.icon-btn.send:hover{background:${ V.sendBtnBg }}
.message{display:grid;gap:10px;padding:16px}
.field{margin:0}
.field textarea{resize:vertical}
@media (max-width:480px){
.panel,.panel.is-doc{position:fixed;inset:0;width:auto;height:auto;max-height:none;border-radius:0;z-index:1}
.head-close{display:grid}
.head{padding-inline-end:56px}
.doc-body{height:auto;flex:1}
.bubble[aria-expanded=true]{display:none}
}
@media (prefers-reduced-motion:reduce){.panel,.bone{animation:none}}
`;
