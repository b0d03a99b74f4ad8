/**
 * The CSS of the panel's frame: box, header with the tab pills, title and description, the
 * search box and the chat input. The loader draws the frame with exactly these rules the moment
 * the visitor taps, and the React panel (src/widget/styles.ts adds the rest) lands on the same
 * pixels. Sizes in px (rem follows the page), logical properties only (RTL pages mirror it),
 * colours from the `--docent-<key>` properties the loader sets from `preview_colors`; in dark
 * mode the panel sets them, and the fields' own (`field`, `fieldFont`, `muted`, `line`), over
 * those (src/shared/dark-palette.ts).
 */
const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** Each colour setting as `var(--docent-<key>, <default>)`. */
export const V = Object.fromEntries(
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

/*
 * One width on every view (SPEC §2's 390px). Tab labels are never cut, at any width and in any
 * language: pills that do not fit on one row wrap onto the next, and a label longer than a whole
 * row wraps inside its pill (hence a radius, not a 999px pill, and no nowrap).
 */
export const PANEL_CSS = `
.app{display:contents}
.panel{position:absolute;inset-block-end:72px;inset-inline:var(--docent-px,auto 0);box-sizing:border-box;display:flex;flex-direction:column;width:390px;max-width:calc(100vw - 20px - var(--docent-side,20px));height:min(600px,calc(100vh - 92px - var(--docent-y,20px)));background:${ V.widgetBg };color:${ V.tabTitleFont };border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.28);overflow:hidden;font:14px/1.5 ${ FONT };text-align:start;animation:docent-in .18s ease-out}
.panel[hidden]{display:none}
.panel *,.panel *::before,.panel *::after{box-sizing:border-box}
.panel.is-static{position:relative;inset:auto;height:600px;max-width:100%;animation:none}
.framed .panel{animation:none}
@keyframes docent-in{from{opacity:0;transform:translateY(8px)}}
.icon{display:block;width:18px;height:18px;flex:none;fill:currentColor;object-fit:contain}
button,input,textarea{font:inherit;color:inherit;margin:0}
button:not(:disabled){cursor:pointer}
.head{position:relative;padding:16px 16px 12px;border-block-end:1px solid var(--docent-line,rgba(15,23,42,.1))}
.tabs{display:flex;flex-wrap:wrap;gap:6px;margin-block-end:12px;min-width:0}
.tab{display:inline-flex;align-items:center;gap:6px;flex:0 1 auto;min-width:0;min-height:32px;padding:4px 12px;border:0;border-radius:16px;background:${ V.inactiveTabBg };color:${ V.inactiveTabFont };font-size:13px;font-weight:600;text-align:start}
.tab span{min-width:0;overflow-wrap:anywhere}
.tab[aria-selected=true]{background:${ V.activeTabBg };color:${ V.activeTabFont }}
.tab .icon{width:16px;height:16px}
.title{margin:0;font-size:var(--docent-title-size,18px);font-weight:var(--docent-title-weight,600);line-height:1.3;color:${ V.tabTitleFont }}
.desc{margin:2px 0 0;font-size:var(--docent-desc-size,14px);font-weight:var(--docent-desc-weight,400);color:${ V.tabDescriptionFont }}
.icon-btn{display:grid;place-items:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit}
.icon-btn:hover{background:rgba(15,23,42,.08)}
.head-close{display:none;position:absolute;inset-block-start:10px;inset-inline-end:10px}
.body{flex:1;min-height:0;overflow:auto;position:relative}
.body[hidden]{display:none}
.search{position:sticky;inset-block-start:0;z-index:1;display:flex;align-items:center;gap:8px;margin:0;padding:12px 16px;background:${ V.widgetBg }}
.search .icon{position:absolute;inset-inline-start:28px;color:var(--docent-muted,#64748b);pointer-events:none}
.search input,.field input,.field textarea,.chat-form input{width:100%;min-height:40px;padding:8px 12px;border:1px solid var(--docent-muted,#64748b);border-radius:8px;background:var(--docent-field,#fff);color:var(--docent-fieldFont,#0f172a)}
.search input{padding-inline-start:36px}
input::placeholder,textarea::placeholder{color:var(--docent-muted,#64748b);opacity:1}
.chat{display:flex;flex-direction:column;height:100%}
.chat-log{flex:1;overflow:auto;padding:16px}
.chat-form{display:flex;gap:8px;padding:12px 16px;border-block-start:1px solid var(--docent-line,rgba(15,23,42,.1))}
.send{background:${ V.sendBtnBg };color:${ V.sendBtnFont }}
.icon-btn.send:hover{background:${ V.sendBtnBg }}
@media (max-width:480px){
.panel{position:fixed;inset:0;width:auto;max-width:none;height:auto;max-height:none;border-radius:0;z-index:1}
.head-close{display:grid}
.head{padding-inline-end:56px}
.bubble[aria-expanded=true]{display:none}
}
@media (prefers-reduced-motion:reduce){.panel{animation:none}}
`;
