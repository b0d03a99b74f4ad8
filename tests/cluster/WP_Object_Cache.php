<?php
/**
 * The Redis-backed cache behind the cluster test's object-cache.php drop-in.
 *
 * Values are PHP-serialized, except integers, which are stored as plain numbers so that
 * wp_cache_incr()/decr() are single atomic Redis commands. wp_cache_add() is SET NX.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

defined( 'ABSPATH' ) || exit;

/**
 * The cache: Redis for persistent groups, plus a per-request copy of what this request read or wrote.
 */
final class WP_Object_Cache {

	/**
	 * Lua: add to an integer only if the key exists, never below zero, keeping its expiry.
	 */
	private const INCR_SCRIPT = <<<'LUA'
local current = redis.call('GET', KEYS[1])
if not current then return false end
local value = (tonumber(current) or 0) + tonumber(ARGV[1])
if value < 0 then value = 0 end
redis.call('SET', KEYS[1], value, 'KEEPTTL')
return value
LUA;

	private Redis $redis;

	private string $prefix;

	private int $blog_id;

	/**
	 * Values this request has read or written, by full key.
	 *
	 * @var array<string, mixed>
	 */
	private array $local = array();

	/**
	 * @var array<string, true>
	 */
	private array $global_groups = array();

	/**
	 * @var array<string, true>
	 */
	private array $non_persistent = array();

	/**
	 * Cache hits and misses, for debugging tools that read them.
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * @var int
	 */
	public $cache_misses = 0;

	public function __construct() {
		global $table_prefix;
		$port        = (int) ( getenv( 'DOCENT_REDIS_PORT' ) ? getenv( 'DOCENT_REDIS_PORT' ) : ( defined( 'DOCENT_REDIS_PORT' ) ? DOCENT_REDIS_PORT : 6379 ) );
		$this->redis = new Redis();
		// A cache that cannot connect must fail the request loudly: the test is about the shared cache.
		$this->redis->connect( '127.0.0.1', $port, 2.0 );
		$salt          = defined( 'WP_CACHE_KEY_SALT' ) ? WP_CACHE_KEY_SALT : DB_NAME . ':' . $table_prefix;
		$this->prefix  = 'wp:' . $salt . ':';
		$this->blog_id = is_multisite() ? get_current_blog_id() : 1;
	}

	/**
	 * The Redis key: site prefix, blog id (unless the group is global), group and key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function key( $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
		return $this->prefix . $scope . ':' . $group . ':' . $key;
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent[ '' === $group ? 'default' : $group ] );
	}

	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore Generic.PHP.ForbiddenFunctions, WordPress.PHP.DiscouragedPHPFunctions -- a cache holds any PHP value, as WordPress's own does.
	}

	private static function decode( string $raw ) {
		return preg_match( '/^-?\d+$/', $raw ) ? (int) $raw : unserialize( $raw ); // phpcs:ignore Generic.PHP.ForbiddenFunctions, WordPress.PHP.DiscouragedPHPFunctions -- a cache holds any PHP value, as WordPress's own does.
	}

	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	private function write( string $full, $value, int $expire, bool $only_if_new, bool $only_if_exists, bool $persistent ): bool {
		if ( $persistent ) {
			$options = array();
			if ( $only_if_new ) {
				$options[] = 'nx';
			} elseif ( $only_if_exists ) {
				$options[] = 'xx';
			}
			if ( $expire > 0 ) {
				$options['ex'] = $expire;
			}
			if ( ! $this->redis->set( $full, self::encode( $value ), $options ) ) {
				return false;
			}
		} elseif ( ( $only_if_new && array_key_exists( $full, $this->local ) ) || ( $only_if_exists && ! array_key_exists( $full, $this->local ) ) ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $value );
		return true;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->write( $this->key( $key, (string) $group ), $data, (int) $expire, true, false, $this->persistent( (string) $group ) );
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $this->key( $key, (string) $group ), $data, (int) $expire, false, true, $this->persistent( (string) $group ) );
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->write( $this->key( $key, (string) $group ), $data, (int) $expire, false, false, $this->persistent( (string) $group ) );
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = (string) $group;
		$full  = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $full ] );
		}
		$raw = $this->persistent( $group ) ? $this->redis->get( $full ) : false;
		if ( false === $raw ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found                = true;
		$this->local[ $full ] = self::decode( $raw );
		++$this->cache_hits;
		return self::copy( $this->local[ $full ] );
	}

	public function delete( $key, $group = 'default' ): bool {
		$group = (string) $group;
		$full  = $this->key( $key, $group );
		$had   = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		return $this->persistent( $group ) ? $this->redis->del( $full ) > 0 : $had;
	}

	/**
	 * Adds $offset to an integer (atomically in Redis); false when the key does not exist.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount, may be negative.
	 * @param string     $group  Group.
	 * @return int|false
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = (string) $group;
		$full  = $this->key( $key, $group );
		if ( $this->persistent( $group ) ) {
			$value = $this->redis->eval( self::INCR_SCRIPT, array( $full, (int) $offset ), 1 );
			if ( false === $value || null === $value ) {
				unset( $this->local[ $full ] );
				return false;
			}
		} else {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$value = max( 0, (int) $this->local[ $full ] + (int) $offset );
		}
		$this->local[ $full ] = (int) $value;
		return (int) $value;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/**
	 * Deletes every key of this site (all groups, all blogs) from Redis, by prefix.
	 *
	 * @param string $pattern Key pattern after the prefix.
	 */
	private function delete_matching( string $pattern ): void {
		$iterator = null;
		$this->redis->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
		do {
			$keys = $this->redis->scan( $iterator, $this->prefix . $pattern, 1000 );
			if ( $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $iterator > 0 );
	}

	public function flush(): bool {
		$this->local = array();
		$this->delete_matching( '*' );
		return true;
	}

	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	public function flush_group( $group ): bool {
		$group = (string) $group;
		$start = $this->key( '', $group );
		foreach ( array_keys( $this->local ) as $full ) {
			if ( 0 === strpos( $full, $start ) ) {
				unset( $this->local[ $full ] );
			}
		}
		// Every blog's copy of the group, as WordPress's own flush_group() does.
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : '*';
		$this->delete_matching( $scope . ':' . $group . ':*' );
		return true;
	}

	/**
	 * @param string[] $groups Groups shared by every blog of a network.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	/**
	 * @param string[] $groups Groups kept only for the current request.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = (int) $blog_id;
	}

	public function close(): bool {
		$this->redis->close();
		return true;
	}
}
