<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * An Indonesian site reads Indonesian questions, formal and everyday: "Bagaimana cara …",
 * "Gimana caranya …", "Apa itu …", "Di mana saya bisa menemukan …" are framing.
 */
final class IndonesianTest extends Rules_Case {

	protected static function code(): string {
		return 'id';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'bagaimana cara' => array( 'Bagaimana cara mengekspor faktur saya?', 'mengekspor faktur saya?' ),
			'gimana caranya' => array( 'Gimana caranya ganti bahasa?', 'ganti bahasa?' ),
			'apa itu' => array( 'Apa itu webhook?', 'webhook?' ),
			'di mana saya bisa menemukan' => array( 'Di mana saya bisa menemukan pengaturan?', 'pengaturan?' ),
			'saya ingin tahu' => array( 'Saya ingin tahu cara mengganti bahasa', 'mengganti bahasa' ),
			'halo, apakah ada cara' => array( 'Halo, apakah ada cara untuk mengekspor faktur?', 'mengekspor faktur?' ),
			'terima kasih' => array( 'Ekspor faktur terima kasih', 'Ekspor faktur ' ),
			'bagaimana … bekerja' => array( 'Bagaimana sinkronisasi bekerja?', 'sinkronisasi ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'function words' => array( 'Kami ingin agar faktur dari pelanggan ada di akun mereka', array( 'ingin', 'faktur', 'pelanggan', 'akun' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'membuat, menggunakan' => array( array( 'membuat', 'templat', 'menggunakan' ), array( 'templat' ) ),
			'light words only' => array( array( 'membuat', 'menggunakan' ), array( 'membuat', 'menggunakan' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Mengekspor faktur',
			'Buka portal pelanggan lalu pilih Ekspor: semua faktur diunduh sebagai PDF.',
			'Bagaimana cara saya menghubungi Anda?',
			'Bagaimana cara saya menghubungi Anda? Saya membaca email setiap hari.',
			'Bagaimana cara saya mengekspor faktur?',
		);
	}
}
