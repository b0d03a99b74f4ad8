/**
 * The HTTP status of a failed apiFetch call, 0 when none came (offline, or not an HTTP failure).
 * apiFetch rejects with the WP_Error body (status in `data.status`) or, with `parse: false`, with
 * the raw Response.
 */
export function statusOf( error: unknown ): number {
	const err = error as { status?: number; data?: { status?: number } } | null;
	return Number( err?.data?.status ?? err?.status ?? 0 );
}
