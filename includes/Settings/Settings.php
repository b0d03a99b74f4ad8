<?php
/**
 * The one option that holds every assistant setting: defaults, reads and the public subset.
 *
 * @package Docent
 */

namespace Docent\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `docent_settings`, merged over the defaults; validates every write against Schema.
 */
final class Settings {

	public const OPTION = 'docent_settings';

	/**
	 * Secrets: stored encrypted, never returned or printed, only reported as set or not.
	 */
	public const SECRETS = array( 'integrate_ai.api_key', 'message.turnstile_secret_key' );

	/**
	 * Server-only keys: never printed into a page.
	 */
	public const SERVER_ONLY = array(
		'remove_all_data',
		'integrate_ai.provider',
		'integrate_ai.base_url',
		'integrate_ai.model',
		'integrate_ai.api_key',
		'integrate_ai.rate_limit',
		'integrate_ai.hourly_budget',
		'explore.synonyms',
		'message.email_address',
		'message.reply_to',
		'message.turnstile_secret_key',
		'message.rate_limit',
		'docs_home',
	);

	/**
	 * Hooks: the option is created (autoloaded) on activation, so public pages never query it.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this, 'install' ) );
		add_action( 'admin_init', array( $this, 'install' ) );
		add_filter( 'site_status_tests', array( Stored_Shape::class, 'add_site_health_test' ) );
	}

	/**
	 * Stores the option, autoloaded, when it is missing. A missing option costs every page a query.
	 */
	public function install(): void {
		if ( false === get_option( self::OPTION, false ) ) {
			add_option( self::OPTION, array(), '', true );
		}
	}

	/**
	 * Every setting's default value.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return Defaults::all();
	}

	/**
	 * The last merge and what it was made from: a public page asks for the settings several
	 * times (visibility, enqueue, boot data), and the defaults' translations are not free.
	 *
	 * @var array{0: array<string, mixed>, 1: string, 2: array<string, mixed>}|null
	 */
	private ?array $merged = null;

	/**
	 * The stored settings merged over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$locale = determine_locale();
		// Recomputed whenever the stored option or the language changes, so an update is seen at once.
		if ( null === $this->merged || $this->merged[0] !== $stored || $this->merged[1] !== $locale ) {
			$this->merged = array( $stored, $locale, self::merge( self::defaults(), $stored ) );
		}
		return $this->merged[2];
	}

	/**
	 * Recursively lays $over onto $base, keeping only keys $base knows. Lists replace whole.
	 * Where $base holds a group or a list and $over does not (a bad import, a half-run
	 * migration), the default stays: Stored_Shape reports it in Site Health.
	 *
	 * @param array<string, mixed> $base Defaults.
	 * @param array<string, mixed> $over Stored values.
	 * @return array<string, mixed>
	 */
	public static function merge( array $base, array $over ): array {
		foreach ( $base as $key => $value ) {
			if ( ! array_key_exists( $key, $over ) || ( is_array( $value ) && ! is_array( $over[ $key ] ) ) ) {
				continue;
			}
			$base[ $key ] = is_array( $value ) && array_values( $value ) !== $value && is_array( $over[ $key ] )
				? self::merge( $value, $over[ $key ] )
				: $over[ $key ];
		}
		return $base;
	}

	/**
	 * What a visitor's page may see: the settings without any server-only key.
	 *
	 * @return array<string, mixed>
	 */
	public function public_data(): array {
		$data = $this->get();
		foreach ( self::SERVER_ONLY as $path ) {
			list( $group, $key ) = array_pad( explode( '.', $path, 2 ), 2, null );
			if ( null === $key ) {
				unset( $data[ $group ] );
			} else {
				unset( $data[ $group ][ $key ] );
			}
		}
		return $data;
	}

	/**
	 * What an administrator may read: everything except the secrets, which are only
	 * reported as set or not ("api_key_set" beside "api_key").
	 *
	 * @return array<string, mixed>
	 */
	public function admin_data(): array {
		$data = $this->get();
		foreach ( self::SECRETS as $path ) {
			list( $group, $key ) = explode( '.', $path, 2 );
			$data[ $group ][ $key . '_set' ] = '' !== Secret_Box::open( (string) $data[ $group ][ $key ] );
			unset( $data[ $group ][ $key ] );
		}
		return $data;
	}

	/**
	 * A secret's plain value, for the server code that uses it (never for output).
	 *
	 * @param string $path Dotted path from SECRETS, e.g. "integrate_ai.api_key".
	 */
	public function secret( string $path ): string {
		list( $group, $key ) = explode( '.', $path, 2 );
		return Secret_Box::open( (string) ( $this->get()[ $group ][ $key ] ?? '' ) );
	}

	/**
	 * Validates a partial settings object against the schema and saves it over the stored one:
	 * keys given replace, others stay (lists replace whole). Secrets given in plain text are
	 * encrypted; "" clears one. Nothing is saved when any field is invalid.
	 *
	 * @param array<string, mixed> $partial Keys to replace.
	 * @return array<string, mixed>|WP_Error The full stored settings, or a 400 error naming the field.
	 */
	public function update( array $partial ) {
		$clean = Validator::check( $partial, Schema::get() );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		foreach ( self::SECRETS as $path ) {
			list( $group, $key ) = explode( '.', $path, 2 );
			if ( isset( $clean[ $group ][ $key ] ) ) {
				$clean[ $group ][ $key ] = Secret_Box::seal( $clean[ $group ][ $key ] );
			}
		}
		$next = self::merge( $this->get(), $clean );
		update_option( self::OPTION, self::changed( $next, self::defaults() ), true );
		return $next;
	}

	/**
	 * What differs from the defaults: the values an owner changed. Only these are stored, so a
	 * default text stays unset and is translated when read, in the language of the page that reads
	 * it, not the one the settings were saved in. Groups recurse; lists, and groups of numbers only
	 * (a colour, a font, a rate limit), are one value each and stored whole once changed.
	 *
	 * @param array<string, mixed> $values   Full settings.
	 * @param array<string, mixed> $defaults The defaults (in the saving user's language).
	 * @return array<string, mixed>
	 */
	public static function changed( array $values, array $defaults ): array {
		$out = array();
		foreach ( $values as $key => $value ) {
			$default = $defaults[ $key ] ?? null;
			if ( is_array( $value ) && is_array( $default ) && self::is_group( $default ) ) {
				$group = self::changed( $value, $default );
				if ( $group ) {
					$out[ $key ] = $group;
				}
			} elseif ( ! array_key_exists( $key, $defaults ) || ! self::same( $value, $default ) ) {
				$out[ $key ] = $value;
			}
		}
		return $out;
	}

	/**
	 * Whether a default is a group of settings (not a list, nor a value made of numbers).
	 *
	 * @param array<mixed> $value A default.
	 */
	private static function is_group( array $value ): bool {
		$numbers = array_filter( $value, static fn( $item ): bool => is_int( $item ) || is_float( $item ) );
		return $value && array_values( $value ) !== $value && count( $numbers ) < count( $value );
	}

	/**
	 * Whether two setting values are equal: numbers by value (a stored 1 is the default 1.0),
	 * everything else strictly, lists item by item.
	 *
	 * @param mixed $a A value.
	 * @param mixed $b Another.
	 */
	private static function same( $a, $b ): bool {
		if ( is_array( $a ) && is_array( $b ) ) {
			if ( array_keys( $a ) !== array_keys( $b ) ) {
				return false;
			}
			foreach ( $a as $key => $item ) {
				if ( ! self::same( $item, $b[ $key ] ) ) {
					return false;
				}
			}
			return true;
		}
		if ( ( is_int( $a ) || is_float( $a ) ) && ( is_int( $b ) || is_float( $b ) ) ) {
			return (float) $a === (float) $b;
		}
		return $a === $b;
	}

	/**
	 * Whether a feature is switched on: "assistant", or "ai", "explore" or "messages", each only
	 * while the assistant is on too. The one way Docent reads a switch (see Switches).
	 *
	 * @param string $feature Feature name.
	 */
	public function enabled( string $feature ): bool {
		return Switches::on( $this->get(), $feature );
	}
}
