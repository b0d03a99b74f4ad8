<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * An Arabic site reads Arabic questions: "كيف يمكنني …", "ما هو …", "هل يمكن …" and greetings are
 * framing, and the words joined to an article or a preposition meet the page's.
 */
final class ArabicTest extends Rules_Case {

	protected static function code(): string {
		return 'ar';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'how can I'         => array( 'كيف يمكنني تغيير كلمة المرور؟', 'تغيير كلمة المرور؟' ),
			'hello, how can I'  => array( 'مرحبا، كيف يمكنني تغيير كلمة المرور؟', 'تغيير كلمة المرور؟' ),
			'what is'           => array( 'ما هو الويب هوك؟', 'الويب هوك؟' ),
			'is it possible'    => array( 'هل يمكن حذف حسابي؟', 'حذف حسابي؟' ),
			'I want to know'    => array( 'أريد أن أعرف كيف أصدر الفواتير', 'أصدر الفواتير' ),
			'where do I find'   => array( 'أين أجد الإعدادات؟', 'الإعدادات؟' ),
			'please, at the end' => array( 'تصدير الفواتير من فضلك', 'تصدير الفواتير ' ),
			'framing only'      => array( 'كيف يمكنني', 'كيف يمكنني' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'prepositions and pronouns' => array( 'في هذه الصفحة يمكنك تغيير كلمة المرور الخاصة بك', array( 'الصفحه', 'يمكنك', 'تغيير', 'كلمه', 'المرور', 'الخاصه', 'بك' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'use, want'        => array( array( 'استخدام', 'القوالب', 'اريد' ), array( 'القوالب' ) ),
			'light words only' => array( array( 'استخدام', 'ممكن' ), array( 'استخدام', 'ممكن' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'كلمة المرور',
			'لإدخال كلمة مرور جديدة افتح صفحة الحساب. كلمة المرور القوية أطول من عشرة أحرف.',
			'كيف يمكنني تغيير اللغة؟',
			'كيف يمكنني تغيير لغة الموقع؟ اختر اللغة من الإعدادات.',
			'كيف يمكنني تغيير كلمة المرور؟',
		);
	}

	public function test_a_word_finds_the_page_that_writes_it_with_an_article_prefixes_or_short_vowels(): void {
		$settings = $this->article( 'الإعدادات', '<p>من صفحة الإعدادات يمكنك اختيار اللغة.</p>' );
		$password = $this->article( 'كَلِمَةُ المُرُور', '<p>وبالحساب الجديد تختار كلمة مرور قوية.</p>' );

		$this->assertSame( array( $settings ), $this->search_ids( 'اعدادات' ), 'without the article or the hamza' );
		$this->assertSame( array( $password ), $this->search_ids( 'كلمة المرور' ), 'without short vowels' );
		$this->assertSame( array( $password ), $this->search_ids( 'حساب' ), '"وبالحساب": and, with, the' );
	}
}
