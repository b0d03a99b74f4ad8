import type { Rgba } from './types';

/** CSS rgba() text for a colour setting. */
export function rgba( color: Rgba ): string {
	return `rgba(${ color.r },${ color.g },${ color.b },${ color.a })`;
}

