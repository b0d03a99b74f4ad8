/**
 * Fitting Head_Order's weights (includes/Search/Ranking/Head_Order.php) on the heads the eval
 * sites hand it (scripts/php/eval-heads.php): a softmax over each query's head, whose one right
 * doc should score highest (multinomial logistic regression, L2 penalty on standardized evidence,
 * full-batch gradient descent), and the margin the weighed order must clear, chosen on the tuning
 * halves and Django's queries; a question's and a keyword query's heads are fitted apart (kind()).
 * Pure functions; scripts/eval-fit-order.mjs runs them.
 */

/** The evidence, in the order of Head_Order's weights. */
export const EVIDENCE = [ 'place', 'title', 'strength', 'length', 'overview', 'headings', 'lead' ];

/** Queries of fewer words are never weighed (Head_Order's `min_words`), per kind. */
export const MIN_WORDS = { question: 3, keywords: 2 };

/** The title rules' first stays when its title holds this share of the words (Head_Order::SETTLED). */
export const SETTLED = 3;

const log2 = Math.log2;

/**
 * One head as rows of evidence, in the title rules' order, and which row is the expected doc.
 *
 * @param {{ids: number[], in_title: Object, relevance: Object, lengths: Object, overviews: Object, headings?: Object, leads?: Object, words: number, expect: number}} head A head.
 * @return {{rows: number[][], right: boolean[], settled: boolean}} Its rows; settled when the title rules' first stays whatever the weights.
 */
export function headRows( head ) {
	const strength = head.ids.map( ( id ) => log2( 1 + Math.max( 0, head.relevance[ id ] ?? 0 ) ) );
	const strongest = Math.max( ...strength );
	return {
		rows: head.ids.map( ( id, place ) => [
			-log2( 1 + place ),
			( head.in_title[ id ] ?? 0 ) / head.words,
			strength[ place ] - strongest,
			log2( 2 + Math.max( 0, head.lengths[ id ] ?? 0 ) ),
			head.overviews[ id ] ? 1 : 0,
			head.headings?.[ id ] ?? 0,
			head.leads?.[ id ] ?? 0,
		] ),
		right: head.ids.map( ( id ) => id === head.expect ),
		settled: ( head.in_title[ head.ids[ 0 ] ] ?? 0 ) * SETTLED >= head.words,
	};
}

/**
 * The kind of query a head is, each weighed by its own weights: "question" or "keywords".
 *
 * @param {{question?: boolean}} head A head (one recorded before keyword queries were weighed has no `question`).
 * @return {string} Its kind.
 */
export function kind( head ) {
	return head.question === false ? 'keywords' : 'question';
}

/**
 * Whether a head is one Head_Order weighs: a query of its kind's MIN_WORDS words or more, two docs or more.
 *
 * @param {{ids: number[], words: number, question?: boolean}} head A head.
 */
export function weighed( head ) {
	return head.words >= MIN_WORDS[ kind( head ) ] && head.ids.length >= 2;
}

/**
 * The mean and spread of each piece of evidence over these heads' rows.
 *
 * @param {{rows: number[][]}[]} heads From headRows().
 * @return {{mean: number[], spread: number[]}} The scaling.
 */
export function scale( heads ) {
	const all = heads.flatMap( ( head ) => head.rows );
	const mean = EVIDENCE.map( ( _, k ) => all.reduce( ( sum, row ) => sum + row[ k ], 0 ) / all.length );
	const spread = EVIDENCE.map( ( _, k ) => Math.sqrt( all.reduce( ( sum, row ) => sum + ( ( row[ k ] - mean[ k ] ) ** 2 ), 0 ) / all.length ) + 1e-6 );
	return { mean, spread };
}

/**
 * Weights fitted by gradient descent on the heads whose expected doc is among them. The place's
 * weight is drawn towards 1, the others towards 0: with no evidence, the title rules' order stands.
 *
 * @param {{rows: number[][], right: boolean[]}[]}             heads   Training heads (repeat one to weigh it more).
 * @param {{mean: number[], spread: number[]}}                 scaling From scale(), on the tuning heads.
 * @param {{penalty?: number, epochs?: number, rate?: number}} options L2 penalty, epochs, step.
 * @return {number[]} Weights per piece of evidence, on its own scale.
 */
export function fit( heads, scaling, { penalty = 0.01, epochs = 600, rate = 0.5 } = {} ) {
	const usable = heads
		.filter( ( head ) => head.right.some( Boolean ) )
		.map( ( head ) => ( {
			rows: head.rows.map( ( row ) => row.map( ( value, k ) => ( ( value - scaling.mean[ k ] ) / scaling.spread[ k ] ) ) ),
			right: head.right,
		} ) );
	const weights = EVIDENCE.map( ( _, k ) => ( k === 0 ? 1 : 0 ) );
	for ( let epoch = 0; epoch < epochs; epoch++ ) {
		const gradient = weights.map( ( w, k ) => penalty * ( k === 0 ? w - 1 : w ) );
		for ( const head of usable ) {
			const scores = head.rows.map( ( row ) => dot( row, weights ) );
			const top = Math.max( ...scores );
			const exp = scores.map( ( score ) => Math.exp( score - top ) );
			const total = exp.reduce( ( sum, value ) => sum + value, 0 );
			head.rows.forEach( ( row, i ) => {
				const error = ( exp[ i ] / total ) - ( head.right[ i ] ? 1 : 0 );
				row.forEach( ( value, k ) => {
					gradient[ k ] += ( value * error ) / usable.length;
				} );
			} );
		}
		weights.forEach( ( _, k ) => {
			weights[ k ] -= rate * gradient[ k ];
		} );
	}
	return weights.map( ( w, k ) => w / scaling.spread[ k ] );
}

/**
 * The doc a head puts first with these weights and margin: the title rules' first unless the head
 * is settled or the weighed first scores more than `margin` above it (ties to the earlier place).
 *
 * @param {{rows: number[][], settled: boolean}} head    From headRows().
 * @param {number[]}                             weights Weights.
 * @param {number}                               margin  Margin.
 * @return {number} The row put first.
 */
export function firstOf( head, weights, margin ) {
	if ( head.settled ) {
		return 0;
	}
	const scores = head.rows.map( ( row ) => dot( row, weights ) );
	let best = 0;
	scores.forEach( ( score, i ) => {
		if ( score > scores[ best ] ) {
			best = i;
		}
	} );
	return scores[ best ] - scores[ 0 ] > margin ? best : 0;
}

/**
 * Queries found first gained and lost against the title rules' order, in all and per set.
 *
 * @param {{set: string, rows: number[][], right: boolean[], settled: boolean}[]} heads   Heads with their set's name.
 * @param {number[]}                                                              weights Weights.
 * @param {number}                                                                margin  Margin.
 * @return {{gained: number, lost: number, lostPerSet: Object<string, number>}} The replay's figures.
 */
export function replay( heads, weights, margin ) {
	const out = { gained: 0, lost: 0, lostPerSet: {} };
	for ( const head of heads ) {
		const before = head.right[ 0 ];
		const after = head.right[ firstOf( head, weights, margin ) ];
		if ( after && ! before ) {
			out.gained++;
		} else if ( before && ! after ) {
			out.lost++;
			out.lostPerSet[ head.set ] = ( out.lostPerSet[ head.set ] ?? 0 ) + 1;
		}
	}
	return out;
}

/**
 * The smallest margin with which no set loses more than one query found first and the heads
 * that must keep theirs (Django's, whose targets stand at their edge) lose none, and each margin's
 * replay.
 *
 * @param {Object[]} heads   Tuning heads with their set's name.
 * @param {number[]} weights Weights.
 * @param {number[]} margins Margins to try, smallest first.
 * @param {Object[]} kept    Heads that may lose no query found first.
 * @return {{margin: number|null, tried: {margin: number, gained: number, lost: number, worst: number, keptLost: number}[]}} The margin chosen (null when none is), and each margin's figures.
 */
export function chooseMargin( heads, weights, margins, kept = [] ) {
	const tried = margins.map( ( margin ) => {
		const { gained, lost, lostPerSet } = replay( heads, weights, margin );
		return { margin, gained, lost, worst: Math.max( 0, ...Object.values( lostPerSet ) ), keptLost: replay( kept, weights, margin ).lost };
	} );
	const chosen = tried.find( ( row ) => row.worst <= 1 && row.keptLost === 0 );
	return { margin: chosen ? chosen.margin : null, tried };
}

/**
 * @param {number[]} a A row.
 * @param {number[]} b Weights.
 * @return {number} Their dot product.
 */
function dot( a, b ) {
	return a.reduce( ( sum, value, k ) => sum + ( value * b[ k ] ), 0 );
}
