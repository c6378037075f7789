import { apiSend } from 'shared-auth';
import {
  HISTORY_API_PATHS,
  KNOWLEDGE_API_PATHS,
  SEARCH_TEST_TOP_K_MAX,
  searchTestResponseSchema,
  teachCheckResponseSchema,
  type TeachCheckResponse,
  teachKnowledgeResponseSchema,
  type SearchTestResult,
  type TeachKnowledgeRequest,
  type TeachKnowledgeResponse,
} from 'shared-contracts';

/** A Q&A the question could join as a phrasing: the best passage of each item. */
export type QaCandidate = Pick<SearchTestResult, 'item_id' | 'item_title' | 'heading' | 'text' | 'score'>;

/** Only Q&As take phrasings; an item found through several passages is offered once, at its best. */
export function qaCandidatesOf(results: readonly SearchTestResult[]): QaCandidate[] {
  const seen = new Set<string>();
  const candidates: QaCandidate[] = [];
  for (const result of results) {
    if (result.item_type !== 'qa' || seen.has(result.item_id)) continue;
    seen.add(result.item_id);
    candidates.push({ item_id: result.item_id, item_title: result.item_title, heading: result.heading, text: result.text, score: result.score });
  }
  return candidates;
}

/** The Q&As retrieval finds for a question: the same search the runtime does (POST knowledge-items/search-test). */
export async function searchQaCandidates(question: string): Promise<QaCandidate[]> {
  const { results } = await apiSend('post', KNOWLEDGE_API_PATHS.searchTest, searchTestResponseSchema, {
    json: { question, top_k: SEARCH_TEST_TOP_K_MAX },
  });
  return qaCandidatesOf(results);
}

/** POST knowledge-items/teach: the one way the console teaches the agent a question it missed. */
export function teachKnowledge(request: TeachKnowledgeRequest): Promise<TeachKnowledgeResponse> {
  return apiSend('post', HISTORY_API_PATHS.teach, teachKnowledgeResponseSchema, { json: request });
}

/** POST knowledge-items/teach-check: the Q&A a new Q&A for this question would duplicate, if any. */
export async function checkTeach(question: string): Promise<TeachCheckResponse['duplicate']> {
  const { duplicate } = await apiSend('post', HISTORY_API_PATHS.teachCheck, teachCheckResponseSchema, { json: { question } });
  return duplicate;
}
