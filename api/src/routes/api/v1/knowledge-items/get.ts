import { knowledgeItemSchema } from 'shared-contracts';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { getByIdRoute } from '../get-by-id-route';
import { toKnowledgeItem } from './to-knowledge-item';

export default getByIdRoute({
  tag: 'knowledge',
  summary: 'One knowledge item, whole, with its indexing status and progress',
  response: knowledgeItemSchema,
  read: async (app, agentId, id) => {
    const row = await app.repositories.knowledgeItems.find(agentId, id);
    return row && toKnowledgeItem(row);
  },
  notFound: knowledgeMessages.itemNotFound,
});
