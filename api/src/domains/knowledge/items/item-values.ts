import type { knowledgeItemUpdateRequestSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { KnowledgeItemValues } from '../knowledge-items-repository';

/** An article or a Q&A as a create or update request carries it (both requests parse to this). */
export type WrittenItemRequest = Extract<z.infer<typeof knowledgeItemUpdateRequestSchema>, { type: 'article' | 'qa' }>;

/** The stored form of what the owner wrote; a Q&A's title is its question. */
export function writtenItemValues(request: WrittenItemRequest): KnowledgeItemValues {
  if (request.type === 'article') return { title: request.title, content: { type: 'article', body: request.body } };
  return {
    title: request.question,
    content: { type: 'qa', question: request.question, alternatives: request.alternatives, answer: request.answer, emotion: request.emotion },
  };
}
