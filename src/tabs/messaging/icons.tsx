/**
 * The Messaging tab's own icons (24×24, currentColor, decorative: the control carries the name).
 */
export function AlertIcon() {
	return (
		<svg className="icon field-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
			<path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 5v7h2V7h-2zm0 9v2h2v-2h-2z" />
		</svg>
	);
}

export function AttachIcon() {
	return (
		<svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
			<path d="M16.5 6v11.5a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6H9v9.5a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v12.5a6 6 0 0 0 12 0V6h-1.5z" />
		</svg>
	);
}
