<?php
/**
 * Docent.DB.PreparedSQL: a query run through $wpdb is a literal or comes from $wpdb->prepare().
 *
 * @package Docent
 */

namespace Docent\Sniffs\DB;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Flags `$wpdb->query()`, `get_results()`, `get_var()`, `get_row()` and `get_col()` whose SQL holds a variable,
 * concatenated or interpolated, outside `$wpdb->prepare()`. `$wpdb`'s own table names (`{$wpdb->posts}`) and values
 * passed through absint(), intval(), floatval() or esc_sql() are safe. A line that a `phpcs:ignore` or `phpcs:disable`
 * comment exempts from WordPress.DB.PreparedSQL (the WordPress Coding Standards' check of the same thing) is a
 * decision already taken and written down, so it is exempt here too; on the line of the call, it covers all its SQL.
 */
class PreparedSQLSniff implements Sniff {

	/** The $wpdb methods that run SQL given as their first argument. */
	private const METHODS = array( 'query', 'get_results', 'get_var', 'get_row', 'get_col' );

	/** Functions whose result is safe in SQL whatever their argument. */
	private const SAFE_FUNCTIONS = array( 'absint', 'intval', 'floatval', 'esc_sql' );

	/**
	 * The tokens this sniff looks at.
	 *
	 * @return int[]
	 */
	public function register() {
		return array( T_VARIABLE );
	}

	/**
	 * Checks one `$wpdb->method(` call.
	 *
	 * @param File $file     The file.
	 * @param int  $stack_at Where `$wpdb` stands.
	 * @return void
	 */
	public function process( File $file, $stack_at ) {
		$tokens = $file->getTokens();
		$open   = $this->call_parenthesis( $file, $stack_at, self::METHODS );
		if ( null === $open || $this->exempt( $file, $tokens[ $stack_at ]['line'] ) ) {
			return;
		}
		$reported = array();
		foreach ( $this->unsafe_tokens( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] ) as $at ) {
			$line = $tokens[ $at ]['line'];
			if ( isset( $reported[ $line ] ) || $this->exempt( $file, $line ) ) {
				continue;
			}
			$reported[ $line ] = true;
			$file->addError( 'SQL built from a variable outside $wpdb->prepare(): %s', $at, 'NotPrepared', array( trim( $tokens[ $at ]['content'] ) ) );
		}
	}

	/**
	 * The opening parenthesis of `$wpdb->name(` when the variable at $at is `$wpdb` and name is one of $names.
	 *
	 * @param File     $file  The file.
	 * @param int      $at    A variable.
	 * @param string[] $names Method names.
	 * @return int|null
	 */
	private function call_parenthesis( File $file, $at, array $names ) {
		$tokens = $file->getTokens();
		if ( '$wpdb' !== $tokens[ $at ]['content'] ) {
			return null;
		}
		$arrow  = $file->findNext( T_WHITESPACE, $at + 1, null, true );
		$method = false === $arrow ? false : $file->findNext( T_WHITESPACE, $arrow + 1, null, true );
		$open   = false === $method ? false : $file->findNext( T_WHITESPACE, $method + 1, null, true );
		if ( false === $open || T_OBJECT_OPERATOR !== $tokens[ $arrow ]['code'] || T_STRING !== $tokens[ $method ]['code']
			|| ! in_array( strtolower( $tokens[ $method ]['content'] ), $names, true )
			|| T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return null;
		}
		return $open;
	}

	/**
	 * Tokens of the first argument that put a variable into the SQL.
	 *
	 * @param File $file  The file.
	 * @param int  $start First token of the arguments.
	 * @param int  $end   The call's closing parenthesis.
	 * @return int[]
	 */
	private function unsafe_tokens( File $file, $start, $end ) {
		$tokens = $file->getTokens();
		$unsafe = array();
		for ( $at = $start; $at < $end; $at++ ) {
			$code = $tokens[ $at ]['code'];
			if ( T_COMMA === $code ) {
				break;
			}
			if ( T_INLINE_THEN === $code ) {
				// A ternary's condition chooses the SQL and is not part of it.
				$unsafe = array();
				continue;
			}
			$skip_to = $this->safe_call_end( $file, $at );
			if ( null !== $skip_to ) {
				$at = $skip_to;
			} elseif ( T_OPEN_PARENTHESIS === $code || T_OPEN_SHORT_ARRAY === $code || T_ARRAY === $code ) {
				$closer = T_OPEN_SHORT_ARRAY === $code ? 'bracket_closer' : 'parenthesis_closer';
				$opener = T_ARRAY === $code ? $tokens[ $at ]['parenthesis_opener'] : $at;
				$inner  = $this->unsafe_tokens_within( $file, $opener, $tokens[ $opener ][ $closer ] );
				$unsafe = array_merge( $unsafe, $inner );
				$at     = $tokens[ $opener ][ $closer ];
			} elseif ( $this->puts_variable_in( $file, $at ) ) {
				$unsafe[] = $at;
			}
		}
		return $unsafe;
	}

	/**
	 * Unsafe tokens inside brackets, where commas separate a nested call's arguments, not ours.
	 *
	 * @param File $file   The file.
	 * @param int  $opener Opening bracket.
	 * @param int  $closer Closing bracket.
	 * @return int[]
	 */
	private function unsafe_tokens_within( File $file, $opener, $closer ) {
		$unsafe = array();
		for ( $at = $opener + 1; $at < $closer; $at++ ) {
			$skip_to = $this->safe_call_end( $file, $at );
			if ( null !== $skip_to ) {
				$at = $skip_to;
			} elseif ( $this->puts_variable_in( $file, $at ) ) {
				$unsafe[] = $at;
			}
		}
		return $unsafe;
	}

	/**
	 * Where a call whose result is safe ends: `$wpdb->prepare( … )`, `absint( … )`; null for any other token.
	 *
	 * @param File $file The file.
	 * @param int  $at   A token.
	 * @return int|null
	 */
	private function safe_call_end( File $file, $at ) {
		$tokens = $file->getTokens();
		if ( T_VARIABLE === $tokens[ $at ]['code'] ) {
			$open = $this->call_parenthesis( $file, $at, array( 'prepare' ) );
			return null === $open ? null : $tokens[ $open ]['parenthesis_closer'];
		}
		if ( T_STRING !== $tokens[ $at ]['code'] || ! in_array( strtolower( $tokens[ $at ]['content'] ), self::SAFE_FUNCTIONS, true ) ) {
			return null;
		}
		$open = $file->findNext( T_WHITESPACE, $at + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return null;
		}
		return $tokens[ $open ]['parenthesis_closer'];
	}

	/**
	 * Whether the token is a variable other than `$wpdb->table`, or a string interpolating one.
	 *
	 * @param File $file The file.
	 * @param int  $at   A token.
	 * @return bool
	 */
	private function puts_variable_in( File $file, $at ) {
		$token = $file->getTokens()[ $at ];
		if ( T_VARIABLE === $token['code'] ) {
			$next = $file->findNext( T_WHITESPACE, $at + 1, null, true );
			return ! ( '$wpdb' === $token['content'] && false !== $next && T_OBJECT_OPERATOR === $file->getTokens()[ $next ]['code'] );
		}
		if ( T_DOUBLE_QUOTED_STRING !== $token['code'] && T_HEREDOC !== $token['code'] ) {
			return false;
		}
		preg_match_all( '/(?<!\\\\)\$(\w+)(->\w+)?/', $token['content'], $found, PREG_SET_ORDER );
		foreach ( $found as $variable ) {
			if ( 'wpdb' !== $variable[1] || empty( $variable[2] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an ignore comment exempts the line from WordPress.DB.PreparedSQL.
	 *
	 * @param File $file The file.
	 * @param int  $line A line.
	 * @return bool
	 */
	private function exempt( File $file, $line ) {
		$ignored = $file->getIgnoredLines()[ $line ] ?? array();
		foreach ( array_keys( $ignored ) as $code ) {
			if ( in_array( $code, array( 'WordPress', 'WordPress.DB', 'WordPress.DB.PreparedSQL' ), true ) || 0 === strpos( $code, 'WordPress.DB.PreparedSQL.' ) ) {
				return true;
			}
		}
		return false;
	}
}
