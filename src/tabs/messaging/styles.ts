/**
 * The Messaging tab's CSS, rendered as a <style> by the tab itself: it ships in the tab's chunk
 * and lands in the widget's shadow root (the same isolation as src/widget/styles.ts, whose
 * `.message`, `.field` and `.btn` rules it builds on). Logical properties only, px sizes.
 */
const RED = 'var(--docent-error,#b91c1c)';
const MUTED = 'var(--docent-tabDescriptionFont,#475569)';

export const MESSAGING_CSS = `
.messaging{min-height:100%}
.message .field{position:relative}
.field.is-invalid input,.field.is-invalid textarea{border-color:${ RED };box-shadow:0 0 0 1px ${ RED };padding-inline-end:36px}
.field-icon{position:absolute;inset-block-start:11px;inset-inline-end:10px;color:${ RED };pointer-events:none}
.attach{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px}
.attach .btn.ghost{color:${ MUTED }}
.attach .icon{width:16px;height:16px}
.attach-hint,.attach-status{font-size:12px;color:${ MUTED }}
.attach-status:empty{position:absolute}
.attach-error{flex-basis:100%}
.attached{display:inline-flex;align-items:center;gap:6px;margin:0;padding-block:2px;padding-inline:10px 2px;border:1px solid rgba(15,23,42,.2);border-radius:999px}
.attached .icon-btn{width:28px;height:28px}
/* An empty live region stays in the accessibility tree (never display:none), just out of the flow. */
.form-status:empty{position:absolute}
.form-note{margin:0;color:${ RED }}
.message .send{justify-self:start;min-width:96px}
.sent{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-height:100%;padding:40px 24px;text-align:center}
.sent p{margin:0;color:${ MUTED }}
.sent-title{margin:0;font-size:20px;line-height:1.3}
.sent-title:focus{outline:none}
.handoff{display:grid;gap:6px;padding:10px 12px;border:1px solid rgba(15,23,42,.15);border-radius:8px;font-size:13px}
.handoff p{margin:0}
.handoff-turns{display:grid;gap:8px;max-height:160px;margin:0;padding-inline-start:18px;overflow:auto}
.handoff-turns ul{margin:2px 0 0;padding-inline-start:16px}
.handoff-remove{justify-self:start;min-height:28px;padding:2px 12px;font-size:13px}
`;
