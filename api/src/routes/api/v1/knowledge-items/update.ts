import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, knowledgeItemSchema, knowledgeItemUpdateRequestSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { writtenItemValues } from '#src/domains/knowledge/items/item-values';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import type { KnowledgeItemValues } from '#src/domains/knowledge/knowledge-items-repository';
import { BEARER } from '../owner-route';
import { KNOWLEDGE_BODY_LIMIT } from './body-limit';
import { toKnowledgeItem } from './to-knowledge-item';

const updateKnowledgeItem: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      bodyLimit: KNOWLEDGE_BODY_LIMIT,
      schema: {
        tags: ['knowledge'],
        summary: 'Change a knowledge item and index it again',
        description:
          'Article and Q&A: replaced whole. Web page: a new URL, fetched again. File: the title (a new file goes to PUT :id/file). The type cannot change (400). Until the new passages are published, questions are answered from the old ones.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: knowledgeItemUpdateRequestSchema,
        response: { 200: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { agentId } = request.owner;
      const { body } = request;
      const current = await app.repositories.knowledgeItems.find(agentId, request.params.id);
      if (!current) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      if (current.type !== body.type) {
        throw new ApiError(400, 'validation_error', messages.validation, {}, { type: knowledgeMessages.typeMismatch });
      }
      let values: KnowledgeItemValues;
      if (body.type === 'url') values = { title: body.url, content: { type: 'url', url: body.url } };
      else if (body.type === 'file') values = { title: body.title, content: current.content };
      else values = writtenItemValues(body);
      const row = await app.repositories.knowledgeItems.update(agentId, current.id, current.type, values);
      if (!row) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      app.knowledge.jobs.kick();
      return toKnowledgeItem(row);
    },
  );
};

export default updateKnowledgeItem;
