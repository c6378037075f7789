import { knowledge } from 'api';
import { KNOWLEDGE_PASSAGES_MAX } from '../../shared-contracts/src/chatsettings/detail-ai-settings.ts';
import { type BuiltinScores, scoreBuiltin } from '../../api/src/domains/agent/steps/builtin-responder.ts';
import type { BenchApp } from './knowledge-index.ts';

/** The passages the runtime's built-in responder reads: the detail AI settings' default 参照するナレッジの数. */
export const RUNTIME_TOP_K = 5;

/**
 * Retrieval and the built-in responder's scores for a visitor's question, as the runtime reads them:
 * retrieval reads the most passages the settings allow, the responder the first RUNTIME_TOP_K.
 */
export async function responderScores(app: BenchApp, agentId: string, question: string): Promise<{ retrieved: Awaited<ReturnType<typeof knowledge.retrieveWithRarity>>; scores: BuiltinScores | null }> {
  const retrieved = await knowledge.retrieveWithRarity(app.database.db, agentId, question, { topK: KNOWLEDGE_PASSAGES_MAX });
  const scores = await scoreBuiltin({
    question,
    passages: retrieved.passages.slice(0, RUNTIME_TOP_K),
    qaContents: (ids) => app.repositories.knowledgeItems.qaContentsOf(agentId, ids),
    rarity: retrieved.rarity,
    holds: retrieved.holds,
  });
  return { retrieved, scores };
}
