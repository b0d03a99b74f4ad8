/**
 * The first tap on a phone, as a new visitor lives it: Debian's Chromium with Lighthouse's phone
 * profile (4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, a 412 × 823 touch screen), a cold
 * cache in every run, p75 of BENCH_PHONE_RUNS (default 10) runs, against the production-like server.
 *
 * Times are read in the page, on its own clock: from the tap (the touchend's event.timeStamp, the
 * input the click comes from, as Interaction to Next Paint counts it; a busy main thread counts
 * against us) to the first animation frame in which
 * - "frame": the panel's frame (the loader's, or the React panel when there is none) is shown;
 * - "usable": the React panel shows the Explore cards and its search box takes input.
 * Typing: from the last keystroke of "colour" to the frame showing highlighted results.
 * Bytes come from the DevTools protocol (what crossed the network, compressed, with headers).
 */
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max( 1, Number( process.env.BENCH_PHONE_RUNS || 10 ) );
const IDLE_MS = 8000;

export const PHONE = { cpuSlowdown: 4, rttMs: 150, downKbps: 1638.4, upKbps: 675 };

export const TARGETS = {
	frame: 100,
	usableIdle: 1000,
	usableCold: 1800,
	transfer: 100 * 1024,
	typing: 400,
};

/* global requestAnimationFrame, addEventListener, MutationObserver */
/** Runs in the page before anything else: records the tap and watches the shadow root each frame. */
function probe() {
	const marks = { touch: 0, tap: 0, frame: 0, usable: 0, typed: 0, results: 0, bubble: 0, events: [] };
	window.__docentBench = marks;
	// When the bubble is put on the page (the loader shows it once its frame is ready).
	new MutationObserver( ( changes, observer ) => {
		if ( document.getElementById( 'docent-assistant' ) ) {
			marks.bubble = performance.now();
			observer.disconnect();
		}
	} ).observe( document, { childList: true, subtree: true } );
	// Event Timing: when each input's listeners ran, and when the frame after them was presented.
	try {
		new PerformanceObserver( ( list ) => {
			for ( const e of list.getEntries() ) {
				marks.events.push( { name: e.name, start: e.startTime, from: e.processingStart, to: e.processingEnd, paint: e.startTime + e.duration } );
			}
		} ).observe( { type: 'event', durationThreshold: 16 } );
	} catch {
		// No Event Timing: the breakdown rows stay empty.
	}
	const shadow = () => document.getElementById( 'docent-assistant' )?.shadowRoot;
	const watch = ( done ) => {
		const tick = () => {
			if ( ! done() ) {
				requestAnimationFrame( tick );
			}
		};
		requestAnimationFrame( tick );
	};
	addEventListener( 'touchstart', ( event ) => ( marks.touch ||= event.timeStamp ), { capture: true, passive: true } );
	addEventListener(
		'touchend',
		( event ) => {
			if ( marks.tap ) {
				return;
			}
			marks.tap = event.timeStamp;
			watch( () => {
				const root = shadow();
				const panel = root?.querySelector( '.app .panel:not([hidden])' );
				if ( ! marks.frame && ( root?.querySelector( '.frame:not([hidden])' ) || panel ) ) {
					marks.frame = performance.now();
				}
				const input = panel?.querySelector( 'input[type=search]:not([disabled])' );
				if ( input && panel.querySelector( '.card-title a' ) ) {
					marks.usable = performance.now();
				}
				return marks.usable > 0;
			} );
		},
		{ capture: true, passive: true }
	);
	addEventListener(
		'input',
		( event ) => {
			marks.typed = event.timeStamp;
			marks.results = 0;
			watch( () => {
				const results = shadow()?.querySelector( '.results[aria-busy=false]' );
				const ready = results?.querySelector( '.cards mark' ) && /\d/.test( results.querySelector( '[role=status]' )?.textContent || '' );
				if ( ready && ! marks.results ) {
					marks.results = performance.now();
				}
				return Boolean( ready ) || marks.typed !== event.timeStamp;
			} );
		},
		{ capture: true }
	);
}

/** Every request the page makes, with when (before or after the tap) and what crossed the wire. */
async function networkLog( cdp ) {
	const requests = new Map();
	const log = { phase: 'load', requests };
	cdp.on( 'Network.requestWillBeSent', ( e ) => {
		requests.set( e.requestId, { url: e.request.url, phase: log.phase, bytes: 0, cached: false } );
	} );
	cdp.on( 'Network.requestServedFromCache', ( e ) => {
		const r = requests.get( e.requestId );
		if ( r ) {
			r.cached = true;
		}
	} );
	cdp.on( 'Network.responseReceived', ( e ) => {
		const r = requests.get( e.requestId );
		if ( r && ( e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker ) ) {
			r.cached = true;
		}
	} );
	cdp.on( 'Network.loadingFinished', ( e ) => {
		const r = requests.get( e.requestId );
		if ( r ) {
			r.bytes = e.encodedDataLength;
		}
	} );
	await cdp.send( 'Network.enable' );
	return log;
}

async function phoneContext( browser ) {
	const context = await browser.newContext( {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	} );
	await context.addInitScript( probe );
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	const log = await networkLog( cdp );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown } );
	await cdp.send( 'Network.emulateNetworkConditions', {
		offline: false,
		latency: PHONE.rttMs,
		downloadThroughput: ( PHONE.downKbps * 1024 ) / 8,
		uploadThroughput: ( PHONE.upKbps * 1024 ) / 8,
	} );
	return { context, page, log, cdp };
}

const marks = ( page ) => page.evaluate( () => window.__docentBench );

let manifestUrls = new Set();
const isDocents = ( url ) => manifestUrls.has( url ) || /\/plugins\/docent\/build\/|\/wp-json\/|[?&]rest_route=/.test( url );

/** One visit: load, wait (or not), tap the bubble, wait for the panel, then search. */
async function visit( browser, url, { idle, type } ) {
	const { context, page, log, cdp } = await phoneContext( browser );
	try {
		await page.goto( url, { waitUntil: 'load' } );
		await page.waitForFunction( () => Boolean( window.docent ) );
		// From here on every request is Docent's: the idle prefetch, then what the tap needs.
		log.phase = 'docent';
		if ( idle ) {
			await page.waitForTimeout( IDLE_MS );
		}
		// A finger on the bubble, straight through the DevTools protocol: Playwright's own tap runs
		// its checks in the page at that moment, and on a 4× slower CPU they would count against us.
		const box = await page.locator( '#docent-assistant' ).getByRole( 'button', { name: 'Open help' } ).boundingBox();
		const finger = [ { x: box.x + ( box.width / 2 ), y: box.y + ( box.height / 2 ) } ];
		log.phase = 'tap';
		await cdp.send( 'Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger } );
		await cdp.send( 'Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] } );
		await page.waitForFunction( () => window.__docentBench.usable > 0, null, { timeout: 30000, polling: 50 } );
		const opened = await marks( page );
		// The event whose listeners opened the panel: the touchend (the loader opens as the finger
		// lifts), or the click the browser makes of the touch when nothing took the touchend.
		const after = ( name ) => opened.events.find( ( e ) => e.name === name && e.start >= opened.tap - 1 );
		const opener = after( 'click' ) || after( 'touchend' );
		const result = {
			opener: opener?.name,
			// Tap → the opening listeners start, how long they run (the loader shows the frame),
			// and the frame presented after them.
			clickStart: opener ? opener.from - opened.tap : NaN,
			clickRun: opener ? opener.to - opener.from : NaN,
			clickPaint: opener ? opener.paint - opened.tap : NaN,
			frame: opened.frame - opened.tap,
			touch: opened.tap - opened.touch,
			usable: opened.usable - opened.tap,
			bubbleShown: opened.bubble - ( await page.evaluate( () => performance.getEntriesByType( 'navigation' )[ 0 ].loadEventEnd ) ),
			tapBytes: [ ...log.requests.values() ].filter( ( r ) => r.phase === 'tap' ).reduce( ( n, r ) => n + r.bytes, 0 ),
			// Docent's own: its built files, the scripts its boot data lists, and its REST calls.
			bytes: [ ...log.requests.values() ].filter( ( r ) => isDocents( r.url ) ).reduce( ( n, r ) => n + r.bytes, 0 ),
			prefetched: [ ...log.requests.values() ].filter( ( r ) => r.phase === 'docent' ),
			tapped: [ ...log.requests.values() ].filter( ( r ) => r.phase === 'tap' ),
		};
		// When the frame's two network needs, its code and the boot data, were asked for and arrived,
		// on the tap's clock (negative: before the tap).
		const needs = await page.evaluate(
			( tap ) =>
				performance
					.getEntriesByType( 'resource' )
					.filter( ( e ) => /build\/frame\.js|docent\/v1\/boot|uploads\/docent\//.test( decodeURIComponent( e.name ) ) )
					.map( ( e ) => ( { what: /frame\.js/.test( e.name ) ? 'frameCode' : 'bootData', asked: e.startTime - tap, arrived: e.responseEnd - tap, server: e.responseStart - e.requestStart } ) ),
			opened.tap
		);
		for ( const need of needs ) {
			result[ `${ need.what }Asked` ] = need.asked;
			result[ `${ need.what }Arrived` ] = need.arrived;
			result[ `${ need.what }Wait` ] = need.server;
		}
		if ( type ) {
			log.phase = 'type';
			await page.getByRole( 'searchbox' ).tap();
			await page.keyboard.type( 'colour' );
			await page.waitForFunction( () => window.__docentBench.results > 0, null, { timeout: 30000, polling: 50 } );
			const typed = await marks( page );
			result.typing = typed.results - typed.typed;
			// The search request's own timing: when it left, its answer's first and last byte.
			const request = await page.evaluate(
				( since ) => performance.getEntriesByType( 'resource' ).find( ( e ) => e.startTime >= since && /docent\/v1\/search/.test( decodeURIComponent( e.name ) ) ),
				typed.typed
			);
			result.typingSent = request ? request.startTime - typed.typed : NaN;
			result.typingWait = request ? request.responseStart - request.startTime : NaN;
			result.typingBody = request ? request.responseEnd - request.responseStart : NaN;
			result.typingRender = request ? typed.results - request.responseEnd : NaN;
			result.typingBytes = request ? request.transferSize : NaN;
		}
		return result;
	} finally {
		await context.close();
	}
}

const median = ( values ) => [ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

export const p75 = ( values ) => [ ...values ].sort( ( a, b ) => a - b )[ Math.ceil( values.length * 0.75 ) - 1 ];

/** URLs the idle page prefetched that the tap downloaded again (not served from the cache). */
function downloadedTwice( run ) {
	const prefetched = new Set( run.prefetched.filter( ( r ) => r.bytes > 0 && /\.js(\?|$)/.test( r.url ) ).map( ( r ) => r.url ) );
	return run.tapped.filter( ( r ) => prefetched.has( r.url ) && ! r.cached && r.bytes > 0 );
}

/**
 * A page's boot data as the loader ends up with it: the page's inline part, plus the shared part
 * from the address it names (GET /docent/v1/boot) where the page does not inline everything.
 */
export async function bootData( url ) {
	const html = await ( await fetch( url ) ).text();
	const match = /<script id="docent-boot" type="application\/json">([\s\S]*?)<\/script>/.exec( html );
	if ( ! match ) {
		throw new Error( `No Docent boot data on ${ url }` );
	}
	const page = JSON.parse( match[ 1 ] );
	return page.data ? { ...page, ...( await ( await fetch( page.data ) ).json() ) } : page;
}

export async function phoneBench( rows, url ) {
	const boot = await bootData( url );
	manifestUrls = new Set( boot.scripts.filter( ( item ) => item.src ).map( ( item ) => item.src ) );
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: [ '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking' ],
	} );
	const idle = [];
	const cold = [];
	try {
		for ( let i = 0; i < RUNS; i++ ) {
			idle.push( await visit( browser, url, { idle: true, type: true } ) );
			cold.push( await visit( browser, url, { idle: false, type: false } ) );
		}
	} finally {
		await browser.close();
	}
	const ms = ( value ) => `${ Math.round( value ) } ms`;
	const check = ( value, target ) => `${ value <= target ? 'ok' : 'MISSED' }, target ≤ ${ target }`;
	const row = ( measure, values, target, unit = ms ) => {
		const value = p75( values );
		rows.push( [ 'phone', measure, unit( value ), `${ check( value, target ) }; runs ${ values.map( ( v ) => Math.round( v ) ).join( ' ' ) }` ] );
	};
	const profile = `p75 of ${ RUNS }`;
	row( `tap → panel frame (${ profile })`, idle.map( ( r ) => r.frame ), TARGETS.frame );
	rows.push( [ 'phone', '  (finger down → tap, before the above)', `${ Math.round( p75( idle.map( ( r ) => r.touch ) ) ) } ms`, 'touchstart → touchend, sent by the bench' ] );
	row( `tap → usable panel, after ${ IDLE_MS / 1000 } s idle`, idle.map( ( r ) => r.usable ), TARGETS.usableIdle );
	row( 'tap → usable panel, no idle time', cold.map( ( r ) => r.usable ), TARGETS.usableCold );
	row( 'tap → panel frame, no idle time', cold.map( ( r ) => r.frame ), TARGETS.frame );
	row( 'first-open transfer, no idle (Docent + WordPress scripts + REST)', cold.map( ( r ) => r.bytes ), TARGETS.transfer, ( v ) => `${ ( v / 1024 ).toFixed( 1 ) } KB` );
	row( 'transfer on the tap after idle', idle.map( ( r ) => r.tapBytes ), TARGETS.transfer, ( v ) => `${ ( v / 1024 ).toFixed( 1 ) } KB` );
	const twice = idle.flatMap( downloadedTwice );
	rows.push( [ 'phone', 'prefetched URLs downloaded again on the tap', String( twice.length ), twice.length ? twice[ 0 ].url : 'target 0' ] );
	row( 'typing "colour" → highlighted results', idle.map( ( r ) => r.typing ), TARGETS.typing );
	const parts = ( measure, key, note ) => {
		const values = idle.map( ( r ) => r[ key ] ).filter( Number.isFinite );
		rows.push( [ 'phone', `  ${ measure }`, values.length ? `${ Math.round( median( values ) ) } ms` : 'n/a', note ] );
	};
	parts( 'last key → search request sent', 'typingSent', 'median; the 100 ms pause is the debounce (SEARCH_DEBOUNCE_MS)' );
	parts( 'request → first byte of the answer', 'typingWait', `median; ${ PHONE.rttMs } ms of it is the round trip` );
	parts( 'first → last byte', 'typingBody', `median; ${ Math.round( median( idle.map( ( r ) => r.typingBytes ).filter( Number.isFinite ) ) ) } B on the wire` );
	parts( 'last byte → results on screen', 'typingRender', 'median; parse, store, render, next frame' );
	const openers = [ ...new Set( idle.map( ( r ) => r.opener ).filter( Boolean ) ) ].join( ', ' ) || 'none seen';
	parts( 'tap → opening listeners start', 'clickStart', `median, after idle; Event Timing, opened by: ${ openers }` );
	parts( 'opening listeners (the loader shows the frame)', 'clickRun', 'median, after idle' );
	parts( 'tap → frame presented after them', 'clickPaint', 'median, after idle; the paint, later than the frame above' );
	const coldParts = ( measure, key, note ) => {
		const values = cold.map( ( r ) => r[ key ] ).filter( Number.isFinite );
		rows.push( [ 'phone', `  ${ measure }`, values.length ? `${ Math.round( median( values ) ) } ms` : 'n/a', note ] );
	};
	coldParts( 'no idle: page load event → bubble shown', 'bubbleShown', 'median; after the page has painted, once the frame’s code and data are in' );
	coldParts( 'no idle: tap → opening listeners start', 'clickStart', 'median; Event Timing' );
	coldParts( 'no idle: opening listeners', 'clickRun', 'median' );
	coldParts( 'no idle: tap → frame presented after them', 'clickPaint', 'median' );
	coldParts( 'no idle: frame code asked (from the tap)', 'frameCodeAsked', 'median; negative: before the tap' );
	coldParts( 'no idle: frame code arrived', 'frameCodeArrived', 'median' );
	coldParts( 'no idle: boot data asked', 'bootDataAsked', 'median; the boot file, or GET /docent/v1/boot' );
	coldParts( 'no idle: boot data arrived', 'bootDataArrived', 'median' );
	coldParts( 'no idle: boot data, request → first byte', 'bootDataWait', `median; ${ PHONE.rttMs } ms round trip + PHP` );
	coldParts( 'no idle: frame code, request → first byte', 'frameCodeWait', 'median; nginx, a static file' );
	rows.push( [ 'phone', 'profile', `${ PHONE.cpuSlowdown }× CPU`, `${ PHONE.rttMs } ms RTT, ${ PHONE.downKbps } Kbps down, cold cache each run` ] );
}
