<?php
/**
 * Address ranges a chat provider may never be on: not the public internet.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

defined( 'ABSPATH' ) || exit;

/**
 * PHP's own private and reserved flags differ between versions and miss ranges that lead inside
 * a cloud network (100.100.100.200 answers metadata requests on some clouds), so Docent lists
 * them itself: every special-purpose range of IPv4 and IPv6 that is not globally reachable, and
 * multicast. IPv6 addresses that carry an IPv4 one (mapped, NAT64, 6to4) are judged by it.
 */
final class Address_Ranges {

	/**
	 * IPv4 ranges that are not public unicast.
	 */
	private const IPV4 = array(
		'0.0.0.0/8',       // "This network".
		'10.0.0.0/8',      // Private.
		'100.64.0.0/10',   // Shared address space (carrier-grade NAT, cloud metadata).
		'127.0.0.0/8',     // Loopback.
		'169.254.0.0/16',  // Link-local (cloud metadata).
		'172.16.0.0/12',   // Private.
		'192.0.0.0/24',    // IETF protocol assignments.
		'192.0.2.0/24',    // Documentation.
		'192.88.99.0/24',  // 6to4 relay anycast.
		'192.168.0.0/16',  // Private.
		'198.18.0.0/15',   // Benchmarking.
		'198.51.100.0/24', // Documentation.
		'203.0.113.0/24',  // Documentation.
		'224.0.0.0/4',     // Multicast.
		'240.0.0.0/4',     // Reserved, and broadcast.
	);

	/**
	 * IPv6 ranges that are not public unicast (those carrying IPv4 are handled apart).
	 */
	private const IPV6 = array(
		'::/127',        // Unspecified and loopback.
		'100::/64',      // Discard.
		'2001::/23',     // IETF protocol assignments (Teredo and others).
		'2001:db8::/32', // Documentation.
		'fc00::/7',      // Unique local (private).
		'fe80::/10',     // Link-local.
		'fec0::/10',     // Site-local (deprecated).
		'ff00::/8',      // Multicast.
	);

	/**
	 * IPv6 prefixes whose addresses carry an IPv4 one: prefix, its length, where the IPv4 starts (bytes).
	 */
	private const CARRIERS = array(
		array( '::ffff:0:0', 96, 12 ), // IPv4-mapped.
		array( '::', 96, 12 ),         // IPv4-compatible (deprecated).
		array( '64:ff9b::', 96, 12 ),  // NAT64.
		array( '64:ff9b:1::', 48, 12 ), // Local-use NAT64.
		array( '2002::', 16, 2 ),      // 6to4.
	);

	/**
	 * Whether an address is public unicast: something a provider's URL may point to.
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	public static function is_public( string $address ): bool {
		if ( ! filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		$packed = (string) inet_pton( $address );
		if ( 4 === strlen( $packed ) ) {
			return ! self::in_any( $packed, self::IPV4 );
		}
		foreach ( self::CARRIERS as list( $prefix, $bits, $start ) ) {
			if ( self::in( $packed, (string) inet_pton( $prefix ), $bits ) ) {
				return self::is_public( (string) inet_ntop( substr( $packed, $start, 4 ) ) );
			}
		}
		return ! self::in_any( $packed, self::IPV6 );
	}

	/**
	 * Whether a packed address lies in any of the ranges (of its own family).
	 *
	 * @param string   $packed Packed address.
	 * @param string[] $ranges CIDR ranges.
	 */
	private static function in_any( string $packed, array $ranges ): bool {
		foreach ( $ranges as $range ) {
			list( $network, $bits ) = explode( '/', $range );
			if ( self::in( $packed, (string) inet_pton( $network ), (int) $bits ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a packed address starts with the first $bits bits of a packed network.
	 *
	 * @param string $packed  Packed address.
	 * @param string $network Packed network, of the same length.
	 * @param int    $bits    Prefix length.
	 */
	private static function in( string $packed, string $network, int $bits ): bool {
		if ( strlen( $packed ) !== strlen( $network ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask );
	}
}
