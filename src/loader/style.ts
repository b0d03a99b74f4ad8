/**
 * The bubble's CSS. It lives in the widget's shadow root, so it neither leaks into
 * the theme nor inherits from it (`all: initial` on the host stops inherited properties and
 * resets every inset; `direction` is the one `all` leaves alone, so RTL pages still mirror the
 * widget). The host holds no text (the bubble is an icon, the panel sets its own font).
 * The host itself sits in the page: `!important` in a shadow root's :host rule wins over
 * any page rule, even an `!important` one, so a theme cannot hide or move it. Its corner and
 * distances come from the boot data's custom properties (Boot_Data::position_style()).
 */
export const LOADER_CSS = `:host{all:initial!important;display:block!important;position:fixed!important;inset-block-end:var(--docent-y,20px)!important;inset-inline:var(--docent-x,auto 20px)!important;z-index:99999!important}\
:host::before,:host::after{content:none!important}\
.bubble{all:unset;box-sizing:border-box;display:grid;place-items:center;width:56px;height:56px;border-radius:50%;cursor:pointer;background:var(--docent-bubbleBg,#1e3a8a);color:var(--docent-bubbleIcon,#fff);box-shadow:0 6px 20px rgba(0,0,0,.25);transition:transform .15s}\
.bubble:hover{transform:scale(1.06)}\
.bubble:focus-visible{outline:3px solid var(--docent-bubbleBg,#1e3a8a);outline-offset:3px}\
.bubble svg{width:26px;height:26px;fill:currentColor}\
.bubble[aria-busy=true]{cursor:progress}\
@media (prefers-reduced-motion:reduce){.bubble{transition:none}.bubble:hover{transform:none}}`;
