/**
 * The attach-file control (SPEC §2, §5): offered only to users who may upload files. One file
 * from the media library, type application only; its name is shown cut to 15 characters with a
 * button that clears it. A file of another type gets the "Upload Failed" toast.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../components/icons';
import { CUT, cut } from '../../utils/cut';
import type { AttachedFile } from './form';
import { AttachIcon } from './icons';
import { chooseFile, isApplicationFile } from './media';
import { attachmentTypeToast } from './toast';

interface Props {
	file: AttachedFile | null;
	disabled: boolean;
	onAttach: ( file: AttachedFile ) => void;
	onDetach: () => void;
}

export function Attachment( { file, disabled, onAttach, onDetach }: Props ) {
	const hintId = useId();
	const attachButton = useRef< HTMLButtonElement >( null );
	const cleared = useRef( false );

	// Clearing removes the focused button: the keyboard user lands back on "Attach a file".
	useEffect( () => {
		if ( ! file && cleared.current ) {
			cleared.current = false;
			attachButton.current?.focus();
		}
	}, [ file ] );

	const choose = async () => {
		const chosen = await chooseFile( __( 'Attach a file', 'docent' ), __( 'Attach', 'docent' ) );
		if ( ! chosen ) {
			return;
		}
		if ( ! isApplicationFile( chosen ) ) {
			await attachmentTypeToast();
			return;
		}
		onAttach( { id: chosen.id, url: chosen.url, filename: chosen.filename } );
	};

	// translators: %s: the attached file's name.
	const removeLabel = sprintf( __( 'Remove the attachment %s', 'docent' ), file?.filename ?? '' );

	return (
		<div className="attach">
			{ file ? (
				<p className="attached">
					<AttachIcon />
					<span className="attached-name" title={ file.filename }>
						{ cut( file.filename, CUT.fileName ) }
					</span>
					<button
						type="button"
						className="icon-btn"
						aria-label={ removeLabel }
						disabled={ disabled }
						onClick={ () => {
							cleared.current = true;
							onDetach();
						} }
					>
						<CloseIcon />
					</button>
				</p>
			) : (
				<button
					ref={ attachButton }
					type="button"
					className="btn ghost attach-btn"
					aria-describedby={ hintId }
					disabled={ disabled }
					onClick={ choose }
				>
					<AttachIcon />
					{ __( 'Attach a file', 'docent' ) }
				</button>
			) }
			<span className="attach-hint" id={ hintId }>
				{ __( '(Supported formats: Docs/PDF)', 'docent' ) }
			</span>
		</div>
	);
}
