import { defaultSynonyms } from '../knowledge/retrieval';
import { contentTerms } from './steps/relevance';

/**
 * Loads what the first question of a process would otherwise wait for (the synonym dictionaries,
 * about 0.6 s; IPADIC for the morphological analyser, about a second): call once when the app is
 * ready, before visitors ask.
 */
export function warmUpAgentRuntime(): void {
  defaultSynonyms();
  contentTerms('営業時間を教えてください');
}
