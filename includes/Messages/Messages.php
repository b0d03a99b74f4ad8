<?php
/**
 * The Messaging feature: a contact form that stores every message before mailing it.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Admin\Inbox_Page;
use Docent\Messages\Attachments\Attachments;
use Docent\Messages\Attachments\Upload_Intake;
use Docent\Messages\Attachments\Upload_Store;
use Docent\REST\Message_Send_Controller;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the feature's parts and hooks them: tables, attached files, inbox screen, privacy tools
 * (its routes: REST\Routes).
 */
final class Messages {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The messages table.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * Mail delivery.
	 *
	 * @var Mailer
	 */
	private Mailer $mailer;

	/**
	 * Bot check.
	 *
	 * @var Turnstile
	 */
	private Turnstile $turnstile;

	/**
	 * The public write path.
	 *
	 * @var Intake
	 */
	private Intake $intake;

	/**
	 * The site's replies.
	 *
	 * @var Replies
	 */
	private Replies $replies;

	/**
	 * Answers a message from the inbox.
	 *
	 * @var Reply_Sender
	 */
	private Reply_Sender $reply_sender;

	/**
	 * Files visitors attach.
	 *
	 * @var Attachments
	 */
	private Attachments $attachments;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings     = $settings;
		$uploads            = new Upload_Store();
		$this->replies      = new Replies();
		$this->store        = new Store( $this->replies );
		$this->mailer       = new Mailer( $settings, $this->store, $uploads );
		$this->turnstile    = new Turnstile( $settings );
		$this->intake       = new Intake( $settings, $this->store, $this->mailer, $this->turnstile, $uploads );
		$this->reply_sender = new Reply_Sender( $settings, $this->store, $this->replies );
		$this->attachments  = new Attachments( $uploads, new Upload_Intake( $this->intake, $this->turnstile, $uploads ) );
	}

	/**
	 * Hooks everything.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this->store, 'install' ) );
		// Upgrades after a plugin update (no activation then): one autoloaded option read per admin request.
		add_action( 'admin_init', array( $this->store, 'maybe_install' ) );
		add_filter( 'rest_request_before_callbacks', array( Message_Send_Controller::class, 'name_field_at_fault' ), 10, 3 );
		$this->attachments->register();
		( new Privacy( $this->store, $this->replies, $this->attachments->store() ) )->register();
		if ( is_admin() ) {
			( new Inbox_Page( $this ) )->register();
		}
	}

	/**
	 * What a successful send answers with: true, or the site owner's own thank-you text when
	 * `message.messaging_success_text` differs from the default (the widget then shows it instead).
	 *
	 * @return true|string
	 */
	public function success_answer() {
		$text    = trim( (string) ( $this->settings->get()['message']['messaging_success_text'] ?? '' ) );
		$default = trim( (string) Settings::defaults()['message']['messaging_success_text'] );
		return '' === $text || $text === $default ? true : $text;
	}

	/**
	 * The settings reader.
	 */
	public function settings(): Settings {
		return $this->settings;
	}

	/**
	 * The messages table.
	 */
	public function store(): Store {
		return $this->store;
	}

	/**
	 * Mail delivery.
	 */
	public function mailer(): Mailer {
		return $this->mailer;
	}

	/**
	 * Bot check.
	 */
	public function turnstile(): Turnstile {
		return $this->turnstile;
	}

	/**
	 * The public write path.
	 */
	public function intake(): Intake {
		return $this->intake;
	}

	/**
	 * The site's replies.
	 */
	public function replies(): Replies {
		return $this->replies;
	}

	/**
	 * Answers a message from the inbox.
	 */
	public function reply_sender(): Reply_Sender {
		return $this->reply_sender;
	}

	/**
	 * Files visitors attach.
	 */
	public function attachments(): Attachments {
		return $this->attachments;
	}
}
