import { knowledgeItemListQuerySchema, knowledgeItemListResponseSchema } from 'shared-contracts';
import { listRoute } from '../list-route';
import { toKnowledgeItemSummary } from './to-knowledge-item';

export default listRoute({
  tag: 'knowledge',
  summary: 'Knowledge items, paged, with their indexing status',
  description: 'q finds titles, Q&A questions and answers, file names and URLs; status and type filter ("" for all).',
  query: knowledgeItemListQuerySchema,
  response: knowledgeItemListResponseSchema,
  read: async (app, agentId, query) => {
    const { rows, total } = await app.repositories.knowledgeItems.page(agentId, query);
    return { data: rows.map(toKnowledgeItemSummary), total };
  },
});
