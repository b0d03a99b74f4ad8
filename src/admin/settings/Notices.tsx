import { Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store } from '../store';

/** The save's outcome. Notice announces itself to screen readers (errors assertively). */
export function Notices() {
	const notice = useSelect( ( select ) => select( store ).getNotice(), [] );
	const { clearNotice } = useDispatch( store );
	if ( ! notice ) {
		return null;
	}
	return (
		<Notice key={ notice.id } status={ notice.status } onRemove={ () => clearNotice() } className="docent-notice">
			{ notice.message }
		</Notice>
	);
}
