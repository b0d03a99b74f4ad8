/**
 * Copies a doc's widget link (the button's `data-docent-snippet`) and says so. Where the
 * Clipboard API is missing or refused (a site served over plain http, a browser that asks
 * first), the link is shown in a text field below the row, selected, for Ctrl+C.
 */
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';

/** How long the button reads "Copied" before it reads as before. */
export const COPIED_FOR_MS = 3000;

/** The fallback field's class; one per row, reused on the next click. */
export const FIELD_CLASS = 'docent-copy-field';

/**
 * Writes the text to the clipboard.
 *
 * @return Whether the browser took it.
 */
async function writeToClipboard( text: string ): Promise< boolean > {
	// Missing outside secure contexts, whatever the types say.
	const clipboard = navigator.clipboard as Clipboard | undefined;
	if ( ! clipboard?.writeText ) {
		return false;
	}
	try {
		await clipboard.writeText( text );
		return true;
	} catch {
		return false;
	}
}

/**
 * The row's read-only field holding the snippet, added after its actions the first time.
 */
function fallbackField( button: HTMLElement, snippet: string ): HTMLInputElement {
	const anchor = button.closest( '.row-actions' ) ?? button;
	const cell = anchor.parentElement ?? document.body;
	let wrapper = cell.querySelector< HTMLElement >( `.${ FIELD_CLASS }` );
	if ( ! wrapper ) {
		wrapper = document.createElement( 'p' );
		wrapper.className = FIELD_CLASS;
		const label = document.createElement( 'label' );
		label.textContent = __( 'Widget link', 'docent' );
		const input = document.createElement( 'input' );
		input.type = 'text';
		input.readOnly = true;
		input.className = 'code';
		label.append( input );
		wrapper.append( label );
		anchor.after( wrapper );
	}
	const input = wrapper.querySelector( 'input' )!;
	input.value = snippet;
	return input;
}

/** The button reads "Copied" for a moment, then its own words again. */
function showCopied( button: HTMLElement ): void {
	const words = button.dataset.docentWords ?? button.textContent ?? '';
	button.dataset.docentWords = words;
	button.textContent = __( 'Copied', 'docent' );
	window.setTimeout( () => {
		button.textContent = words;
	}, COPIED_FOR_MS );
}

/**
 * Copies the button's snippet, or selects it in a field where copying is not possible.
 */
export async function copyWidgetLink( button: HTMLElement ): Promise< void > {
	const snippet = button.dataset.docentSnippet ?? '';
	if ( ! snippet ) {
		return;
	}
	if ( await writeToClipboard( snippet ) ) {
		showCopied( button );
		speak( __( 'Widget link copied to the clipboard.', 'docent' ) );
		return;
	}
	const field = fallbackField( button, snippet );
	field.focus();
	field.select();
	speak( __( 'Copying is not available here. The widget link is selected in a text field: press Ctrl+C (Command+C on a Mac) to copy it.', 'docent' ) );
}
