/**
 * build/frame.js: the panel frame's code and CSS, kept out of the loader so that a page nobody
 * interacts with never pays for it. The loader runs it when the page is idle (or on the first
 * sign of intent) and calls `window.docentFrame` on the tap.
 */
import { drawFrame } from './frame';

window.docentFrame = drawFrame;
