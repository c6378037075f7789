import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, searchTestRequestSchema, searchTestResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';

const searchTest: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search-test',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Which passages would answer a question, with their scores',
        description: 'The same retrieval the agent runtime uses, over the passages answering now.',
        security: BEARER,
        body: searchTestRequestSchema,
        response: { 200: searchTestResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const passages = await app.knowledge.retrieve(request.owner.agentId, request.body.question, { topK: request.body.top_k });
      return {
        results: passages.map((passage) => ({
          passage_id: passage.passageId,
          item_id: passage.itemId,
          item_title: passage.itemTitle,
          item_type: passage.itemType,
          heading: passage.heading,
          text: passage.text,
          score: passage.score,
          ...(passage.similarity === undefined ? {} : { similarity: passage.similarity }),
        })),
      };
    },
  );
};

export default searchTest;
