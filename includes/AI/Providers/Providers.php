<?php
/**
 * The chat providers a site can choose from, and the hourly budget of questions sent to a remote one.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Provider;
use Docent\AI\Provider_Exception;
use Docent\Settings\Settings;
use Docent\Support\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * The built-in providers plus those added through `docent_ai_providers`; the local one always exists.
 */
final class Providers {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The offline provider, also the fallback for every other one.
	 *
	 * @var Local_Provider
	 */
	private Local_Provider $local;

	/**
	 * @param Settings       $settings Settings reader.
	 * @param Local_Provider $local    The offline provider.
	 */
	public function __construct( Settings $settings, Local_Provider $local ) {
		$this->settings = $settings;
		$this->local    = $local;
	}

	/**
	 * Questions the site sends to a non-local provider per clock hour (`integrate_ai.hourly_budget`).
	 */
	public function hourly_budget(): int {
		return max( 0, (int) ( $this->settings->get()['integrate_ai']['hourly_budget'] ?? 100 ) );
	}

	/**
	 * Counts one question against the site-wide hourly budget (one counter for the whole site,
	 * in the database or the shared object cache); false once it is spent, and the local
	 * provider answers until the hour turns.
	 *
	 * @param Provider $provider The provider that would be asked.
	 */
	public function within_budget( Provider $provider ): bool {
		$budget = $this->hourly_budget();
		if ( $budget > 0 && Rate_Limiter::hit( 'chat_budget', $budget, HOUR_IN_SECONDS, 'site' ) ) {
			return true;
		}
		/**
		 * Fires when a question is answered locally because the hourly budget is spent.
		 *
		 * @param string $provider Provider id.
		 * @param int    $budget   Questions per hour.
		 */
		do_action( 'docent_ai_budget_spent', $provider->id(), $budget );
		return false;
	}

	/**
	 * Every available provider by id: the built-in ones plus any added through the filter.
	 *
	 * @return array<string, Provider>
	 */
	public function all(): array {
		/**
		 * Filters the chat providers. Add an object implementing Docent\AI\Provider under its id();
		 * the `integrate_ai.provider` setting picks one by id.
		 *
		 * @param array<string, Provider> $providers Providers by id.
		 * @param Settings                $settings  Settings reader.
		 */
		$filtered  = apply_filters(
			'docent_ai_providers',
			array(
				Local_Provider::ID             => $this->local,
				OpenAI_Compatible_Provider::ID => new OpenAI_Compatible_Provider( $this->settings ),
			),
			$this->settings
		);
		$providers = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $provider ) {
			if ( $provider instanceof Provider ) {
				$providers[ $provider->id() ] = $provider;
			}
		}
		$providers[ Local_Provider::ID ] ??= $this->local;
		return $providers;
	}

	/**
	 * The provider chosen in settings (the local one when the choice is unknown).
	 */
	public function chosen(): Provider {
		$id        = (string) ( $this->settings->get()['integrate_ai']['provider'] ?? Local_Provider::ID );
		$providers = $this->all();
		return $providers[ $id ] ?? $this->local;
	}

	/**
	 * Calls the chosen provider with a tiny prompt, for the admin's "test connection" button.
	 *
	 * @return array{ok:bool, provider:string, message:string}
	 */
	public function test_connection(): array {
		$provider = $this->chosen();
		try {
			$message = $provider->test();
			$ok      = true;
		} catch ( \Exception $error ) {
			$message = $error instanceof Provider_Exception ? $error->getMessage() : __( 'The provider failed.', 'docent' );
			$ok      = false;
		}
		return array(
			'ok'       => $ok,
			'provider' => $provider->id(),
			'message'  => $message,
		);
	}
}
