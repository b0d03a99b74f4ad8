<?php
/**
 * The inbox's few styles.
 *
 * @package Docent
 */

namespace Docent\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Unread rows stand out; the thread reads as a conversation, the assistant's transcript as a record.
 */
final class Inbox_Styles {

	/**
	 * Prints the styles.
	 */
	public static function print(): void {
		echo '<style>
.docent-inbox tr.docent-unread td, .docent-inbox tr.docent-unread th { font-weight: 600; }
.docent-inbox .docent-unread-badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 9px; background: #2271b1; color: #fff; font-size: 11px; line-height: 18px; font-weight: 400; }
.docent-inbox .docent-undelivered { color: #b32d2e; font-weight: 600; }
.docent-inbox .docent-delivered { color: #007017; }
.docent-inbox .docent-inbox-body { white-space: normal; max-width: 60em; }
.docent-inbox .docent-thread { list-style: none; margin: 0; max-width: 60em; }
.docent-inbox .docent-thread > li { margin: 0 0 16px; padding: 12px 16px; background: #fff; border: 1px solid #dcdcde; border-left-width: 4px; }
.docent-inbox .docent-thread > li.docent-from-site { border-left-color: #2271b1; margin-left: 24px; }
.docent-inbox .docent-thread-meta { margin: 0 0 8px; color: #50575e; }
.docent-inbox .docent-transcript { margin: 12px 0 0; padding: 8px 12px; background: #f0f6fc; border: 1px dashed #72aee6; }
.docent-inbox .docent-transcript h3 { margin: 0 0 4px; font-size: 13px; }
.docent-inbox .docent-transcript dd { margin: 0 0 8px 16px; }
.docent-inbox .docent-reply-form textarea { width: 100%; max-width: 60em; }
@media (max-width: 600px) { .docent-inbox .docent-thread > li.docent-from-site { margin-left: 8px; } }
</style>';
	}
}
