/**
 * The panel's CSS, injected as a <style> into the widget's shadow root: the theme's selectors
 * cannot reach in, and nothing here can reach out. The frame's rules (box, header, tabs, search
 * box, chat input) are shared with the loader (src/shared/panel-css.ts); these are the rest.
 * Sizes in px, logical properties only, colours from `--docent-<key>`, fonts from
 * `--docent-title-*` / `--docent-desc-*` (`preference`).
 */
import { PANEL_CSS, V } from '../shared/panel-css';

export const WIDGET_CSS = PANEL_CSS + `
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
:focus-visible{outline:2px solid ${ V.activeTabBg };outline-offset:2px}
.panel:focus{outline:none}
a{color:${ V.breadcrumbColor }}
.pending{margin:0;padding:24px 16px;color:${ V.tabDescriptionFont }}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:36px;padding:6px 16px;border:0;border-radius:8px;background:${ V.sendBtnBg };color:${ V.sendBtnFont };font-weight:600}
.btn.ghost{min-height:32px;padding:4px 14px;background:transparent;color:inherit;border:1px solid currentColor}
.btn:disabled,input:disabled,textarea:disabled{opacity:.6}
.explore{display:flex;flex-direction:column;min-height:100%}
.results{padding:0 16px 16px}
.cards,.skeleton{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.card{padding:12px 14px;border:1px solid var(--docent-line,rgba(15,23,42,.12));border-radius:10px}
.crumbs{margin:0 0 4px;font-size:12px;font-weight:600;color:${ V.breadcrumbColor }}
.sep{display:inline-block;margin:0 6px}
.sep:dir(rtl){transform:scaleX(-1)}
.card-title{margin:0;font-size:15px;line-height:1.35}
.card-title a{color:${ V.tabTitleFont };text-decoration:none}
.card-title a:hover{text-decoration:underline}
.card-title a::after{content:"";position:absolute;inset:0}
.card{position:relative}
.card-desc{margin:4px 0 0;color:${ V.tabDescriptionFont };overflow-wrap:anywhere}
mark{background:#fde68a;color:var(--docent-markFont,inherit);border-radius:2px}
.bone{display:block;height:10px;margin-block:6px;border-radius:6px;background:var(--docent-line,#e2e8f0);width:70%;animation:docent-pulse 1.2s ease-in-out infinite}
.bone.short{width:40%}.bone.long{width:95%}
@keyframes docent-pulse{50%{opacity:.5}}
.empty{margin:0;padding:24px 0;text-align:center;color:${ V.tabDescriptionFont }}
.empty-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
.error{padding:20px 0;text-align:center}
.error p{margin:0 0 12px}
.doc{display:flex;flex-direction:column;min-height:100%}
.doc-bar{position:sticky;inset-block-start:0;z-index:1;display:flex;align-items:center;justify-content:space-between;gap:8px;padding:10px 16px;border-block-end:1px solid var(--docent-line,rgba(15,23,42,.08));background:${ V.widgetBg }}
.back,.view{display:inline-flex;align-items:center;gap:4px;min-height:32px;font-weight:600;text-decoration:none}
.back .icon:dir(rtl),.view .icon:dir(rtl){transform:scaleX(-1)}
.view .icon{width:14px;height:14px}
/* SPEC §2: the single-document panel is 390px wide and 96 units (24 × 16px) high, 64 on short screens. */
.panel.is-doc{height:auto}
.doc-body{height:384px;overflow:auto;padding:16px}
@media (max-height:600px){.doc-body{height:256px}}
.doc-title{margin:0 0 8px;font-size:18px;line-height:1.3}
.content{overflow-wrap:anywhere}
.content img,.content video,.content iframe{max-width:100%;height:auto}
.content pre{white-space:pre-wrap;padding:10px;background:var(--docent-code,#f1f5f9);border-radius:6px}
.content h1,.content h2,.content h3,.content h4{font-size:16px;margin:16px 0 6px}
.content p,.content ul,.content ol{margin:0 0 10px}
.helpful{margin-block-start:20px;padding-block-start:12px;border-block-start:1px solid var(--docent-line,rgba(15,23,42,.1))}
.helpful [role=group]{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.helpful p{margin:0;font-weight:600}
.note{flex-basis:100%;color:var(--docent-error,#b91c1c)}
.message{display:grid;gap:10px;padding:16px}
.field{margin:0}
.field textarea{resize:vertical}
@media (max-width:480px){
.doc-body{height:auto;flex:1}
}
@media (prefers-reduced-motion:reduce){.bone{animation:none}}
`;
