/**
 * When the loader starts: once the page has loaded and painted its content (first contentful
 * paint, then one more frame), so the bubble's work never stands between a visitor and the page's
 * own first paint; a page that reports no paint (a browser without paint timing) gets the bubble
 * 3 s after loading.
 */

/** Runs `run` after the next frame has painted. */
export const afterFrame = ( run: () => void ) => requestAnimationFrame( () => setTimeout( run, 0 ) );

/** Runs `run` once, after the page's load event and its first contentful paint. */
export function afterLoadAndPaint( run: () => void ): void {
	let started = false;
	const go = () => {
		if ( ! started ) {
			started = true;
			afterFrame( run );
		}
	};
	const painted = () => performance.getEntriesByName( 'first-contentful-paint' ).length > 0;
	const afterLoad = () => {
		if ( painted() ) {
			go();
			return;
		}
		try {
			new PerformanceObserver( () => painted() && go() ).observe( { type: 'paint' } );
		} catch {
			// No paint timing here: the timer below starts the loader.
		}
		setTimeout( go, 3000 );
	};
	if ( document.readyState === 'complete' ) {
		afterLoad();
	} else {
		window.addEventListener( 'load', afterLoad, { once: true } );
	}
}
