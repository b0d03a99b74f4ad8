/** Grey placeholder cards while a list loads (decorative; the live status says "Loading"). */
export function Skeleton( { rows = 3 }: { rows?: number } ) {
	return (
		<ul className="skeleton" aria-hidden="true">
			{ Array.from( { length: rows }, ( _, i ) => (
				<li key={ i } className="card">
					<span className="bone short" />
					<span className="bone" />
					<span className="bone long" />
				</li>
			) ) }
		</ul>
	);
}
