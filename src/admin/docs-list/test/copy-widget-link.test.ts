/**
 * All Docs' "Copy widget link": the snippet reaches the clipboard, or a selected field where the
 * browser has no Clipboard API or refuses it; either way a screen reader hears what happened.
 * Only the browser's clipboard is stood in for (jsdom has none).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_FOR_MS, FIELD_CLASS } from '../copy-widget-link';
import '../index';

const SNIPPET = '<a href="https://example.org/docs/start/" data-docent>Say &quot;hi&quot; &amp; &lt;b&gt;</a>';

/** A docs list row as WordPress prints it, with the button includes/Admin/Docs_List.php writes. */
function row(): HTMLButtonElement {
	// Beside wp.a11y's live regions, as on the screen.
	document.getElementById( 'the-list-table' )?.remove();
	document.body.insertAdjacentHTML(
		'beforeend',
		`<table id="the-list-table"><tbody><tr><td class="title column-title">
			<strong><a class="row-title" href="#">Start</a></strong>
			<div class="row-actions">
				<span class="edit"><a href="#">Edit</a> | </span>
				<span class="docent_copy_link"><button type="button" class="button-link docent-copy-link">Copy widget link</button></span>
			</div>
		</td></tr></tbody></table>`
	);
	const button = document.querySelector< HTMLButtonElement >( '.docent-copy-link' )!;
	button.dataset.docentSnippet = SNIPPET;
	return button;
}

/** What wp.a11y.speak() put in the polite live region. */
function spoken(): string {
	return document.getElementById( 'a11y-speak-polite' )?.textContent ?? '';
}

function setClipboard( clipboard: Partial< Clipboard > | undefined ): void {
	Object.defineProperty( navigator, 'clipboard', { value: clipboard, configurable: true } );
}

afterEach( () => {
	setClipboard( undefined );
	vi.useRealTimers();
} );

describe( 'Copy widget link', () => {
	it( 'puts the snippet on the clipboard, reads "Copied" for a moment and says so', async () => {
		const written: string[] = [];
		setClipboard( { writeText: async ( text: string ) => void written.push( text ) } );
		const button = row();
		await userEvent.click( button );

		await waitFor( () => expect( written ).toEqual( [ SNIPPET ] ) );
		await waitFor( () => expect( spoken() ).toBe( 'Widget link copied to the clipboard.' ) );
		expect( button.textContent ).toBe( 'Copied' );
		expect( document.querySelector( `.${ FIELD_CLASS }` ) ).toBeNull();
	} );

	it( 'reads as before once the moment has passed', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout' ] } );
		setClipboard( { writeText: async () => undefined } );
		const button = row();
		button.click();
		await vi.waitFor( () => expect( button.textContent ).toBe( 'Copied' ) );
		vi.advanceTimersByTime( COPIED_FOR_MS );
		expect( button.textContent ).toBe( 'Copy widget link' );
	} );

	it( 'without a Clipboard API, selects the snippet in a labelled field under the row actions', async () => {
		setClipboard( undefined );
		const button = row();
		await userEvent.click( button );

		const field = await screen.findByRole< HTMLInputElement >( 'textbox', { name: 'Widget link' } );
		expect( field.value ).toBe( SNIPPET );
		expect( field.readOnly ).toBe( true );
		expect( field.ownerDocument.activeElement ).toBe( field );
		expect( [ field.selectionStart, field.selectionEnd ] ).toEqual( [ 0, SNIPPET.length ] );
		expect( button.closest( '.row-actions' )!.nextElementSibling!.classList.contains( FIELD_CLASS ) ).toBe( true );
		expect( spoken() ).toMatch( /^Copying is not available here\. .*Ctrl\+C/ );
		expect( button.textContent ).toBe( 'Copy widget link' );

		// A second click selects the same field again rather than adding another.
		field.blur();
		await userEvent.click( button );
		expect( document.querySelectorAll( `.${ FIELD_CLASS }` ) ).toHaveLength( 1 );
		expect( field.ownerDocument.activeElement ).toBe( field );
	} );

	it( 'falls back to the field when the browser refuses the clipboard', async () => {
		setClipboard( { writeText: () => Promise.reject( new DOMException( 'Write permission denied.', 'NotAllowedError' ) ) } );
		await userEvent.click( row() );
		const field = await screen.findByRole< HTMLInputElement >( 'textbox', { name: 'Widget link' } );
		expect( field.value ).toBe( SNIPPET );
	} );
} );
