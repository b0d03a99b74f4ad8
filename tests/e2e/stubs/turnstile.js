/**
 * A stand-in for Cloudflare Turnstile's api.js, served by the E2E specs in place of
 * https://challenges.cloudflare.com/turnstile/v0/api.js (the test machine is offline).
 * It implements the part of the API the widget uses: turnstile.render( container, params )
 * with `sitekey`, `callback`, `error-callback`, plus remove/reset/getResponse/isExpired, and
 * calls the `?onload=` callback. Like the real script it needs a container in the document
 * (it cannot see into a shadow root). The challenge is a button the test clicks; a site key
 * starting with "e2e-rejected" is refused the way Cloudflare refuses a bad key (110100).
 */
( function() {
	const script = document.currentScript;
	const params = new URL( script ? script.src : window.location.href ).searchParams;
	const widgets = new Map();
	let count = 0;

	const standIn = { renders: [] };
	window.turnstileStandIn = standIn;

	window.turnstile = {
		render( container, options ) {
			const element = typeof container === 'string' ? document.querySelector( container ) : container;
			const inDocument = !! element && document.body.contains( element );
			standIn.renders.push( { sitekey: options.sitekey, action: options.action, inDocument } );
			if ( ! inDocument ) {
				throw new Error( '[Cloudflare Turnstile] Error: the container is not in the document.' );
			}
			count += 1;
			const id = 'e2e-turnstile-' + count;
			const widget = { token: '', button: document.createElement( 'button' ) };
			widget.button.type = 'button';
			widget.button.textContent = 'Verify you are human';
			widget.button.addEventListener( 'click', function() {
				widget.token = 'e2e-token-' + count;
				widget.button.textContent = 'Success!';
				widget.button.disabled = true;
				if ( options.callback ) {
					options.callback( widget.token );
				}
			} );
			element.append( widget.button );
			widgets.set( id, widget );
			if ( String( options.sitekey ).startsWith( 'e2e-rejected' ) ) {
				widget.button.disabled = true;
				setTimeout( function() {
					if ( options[ 'error-callback' ] ) {
						options[ 'error-callback' ]( '110100' );
					}
				}, 0 );
			}
			return id;
		},
		remove( id ) {
			const widget = widgets.get( id );
			if ( widget ) {
				widget.button.remove();
				widgets.delete( id );
			}
		},
		reset( id ) {
			const widget = widgets.get( id );
			if ( widget ) {
				widget.token = '';
				widget.button.disabled = false;
				widget.button.textContent = 'Verify you are human';
			}
		},
		getResponse( id ) {
			const widget = widgets.get( id );
			return widget ? widget.token : undefined;
		},
		isExpired() {
			return false;
		},
		ready( callback ) {
			callback();
		},
	};

	const onload = params.get( 'onload' );
	if ( onload && typeof window[ onload ] === 'function' ) {
		window[ onload ]();
	}
}() );
