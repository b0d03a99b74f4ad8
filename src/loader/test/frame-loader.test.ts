/**
 * The frame's code: run once (again after a failure), and the frame drawn once it and the boot
 * data are in.
 */
import type { BootData } from '../../shared/types';
import { frameLoader } from '../frame-loader';

const frameScripts = () => [ ...document.querySelectorAll< HTMLScriptElement >( 'script[src$="/frame.js"]' ) ];
const tick = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => frameScripts().forEach( ( el ) => el.remove() ) );

describe( 'frameLoader', () => {
	it( 'runs the frame’s code once, at low priority, and draws when it and the boot data are in', async () => {
		let arrive: ( boot: BootData ) => void = () => {};
		const data = () => new Promise< BootData >( ( resolve ) => ( arrive = resolve ) );
		const draw = vi.fn();
		const load = frameLoader( 'https://example.org/build/frame.js', data, draw );
		const loading = load();
		expect( load() ).toBe( loading );
		expect( frameScripts() ).toHaveLength( 1 );
		expect( frameScripts()[ 0 ].getAttribute( 'fetchpriority' ) ).toBe( 'low' );
		frameScripts()[ 0 ].dispatchEvent( new Event( 'load' ) );
		await tick();
		expect( draw ).not.toHaveBeenCalled();
		arrive( {} as BootData );
		await loading;
		expect( draw ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'tries again after the code failed to come, drawing nothing meanwhile', async () => {
		const draw = vi.fn();
		const load = frameLoader( 'https://example.org/build/frame.js', async () => ( {} ) as BootData, draw );
		const failed = load();
		frameScripts()[ 0 ].dispatchEvent( new Event( 'error' ) );
		await failed;
		expect( draw ).not.toHaveBeenCalled();
		const again = load();
		expect( again ).not.toBe( failed );
		expect( frameScripts() ).toHaveLength( 2 );
		frameScripts()[ 1 ].dispatchEvent( new Event( 'load' ) );
		await again;
		expect( draw ).toHaveBeenCalledTimes( 1 );
	} );
} );
