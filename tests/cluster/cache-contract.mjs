/**
 * What the rate limiter and WordPress need from the shared object cache, checked on the drop-in
 * itself: add only if absent, atomic increments that never go below zero, per-request groups that
 * stay local, and group flushes.
 */
import { wpEval } from './site.mjs';

const EXPECTED = {
	external: true,
	addNew: true,
	addAgain: false,
	incr: 8,
	decrFloor: 0,
	incrMissing: false,
	afterRuntimeFlush: 1,
	nonPersistent: false,
	afterGroupFlush: false,
};

export function cacheContract( site ) {
	const out = wpEval(
		site,
		`$g = 'docent_contract';
		wp_cache_delete( 'k', $g );
		$r = array( 'external' => wp_using_ext_object_cache() );
		$r['addNew'] = wp_cache_add( 'k', 5, $g );
		$r['addAgain'] = wp_cache_add( 'k', 6, $g );
		$r['incr'] = wp_cache_incr( 'k', 3, $g );
		$r['decrFloor'] = wp_cache_decr( 'k', 100, $g );
		$r['incrMissing'] = wp_cache_incr( 'missing-' . wp_generate_uuid4(), 1, $g );
		wp_cache_set( 'obj', (object) array( 'a' => 1 ), $g );
		wp_cache_flush_runtime();
		$obj = wp_cache_get( 'obj', $g );
		$r['afterRuntimeFlush'] = is_object( $obj ) ? $obj->a : null;
		wp_cache_add_non_persistent_groups( 'docent_local' );
		wp_cache_set( 'x', 1, 'docent_local' );
		wp_cache_flush_runtime();
		$r['nonPersistent'] = wp_cache_get( 'x', 'docent_local' );
		wp_cache_flush_group( $g );
		wp_cache_flush_runtime();
		$r['afterGroupFlush'] = wp_cache_get( 'k', $g );
		echo wp_json_encode( $r );`
	);
	const got = JSON.parse( out );
	const wrong = Object.keys( EXPECTED ).filter( ( key ) => got[ key ] !== EXPECTED[ key ] );
	return {
		name: 'object cache: the Redis drop-in adds only if absent, increments atomically, keeps per-request groups local',
		ok: wrong.length === 0,
		detail: wrong.length ? wrong.map( ( key ) => `${ key }: ${ JSON.stringify( got[ key ] ) } (expected ${ JSON.stringify( EXPECTED[ key ] ) })` ).join( ', ' ) : `${ Object.keys( EXPECTED ).length } behaviours as WordPress expects`,
	};
}
