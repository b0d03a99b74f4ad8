<?php
/**
 * Indonesian: the words and framing Docent reads Indonesian docs and questions with.
 *
 * Keys as in en.php. Visitors write as they speak ("gimana", "nggak", "dong"): the everyday
 * forms of the framing and function words are read like the formal ones.
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

return array(
	'stopwords' => 'ada adalah agar aja aku akan anda apa apakah atau bagaimana bahwa begitu belum beberapa bisa bisakah boleh bukan dalam dan dapat dari daripada dengan di dia dong engkau ga gak gimana gitu gue harus hanya ia ini itu jadi jika juga kalau kami kamu kan karena ke kenapa kepada ketika kita lagi lah maka mana masih mau melalui mengapa mereka nggak nya oleh pada para perlu saat saja sama sangat saya sebagai sedang sehingga sekarang selalu setelah siapa sih sini situ sudah supaya tapi telah tentang tersebut tetapi tidak tuh untuk ya yang',
	'clitics'   => true, // A hyphen joins pronouns and particles to words: "debian-nya", "di-load" (Query).
	'leading'   => array(
		'(?:halo|hai|hi|selamat (?:pagi|siang|sore|malam))(?: (?:semua|kak|min|gan))?[\s,!.]+',
		'(?:tolong|mohon|permisi)(?: (?:bantu|jelaskan|jelasin|info))?[\s,]+',
		'(?:bisa|bisakah|boleh|dapatkah) (?:anda|kamu|kakak|min)(?: (?:jelaskan|jelasin|tunjukkan|bantu|kasih tahu|beri tahu))?(?: (?:saya|aku))?(?: (?:tentang|soal|cara))?[\s,]+',
		'(?:saya|aku|kami|kita) (?:ingin|mau|pengen|pengin|perlu|butuh)(?: (?:tahu|tau|belajar|paham|mengerti|bertanya|tanya))?(?: (?:lebih|lagi))?(?: (?:tentang|soal|mengenai|cara|bagaimana|gimana))?[\s,]+',
		'(?:saya|aku|kami) (?:punya|ada) (?:pertanyaan|masalah|kendala) (?:tentang|soal|mengenai|dengan|di)\s+',
		'(?:saya|aku|kami) (?:mencari|cari|nyari)(?: (?:info|informasi|bantuan|dokumentasi))?(?: (?:tentang|soal|mengenai))?\s+',
		'(?:apakah|apa) (?:ada|bisa|mungkin)(?: (?:cara|dokumentasi|informasi|artikel))?(?: (?:untuk|tentang|buat))?\s+',
		'(?:bagaimana|gimana|gmn) (?:cara|caranya)(?: (?:saya|aku|kita|untuk|buat))?\s+',
		'(?:bagaimana|gimana|gmn) (?:saya|aku|kita|kami)(?: (?:bisa|harus|dapat))?\s+',
		'(?:cara|caranya)(?: (?:untuk|buat))?\s+',
		'di ?mana (?:saya|aku|kita)(?: (?:bisa|dapat))?(?: (?:menemukan|mencari|lihat|melihat|nemu))?\s+',
		'apa (?:itu|yang dimaksud dengan|arti|maksud)\s+',
		'(?:apakah|apa) (?:saya|aku|kita) (?:bisa|harus|boleh|perlu)\s+',
	),
	'trailing'  => '/(?:[\s,]+(?:terima kasih|makasih|thanks|tolong|dong|ya|nih|kak|min|gan)|\s+(?:di|menurut) (?:dokumentasi|panduan|manual)(?:nya)?)[\s.!?]*$/iu',
	'around'    => array(
		'/^\s*bagaimana (.+?) (?:bekerja|berfungsi)[\s.!?]*$/iu',
	),
	'phrases'   => array(),
	'light'     => array( 'membuat', 'bikin', 'pakai', 'pake', 'memakai', 'menggunakan', 'gunakan', 'mungkin', 'hal', 'sesuatu', 'menemukan', 'cari', 'baik', 'mudah', 'cepat', 'sebenarnya', 'beberapa', 'banyak', 'berbagai' ),
	'own'       => '/\s+(?:situs|website|web|aplikasi|proyek)\s+(?:saya|kami|aku)(?:\s+sendiri)?\b/iu',
);
