/**
 * The attach-file control, offered to every visitor: one image (PNG, JPEG, GIF, WebP) or PDF of
 * at most 5 MB, checked in the browser (size, type by its first bytes) and uploaded at once, so
 * the message only carries the token the server gave. Users who may upload files can also pick a
 * document from the media library (SPEC §5: type application only, the "Upload Failed" toast
 * otherwise). The chosen file's name is shown cut to 15 characters with a button that clears it.
 * With the bot check on, the upload waits for its token, then asks for a fresh one for the send.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { postAttachment } from '../../store/messages/api';
import { CUT, cut } from '../../utils/cut';
import type { AttachedFile } from './form';
import { AttachIcon } from './icons';
import { chooseFile, isApplicationFile } from './media';
import { attachmentTypeToast } from './toast';
import { ACCEPT, fileProblem, sizeLimitText } from './upload';
import { uploadErrorText } from './upload-error';

interface Props {
	file: AttachedFile | null;
	disabled: boolean;
	/** Whether the media library may be offered (a user who may upload, wp.media on the page). */
	library: boolean;
	/** The bot check's token: null when there is none, '' while it has none yet. */
	botToken: string | null;
	onAttach: ( file: AttachedFile ) => void;
	onDetach: () => void;
	/** The bot check's token went with an upload: the send needs a fresh one. */
	onTokenSpent: () => void;
	/** An upload is on its way (the send waits for it). */
	onBusy: ( busy: boolean ) => void;
}

export function Attachment( { file, disabled, library, botToken, onAttach, onDetach, onTokenSpent, onBusy }: Props ) {
	const hintId = useId();
	const errorId = useId();
	const input = useRef< HTMLInputElement >( null );
	const attachButton = useRef< HTMLButtonElement >( null );
	const cleared = useRef( false );
	const [ pending, setPending ] = useState< File | null >( null );
	const [ uploading, setUploading ] = useState( false );
	const [ error, setError ] = useState( '' );

	// Clearing removes the focused button: the keyboard user lands back on "Attach a file".
	useEffect( () => {
		if ( ! file && cleared.current ) {
			cleared.current = false;
			attachButton.current?.focus();
		}
	}, [ file ] );

	useEffect( () => onBusy( uploading || pending !== null ), [ uploading, pending, onBusy ] );

	// A file waits for the bot check's token, then goes.
	useEffect( () => {
		if ( pending && botToken !== '' && ! uploading ) {
			setPending( null );
			upload( pending );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pending, botToken ] );

	const upload = async ( chosen: File ) => {
		setUploading( true );
		try {
			const answer = await postAttachment( chosen, botToken ?? '' );
			onAttach( { id: 0, url: '', filename: answer.file_name, token: answer.token } );
			if ( botToken !== null ) {
				onTokenSpent();
			}
		} catch ( failure ) {
			const { text, tokenSpent } = uploadErrorText( failure );
			setError( text );
			if ( botToken !== null && tokenSpent ) {
				onTokenSpent();
			}
		} finally {
			setUploading( false );
		}
	};

	const onChosen = async ( chosen: File | undefined ) => {
		if ( input.current ) {
			input.current.value = '';
		}
		if ( ! chosen ) {
			return;
		}
		const problem = await fileProblem( chosen );
		setError( problem ?? '' );
		if ( ! problem ) {
			setPending( chosen );
		}
	};

	const chooseFromLibrary = async () => {
		const chosen = await chooseFile( __( 'Attach a file', 'docent' ), __( 'Attach', 'docent' ) );
		if ( ! chosen ) {
			return;
		}
		if ( ! isApplicationFile( chosen ) ) {
			await attachmentTypeToast();
			return;
		}
		setError( '' );
		onAttach( { id: chosen.id, url: chosen.url, filename: chosen.filename } );
	};

	// translators: %s: the attached file's name.
	const removeLabel = sprintf( __( 'Remove the attachment %s', 'docent' ), file?.filename ?? '' );
	const busy = uploading || pending !== null;
	// translators: %s: the largest file size, such as "5 MB".
	const hint = sprintf( __( '(Supported formats: images (PNG, JPEG, GIF, WebP) or PDF, up to %s)', 'docent' ), sizeLimitText() );

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
				<>
					<input
						ref={ input }
						type="file"
						className="sr"
						accept={ ACCEPT }
						tabIndex={ -1 }
						aria-hidden="true"
						onChange={ ( event ) => onChosen( event.target.files?.[ 0 ] ) }
					/>
					<button
						ref={ attachButton }
						type="button"
						className="btn ghost attach-btn"
						aria-describedby={ error ? `${ hintId } ${ errorId }` : hintId }
						aria-disabled={ busy || undefined }
						disabled={ disabled }
						onClick={ () => ! busy && input.current?.click() }
					>
						<AttachIcon />
						{ __( 'Attach a file', 'docent' ) }
					</button>
					{ library && (
						<button type="button" className="btn ghost" disabled={ disabled || busy } onClick={ chooseFromLibrary }>
							{ __( 'Choose from the media library', 'docent' ) }
						</button>
					) }
				</>
			) }
			<span className="attach-hint" id={ hintId }>
				{ hint }
			</span>
			<span className="attach-status" aria-live="polite">
				{ pending && botToken === '' && __( 'The file is sent once the bot check below is done.', 'docent' ) }
				{ uploading && __( 'Uploading the file…', 'docent' ) }
			</span>
			{ error && (
				<p className="form-note attach-error" id={ errorId } role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}
