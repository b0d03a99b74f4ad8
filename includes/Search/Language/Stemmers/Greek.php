<?php
/**
 * The Snowball stemmer for Greek words, so "σελίδα", "σελίδας" and "σελίδες" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Greek algorithm of the Snowball project (snowballstem.org; Ntais's stemmer as Saroukos
 * revised it, with the word "ίσα" kept as "ισ" since 2025). The letters are read in lower case
 * without accents and final ς as σ, and a word of fewer than three letters is left at that. Then
 * a long run of steps each takes the longest of its own endings off the word and puts part of it
 * back after the stems its lists name: a list holds whole stems ("πα" of "πάιζα" gets its ι back)
 * or the letters a stem ends with. The general endings of the last but one step go only from
 * words no earlier step has touched.
 *
 * Snowball reads ϊ and ΐ as η, not ι (its lower-casing table names eta where iota is meant), and
 * its published stems show it: "αθεϊσμός" → "αθεησμ". This class does the same, so only a word
 * that comes with its dialytika gets the η; a folded one is read with ι.
 *
 * It works on bytes: each Greek letter, in any of its forms, is held as one ASCII letter while the
 * word is stemmed (LETTERS). The algorithm reads no other letter and works only at the end of the
 * word, so everything up to the last letter that is not Greek stays as it is (but for its Greek
 * letters, put in lower case): it is set aside, and one byte no rule matches stands for it.
 */
final class Greek implements Word_Stemmer {

	/**
	 * The byte each Greek letter is held as, with the letter's forms: the plain lower-case one
	 * (what the stem is written with) first, then the accented and capital ones (ϊ and ΐ with η,
	 * as Snowball reads them).
	 */
	private const LETTERS = array(
		'a' => 'αάΑΆ',
		'b' => 'βΒ',
		'g' => 'γΓ',
		'd' => 'δΔ',
		'e' => 'εέΕΈ',
		'z' => 'ζΖ',
		'h' => 'ηήΗΉϊΐ',
		'q' => 'θΘ',
		'i' => 'ιίΙΊΪ',
		'k' => 'κΚ',
		'l' => 'λΛ',
		'm' => 'μΜ',
		'n' => 'νΝ',
		'x' => 'ξΞ',
		'o' => 'οόΟΌ',
		'p' => 'πΠ',
		'r' => 'ρΡ',
		's' => 'σςΣ',
		't' => 'τΤ',
		'u' => 'υύϋΰΥΎΫ',
		'f' => 'φΦ',
		'c' => 'χΧ',
		'y' => 'ψΨ',
		'w' => 'ωώΩΏ',
	);

	/** What holds the part of a word before its last letter that is not Greek. */
	private const OTHER = '*';

	/** The vowels, each as a stem may end in it. */
	private const VOWELS = 'α ε η ι ο υ ω';

	/** The vowels but υ (the algorithm's second vowel class). */
	private const VOWELS_BUT_U = 'α ε η ι ο ω';

	/**
	 * The steps, in order. Each looks for the longest of its endings; when the word has one, the
	 * ending is replaced by the group's key ('' deletes it), and then the first of the step's tests
	 * the stem passes puts back what its group's key says:
	 *
	 * - "is": the stem is one of the words (Snowball's "atlimit");
	 * - "ends": the stem ends with one of them, the longest deciding;
	 * - "swap": the same, but the key replaces the ending it found;
	 * - "else": always.
	 *
	 * A step marks the word as touched unless it says "keeps"; "untouched" runs only on a word no
	 * step has marked; "whole" takes its ending only when it is the whole word.
	 */
	private const STEPS = array(
		// Step 1: irregular nouns, cut back to what their forms share.
		'1'         => array(
			'endings' => array(
				'φα'     => 'φαγια φαγιου φαγιων',
				'σκα'    => 'σκαγια σκαγιου σκαγιων',
				'ολο'    => 'ολογιου ολογια ολογιων',
				'σο'     => 'σογιου σογια σογιων',
				'τατο'   => 'τατογια τατογιου τατογιων',
				'κρε'    => 'κρεασ κρεατοσ κρεατα κρεατων',
				'περ'    => 'περασ περατοσ περατη περατα περατων',
				'τερ'    => 'τερασ τερατοσ τερατα τερατων',
				'φω'     => 'φωσ φωτοσ φωτα φωτων',
				'καθεστ' => 'καθεστωσ καθεστωτοσ καθεστωτα καθεστωτων',
				'γεγον'  => 'γεγονοσ γεγονοτοσ γεγονοτα γεγονοτων',
			),
		),
		// -ίζω verbs.
		's1'        => array(
			'endings' => array( '' => 'ιζα ιζεσ ιζε ιζαμε ιζατε ιζαν ιζανε ιζω ιζεισ ιζει ιζουμε ιζετε ιζουν ιζουνε' ),
			'then'    => array(
				array(
					'is',
					array(
						'ι'  => 'αναμπα εμπα επα ξαναπα πα περιπα αθρο συναθρο δανε',
						'ιζ' => 'μαρκ κορν αμπαρ αρρ βαθυρι βαρκ β βολβορ γκρ γλυκορ γλυκυρ ιμπ λ λου μαρ μ πρ μπρ πολυρ π ρ
							πιπερορ',
					),
				),
			),
		),
		// Passive -ώθηκα.
		's2'        => array(
			'endings' => array( '' => 'ωθηκα ωθηκεσ ωθηκε ωθηκαμε ωθηκατε ωθηκαν ωθηκανε' ),
			'then'    => array( array( 'is', array( 'ων' => 'αλ βι εν υψ λι ζω σ χ' ) ) ),
		),
		// The word "ίσα" itself, which keeps its σ (and leaves the word untouched).
		's3_word'   => array(
			'endings' => array( 'ισ' => 'ισα' ),
			'whole'   => true,
			'keeps'   => true,
		),
		// Aorist -ισα.
		's3'        => array(
			'endings' => array( '' => 'ισα ισεσ ισε ισαμε ισατε ισαν ισανε' ),
			'then'    => array(
				array(
					'is',
					array(
						'ι'  => 'αναμπα αθρο εμπα εσε εσωκλε επα ξαναπα επε περιπα συναθρο δανε κλε χαρτοπα εξαρχα μετεπε
							αποκλε απεκλε εκλε πε',
						'ισ' => 'αν αφ γε γιγαντοαφ γκε δημοκρατ κομ γκ μ π πουκαμ ολο λαρ',
					),
				),
			),
		),
		// Subjunctive -ίσω.
		's4'        => array(
			'endings' => array( '' => 'ισω ισεισ ισει ισουμε ισετε ισουν ισουνε' ),
			'then'    => array(
				array(
					'is',
					array(
						'ι' => 'αναμπα εμπα εσε εσωκλε επα ξαναπα επε περιπα αθρο συναθρο δανε κλε χαρτοπα εξαρχα μετεπε
							αποκλε απεκλε εκλε πε',
					),
				),
			),
		),
		// -ιστής, -ιστός.
		's5'        => array(
			'endings' => array( '' => 'ιστοσ ιστου ιστο ιστε ιστοι ιστων ιστουσ ιστη ιστησ ιστα ιστεσ' ),
			'then'    => array(
				array(
					'is',
					array(
						'ι'   => 'δανε συναθρο κλε σε εσωκλε ασε πλε',
						'ιστ' => 'μ π απ αρ ηδ κτ σκ σχ υψ φα χρ χτ ακτ αορ ασχ ατα αχν αχτ γεμ γυρ εμπ ευπ εχθ ηφα καθ
							κακ κυλ λυγ μακ μεγ ταχ φιλ χωρ',
					),
				),
			),
		),
		// -ισμός; a few adjectives before it lose their -ικ or -ιν too.
		's6'        => array(
			'endings' => array( '' => 'ισμο ισμοι ισμοσ ισμου ισμουσ ισμων' ),
			'then'    => array(
				array(
					'is',
					array(
						'ισμ' => 'σε μετασε μικροσε εγκλε αποκλε',
						'ι'   => 'δανε αντιδανε',
					),
				),
				array(
					'swap',
					array(
						'αγνωστ'   => 'αγνωστικ',
						'ατομ'     => 'ατομικ',
						'γνωστ'    => 'γνωστικ',
						'εθν'      => 'εθνικ',
						'εκλεκτ'   => 'εκλεκτικ',
						'σκεπτ'    => 'σκεπτικ',
						'τοπ'      => 'τοπικ',
						'αλεξανδρ' => 'αλεξανδριν',
						'βυζαντ'   => 'βυζαντιν',
						'θεατρ'    => 'θεατριν',
					),
				),
			),
		),
		// Diminutives -αράκι, -ουδάκι.
		's7'        => array(
			'endings' => array( '' => 'αρακι αρακια ουδακι ουδακια' ),
			'then'    => array( array( 'is', array( 'αρακ' => 'σ χ' ) ) ),
		),
		// Diminutives -άκι, -ίτσα.
		's8'        => array(
			'endings' => array( '' => 'ακι ακια ιτσα ιτσασ ιτσεσ ιτσων αρακι αρακια' ),
			'then'    => array(
				array(
					'is',
					array(
						'ακ'  => 'βαμβ βρ καιμ κον κορ λαβρ λουλ μερ μουστ ναγκασ πλ ρ ρυ σ σκ σοκ σπαν τζ φαρμ χ καπακ
							αλισφ αμβρ ανθρ κ φυλ κατραπ κλιμ μαλ σλοβ φ σφ τσεχοσλοβ',
						'ιτσ' => 'β βαλ γιαν γλ ζ ηγουμεν καρδ μακρυν νυφ πατερ π τοσ τριπολ',
					),
				),
				array( 'ends', array( 'ιτσ' => 'κορ' ) ),
			),
		),
		// -ίδιο.
		's9'        => array(
			'endings' => array( '' => 'ιδιο ιδια ιδιων' ),
			'then'    => array(
				array( 'is', array( 'ιδ' => 'αιφν ιρ ολο ψαλ' ) ),
				array( 'ends', array( 'ιδ' => 'ε παιχν' ) ),
			),
		),
		// -ίσκος.
		's10'       => array(
			'endings' => array( '' => 'ισκοσ ισκου ισκο ισκε' ),
			'then'    => array( array( 'is', array( 'ισκ' => 'δ ιβ μην ρ φραγκ λυκ οβελ' ) ) ),
		),
		// Step 2a: plural -άδες keeps -αδ, except after the family words that own the α ("μαμάδες").
		'2a'        => array(
			'endings' => array( '' => 'αδεσ αδων' ),
			'keeps'   => true,
			'then'    => array(
				array( 'ends', array( '' => 'οκ μαμ μαν μπαμπ πατερ γιαγι νταντ κυρ θει πεθερ' ) ),
				array( 'else', 'αδ' ),
			),
		),
		// Step 2b: plural -έδες, -εδ kept after a few stems.
		'2b'        => array(
			'endings' => array( '' => 'εδεσ εδων' ),
			'keeps'   => true,
			'then'    => array( array( 'ends', array( 'εδ' => 'οπ ιπ εμπ υπ γηπ δαπ κρασπ μιλ' ) ) ),
		),
		// Step 2c: plural -ούδες, -ουδ kept after a few stems.
		'2c'        => array(
			'endings' => array( '' => 'ουδεσ ουδων' ),
			'keeps'   => true,
			'then'    => array(
				array( 'ends', array( 'ουδ' => 'αρκ καλιακ πεταλ λιχ πλεξ σκ σ φλ φρ βελ λουλ χν σπ τραγ φε' ) ),
			),
		),
		// Step 2d: genitive -έως.
		'2d'        => array(
			'endings' => array( '' => 'εωσ εων' ),
			'then'    => array( array( 'is', array( 'ε' => 'θ δ ελ γαλ ν π ιδ παρ' ) ) ),
		),
		// Step 3: -ια, -ιου, -ιων; the ι stays after a vowel.
		'3'         => array(
			'endings' => array( '' => 'ια ιου ιων' ),
			'then'    => array( array( 'ends', array( 'ι' => self::VOWELS ) ) ),
		),
		// Step 4: -ικα, -ικο; -ικ stays after a vowel and a list of stems.
		'4'         => array(
			'endings' => array( '' => 'ικα ικο ικου ικων' ),
			'then'    => array(
				array( 'ends', array( 'ικ' => self::VOWELS ) ),
				array(
					'is',
					array(
						'ικ' => 'αλ αδ ενδ αμαν αμμοχαλ ηθ ανηθ αντιδ φυσ βρωμ γερ εξωδ καλπ καλλιν καταδ μουλ μπαν μπαγιατ
							μπολ μποσ νιτ ξικ συνομηλ πετσ πιτσ πικαντ πλιατσ ποστελν πρωτοδ σερτ συναδ τσαμ υποδ φιλον
							φυλοδ χασ',
					),
				),
			),
		),
		// Step 5a: -αμε, after the word "αγαμε" and the longer endings that hold it.
		'5a_word'   => array(
			'endings' => array( 'αγαμ' => 'αγαμε' ),
			'whole'   => true,
			'keeps'   => true,
		),
		'5a_long'   => array( 'endings' => array( '' => 'αγαμε ησαμε ουσαμε ηκαμε ηθηκαμε' ) ),
		'5a'        => array(
			'endings' => array( '' => 'αμε' ),
			'then'    => array( array( 'is', array( 'αμ' => 'αναπ αποθ αποκ αποστ βουβ ξεθ ουλ πεθ πικρ ποτ σιχ χ' ) ) ),
		),
		// Step 5b: -ανε, after the longer endings that hold it.
		'5b_long'   => array(
			'endings' => array( '' => 'αγανε ησανε ουσανε ιοντανε ιοτανε ιουντανε οντανε οτανε ουντανε ηκανε ηθηκανε' ),
			'then'    => array( array( 'is', array( 'αγαν' => 'τρ τσ' ) ) ),
		),
		'5b'        => array(
			'endings' => array( '' => 'ανε' ),
			'then'    => array(
				array( 'ends', array( 'αν' => self::VOWELS_BUT_U ) ),
				array(
					'is',
					array(
						'αν' => 'βετερ βουλκ βραχμ γ δραδουμ θ καλπουζ καστελ κορμορ λαοπλ μωαμεθ μ μουσουλμ ν ουλ π
							πελεκ πλ πολισ πορτολ σαρακατσ σουλτ τσαρλατ ορφ τσιγγ τσοπ φωτοστεφ χ ψυχοπλ αγ γαλ γερ δεκ
							διπλ αμερικαν ουρ πιθ πουριτ σ ζωντ ικ καστ κοπ λιχ λουθηρ μαιντ μελ σιγ σπ στεγ τραγ τσαγ φ
							ερ αδαπ αθιγγ αμηχ ανικ ανοργ απηγ απιθ ατσιγγ βασ βασκ βαθυγαλ βιομηχ βραχυκ διατ διαφ ενοργ
							θυσ καπνοβιομηχ καταγαλ κλιβ κοιλαρφ λιβ μεγλοβιομηχ μικροβιομηχ νταβ ξηροκλιβ ολιγοδαμ ολογαλ
							πενταρφ περηφ περιτρ πλατ πολυδαπ πολυμηχ στεφ ταβ τετ υπερηφ υποκοπ χαμηλοδαπ ψηλοταβ',
					),
				),
			),
		),
		// Step 5c: -ετε, after -ησετε.
		'5c_long'   => array( 'endings' => array( '' => 'ησετε' ) ),
		'5c'        => array(
			'endings' => array( '' => 'ετε' ),
			'then'    => array(
				array( 'ends', array( 'ετ' => self::VOWELS_BUT_U ) ),
				array(
					'ends',
					array(
						'ετ' => 'οδ αιρ φορ ταθ διαθ σχ ενδ ευρ τιθ υπερθ ραθ ενθ ροθ σθ πυρ αιν συνδ συν συνθ χωρ πον βρ
							καθ ευθ εκθ νετ ρον αρκ βαρ βολ ωφελ',
					),
				),
				array(
					'is',
					array(
						'ετ' => 'αβαρ βεν εναρ αβρ αδ αθ αν απλ βαρον ντρ σκ κοπ μπορ νιφ παγ παρακαλ σερπ σκελ συρφ τοκ
							υ δ εμ θαρρ θ',
					),
				),
			),
		),
		// Step 5d: participles -οντας, -ωντας.
		'5d'        => array(
			'endings' => array( '' => 'οντασ ωντασ' ),
			'then'    => array(
				array( 'is', array( 'οντ' => 'αρχ' ) ),
				array( 'ends', array( 'ωντ' => 'κρε' ) ),
			),
		),
		// Step 5e: -όμαστε.
		'5e'        => array(
			'endings' => array( '' => 'ομαστε ιομαστε' ),
			'then'    => array( array( 'is', array( 'ομαστ' => 'ον' ) ) ),
		),
		// Step 5f: -ιέστε, then -έστε.
		'5f_long'   => array(
			'endings' => array( '' => 'ιεστε' ),
			'then'    => array( array( 'is', array( 'ιεστ' => 'π απ συμπ ασυμπ ακαταπ αμεταμφ' ) ) ),
		),
		'5f'        => array(
			'endings' => array( '' => 'εστε' ),
			'then'    => array( array( 'is', array( 'ιεστ' => 'αλ αρ εκτελ ζ μ ξ παρακαλ προ νισ' ) ) ),
		),
		// Step 5g: -ηθηκα, then -ηκα.
		'5g_long'   => array( 'endings' => array( '' => 'ηθηκα ηθηκεσ ηθηκε' ) ),
		'5g'        => array(
			'endings' => array( '' => 'ηκα ηκεσ ηκε' ),
			'then'    => array(
				array( 'ends', array( 'ηκ' => 'σκωλ σκουλ ναρθ σφ οθ πιθ' ) ),
				array( 'is', array( 'ηκ' => 'διαθ θ παρακαταθ προσθ συνθ' ) ),
			),
		),
		// Step 5h: -ουσα.
		'5h'        => array(
			'endings' => array( '' => 'ουσα ουσεσ ουσε' ),
			'then'    => array(
				array( 'ends', array( 'ουσ' => 'ποδαρ βλεπ πανταχ φρυδ μαντιλ μαλλ κυματ λαχ ληγ φαγ ομ πρωτ' ) ),
				array(
					'is',
					array(
						'ουσ' => 'φαρμακ χαδ αγκ αναρρ βρομ εκλιπ λαμπιδ λεχ μ πατ ρ λ μεδ μεσαζ υποτειν αμ αιθ ανηκ δεσποζ
							ενδιαφερ δε δευτερευ καθαρευ πλε τσα',
					),
				),
			),
		),
		// Step 5j (before 5i, as Snowball runs them): -ησε.
		'5j'        => array(
			'endings' => array( '' => 'ησε ησου ησα' ),
			'then'    => array( array( 'is', array( 'ησ' => 'ν χερσον δωδεκαν ερημον μεγαλον επταν' ) ) ),
		),
		// Step 5i: -αγα; "ψοφ" and "ναυλοχ" are kept from the -αγ that "οφ" and "λοχ" get back.
		'5i'        => array(
			'endings' => array( '' => 'αγα αγεσ αγε' ),
			'then'    => array(
				array( 'ends', array( 'αγ' => 'κολλ' ) ),
				array(
					'ends',
					array(
						''   => 'ψοφ ναυλοχ',
						'αγ' => 'οφ πελ χορτ λλ σφ ρπ φρ πρ λοχ σμην',
					),
				),
				array(
					'is',
					array(
						'αγ' => 'αβαστ πολυφ αδηφ παμφ ρ ασπ αφ αμαλ αμαλλι ανυστ απερ ασπαρ αχαρ δερβεν δροσοπ ξεφ νεοπ
							νομοτ ολοπ ομοτ προστ προσωποπ συμπ συντ τ υποτ χαρ αειπ αιμοστ ανυπ αποτ αρτιπ διατ εν επιτ
							κροκαλοπ σιδηροπ λ ναυ ουλαμ ουρ π τρ μ',
					),
				),
			),
		),
		// Step 5k: -ηστε.
		'5k'        => array(
			'endings' => array( '' => 'ηστε' ),
			'then'    => array( array( 'is', array( 'ηστ' => 'ασβ σβ αχρ χρ απλ αειμν δυσχρ ευχρ κοινοχρ παλιμψ' ) ) ),
		),
		// Step 5l: -ουνε.
		'5l'        => array(
			'endings' => array( '' => 'ουνε ησουνε ηθουνε' ),
			'then'    => array( array( 'is', array( 'ουν' => 'ν ρ σπι στραβομουτσ κακομουτσ εξων' ) ) ),
		),
		// Step 5m: -ουμε.
		'5m'        => array(
			'endings' => array( '' => 'ουμε ησουμε ηθουμε' ),
			'then'    => array( array( 'is', array( 'ουμ' => 'παρασουσ φ χ ωριοπλ αζ αλλοσουσ ασουσ' ) ) ),
		),
		// Step 6: nouns in -μα, then the general endings of nouns, adjectives and verbs.
		'6_ma'      => array(
			'endings' => array( 'μα' => 'ματα ματων ματοσ' ),
			'keeps'   => true,
		),
		'6'         => array(
			'endings'   => array(
				'' => 'α αγατε αγαν αει αμαι αν ασ ασαι αται αω ε ει εισ ειτε εσαι εσ εται ι ιεμαι ιεμαστε ιεται ιεσαι
					ιεσαστε ιομασταν ιομουν ιομουνα ιονταν ιοντουσαν ιοσασταν ιοσαστε ιοσουν ιοσουνα ιοταν ιουμα ιουμαστε
					ιουνται ιουνταν η ηδεσ ηδων ηθει ηθεισ ηθειτε ηθηκατε ηθηκαν ηθουν ηθω ηκατε ηκαν ησ ησαν ησατε ησει
					ησεσ ησουν ησω ο οι ομαι ομασταν ομουν ομουνα ονται ονταν οντουσαν οσ οσασταν οσαστε οσουν οσουνα
					οταν ου ουμαι ουμαστε ουν ουνται ουνταν ουσ ουσαν ουσατε υ υσ ω ων',
			),
			'untouched' => true,
		),
		// Step 7: comparatives and superlatives.
		'7'         => array( 'endings' => array( '' => 'εστερ εστατ οτερ οτατ υτερ υτατ ωτερ ωτατ' ) ),
	);

	/**
	 * Each form of a Greek letter, by the byte that holds it.
	 *
	 * @var array<string, string>
	 */
	private array $codes = array();

	/**
	 * The plain lower-case letters, by the byte that holds them.
	 *
	 * @var array<string, string>
	 */
	private array $decode = array();

	/**
	 * The plain lower-case letter of each form.
	 *
	 * @var array<string, string>
	 */
	private array $lower = array();

	/** Finds the part of a word up to its last letter that is not Greek (and fails on broken UTF-8). */
	private string $before_greek;

	/**
	 * The steps, ready to run: their endings as a Suffix_Table with the last letters those can end
	 * in, their flags, and their tests with the words encoded.
	 *
	 * @var array<int|string, array<string, mixed>>
	 */
	private array $steps = array();

	/**
	 * Builds the letter codes and the steps' tables once.
	 */
	public function __construct() {
		foreach ( self::LETTERS as $code => $forms ) {
			$forms                 = preg_split( '//u', $forms, -1, PREG_SPLIT_NO_EMPTY );
			$this->decode[ $code ] = $forms[0];
			foreach ( $forms as $form ) {
				$this->codes[ $form ] = $code;
				$this->lower[ $form ] = $forms[0];
			}
		}
		$this->before_greek = '/^(?:.*[^' . implode( '', array_keys( $this->codes ) ) . '])?/su';

		foreach ( self::STEPS as $name => $step ) {
			$then = array();
			foreach ( $step['then'] ?? array() as list( $kind, $groups ) ) {
				$then[] = array( $kind, $this->test_table( $kind, $groups ) );
			}
			$endings = $this->encode_keys( $step['endings'] );
			$last    = '';
			foreach ( preg_split( '/\s+/', trim( strtr( implode( ' ', $endings ), $this->codes ) ) ) as $ending ) {
				$last .= substr( $ending, -1 );
			}
			$this->steps[ $name ] = array(
				'endings'   => new Suffix_Table( $endings, $this->codes ),
				'last'      => count_chars( $last, 3 ),
				'whole'     => $step['whole'] ?? false,
				'keeps'     => $step['keeps'] ?? false,
				'untouched' => $step['untouched'] ?? false,
				'then'      => $then,
			);
		}
	}

	/**
	 * The stem of one Greek word (any case, with or without accents).
	 *
	 * @param string $word UTF-8 word.
	 */
	public function stem( string $word ): string {
		if ( ! preg_match( $this->before_greek, $word, $found ) ) {
			return $word;
		}
		$before = $found[0];
		$w      = strtr( substr( $word, strlen( $before ) ), $this->codes );
		$length = strlen( $w );
		if ( '' !== $before ) {
			$length += (int) preg_match_all( '/./su', $before );
			$before  = strtr( $before, $this->lower );
		}
		if ( $length < 3 || '' === $w ) {
			return $before . strtr( $w, $this->decode );
		}

		$w         = ( '' === $before ? '' : self::OTHER ) . $w;
		$untouched = true;
		foreach ( $this->steps as $step ) {
			// A word can lose all its letters ("ίσες" does); then there is no ending left to find.
			if ( '' === $w ) {
				break;
			}
			// The last letter rules most steps out at once: that is most of the speed.
			if ( ( $step['untouched'] && ! $untouched ) || false === strpos( $step['last'], $w[ strlen( $w ) - 1 ] ) ) {
				continue;
			}
			$found = $step['endings']->longest( $w );
			if ( null === $found || ( $step['whole'] && 0 !== $found[0] ) ) {
				continue;
			}
			$w         = $this->put_back( substr( $w, 0, $found[0] ) . $found[1], $step['then'] );
			$untouched = $untouched && $step['keeps'];
		}
		return $before . strtr( '' === $before ? $w : substr( $w, 1 ), $this->decode );
	}

	/**
	 * The stem with what the first test it passes puts back (as it is when it passes none).
	 *
	 * @param string                                 $w    Encoded stem, its ending taken off.
	 * @param array<int, array{0: string, 1: mixed}> $then The step's tests, in order.
	 */
	private function put_back( string $w, array $then ): string {
		foreach ( $then as list( $kind, $table ) ) {
			if ( 'else' === $kind ) {
				return $w . $table;
			}
			if ( 'is' === $kind ) {
				if ( isset( $table[ $w ] ) ) {
					return $w . $table[ $w ];
				}
				continue;
			}
			$found = $table->longest( $w );
			if ( null !== $found ) {
				return 'swap' === $kind ? substr( $w, 0, $found[0] ) . $found[1] : $w . $found[1];
			}
		}
		return $w;
	}

	/**
	 * A test's words, encoded: by word for "is", a Suffix_Table for "ends" and "swap", the letters
	 * themselves for "else".
	 *
	 * @param string                       $kind   is, ends, swap or else.
	 * @param array<string, string>|string $groups Words separated by white space, by what goes back.
	 * @return array<string, string>|Suffix_Table|string
	 */
	private function test_table( string $kind, $groups ) {
		if ( 'else' === $kind ) {
			return strtr( $groups, $this->codes );
		}
		$groups = $this->encode_keys( $groups );
		if ( 'is' !== $kind ) {
			return new Suffix_Table( $groups, $this->codes );
		}
		$words = array();
		foreach ( $groups as $back => $list ) {
			foreach ( preg_split( '/\s+/', trim( $list ) ) as $stem ) {
				$words[ strtr( $stem, $this->codes ) ] = $back;
			}
		}
		return $words;
	}

	/**
	 * Groups with their keys (what goes back) encoded.
	 *
	 * @param array<string, string> $groups Words, by what goes back.
	 * @return array<string, string>
	 */
	private function encode_keys( array $groups ): array {
		$encoded = array();
		foreach ( $groups as $back => $words ) {
			$encoded[ strtr( (string) $back, $this->codes ) ] = $words;
		}
		return $encoded;
	}
}
