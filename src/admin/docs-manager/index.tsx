/**
 * The docs manager's bundle (Docs > Docs manager only): mounts the tree into the page's root.
 * The tree is preloaded by the page, so the first render takes no network time.
 */
import { createRoot } from 'react-dom/client';
import { errorMessage } from '../store/api';
import { loadTree } from './api';
import { DocsManagerScreen } from './DocsManagerScreen';

async function mount( root: HTMLElement ): Promise< void > {
	const given = window.docentAdmin;
	const editBase = given?.screen === 'docs' ? given.edit_base : 'post.php?action=edit&post=';
	try {
		const tree = await loadTree();
		createRoot( root ).render( <DocsManagerScreen initial={ tree } editBase={ editBase } /> );
	} catch ( failure ) {
		createRoot( root ).render(
			<p className="docent-error" role="alert">
				{ errorMessage( failure ) }
			</p>
		);
	}
}

const root = document.getElementById( 'docent-admin-root' );
if ( root?.dataset.screen === 'docs' ) {
	void mount( root );
}
