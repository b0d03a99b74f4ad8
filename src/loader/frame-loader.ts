/**
 * The panel's frame, shown from the tap until the React panel takes its place. Its code
 * (build/frame.js) runs at idle or on intent; `window.docentFrame` then draws the frame, hidden,
 * so that the tap only has to show it (frame-entry.ts).
 */
import type { BootData } from '../shared/types';
import { runScript } from './scripts';

/**
 * Runs the frame's code and fetches the boot data, once (again after a failure), then draws.
 *
 * @param src  build/frame.js's address.
 * @param data The whole boot data.
 * @param draw Draws the frame for the panel's state at that moment.
 */
export function frameLoader( src: string, data: () => Promise< BootData >, draw: () => void ): () => Promise< void > {
	let code: Promise< void > | null = null;
	return () =>
		( code ||= Promise.all( [ runScript( { src }, true ), data() ] ).then( draw, () => {
			code = null;
		} ) );
}
