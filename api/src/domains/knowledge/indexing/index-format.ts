/**
 * The version of what indexing writes: the terms of a passage (index-terms.ts: content words by
 * IPADIC's parts of speech, their readings and compounds, character bigrams). Raise it whenever the
 * terms a passage gets change: at start, every ready item of an older format goes back to the queue
 * (requeueOlderFormats), is indexed again in the background and answers from its old passages until
 * then (retrieval reads the published generation).
 *   1: Intl.Segmenter words and bigrams.
 *   2: IPADIC content words (base forms of verbs and adjectives, 連用形 nouns), readings, compounds.
 *   3: each passage also keeps its content words (knowledge_passages.words) for the built-in responder.
 *   4: もらえる (〜てもらえる？) is grammar, like もらう, no longer a content word.
 */
export const INDEX_FORMAT = 4;
