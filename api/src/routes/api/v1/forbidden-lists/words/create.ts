import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenWordCreateRequestSchema, forbiddenWordSchema } from 'shared-contracts';
import { createEntry } from '#src/domains/chatsettings/forbidden-lists/entry-writes';
import { FORBIDDEN_WORD_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenWord } from './to-forbidden-word';

const createForbiddenWord: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Add a forbidden word',
        description: 'A word equal to a stored one after NFKC and kana folding is a duplicate (409).',
        security: BEARER,
        body: forbiddenWordCreateRequestSchema,
        response: { 201: forbiddenWordSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { word, note } = request.body;
      const row = await createEntry(app.repositories.forbiddenLists, request.owner, FORBIDDEN_WORD_LIST, { value: word, note, field: 'word' });
      return reply.code(201).send(toForbiddenWord(row));
    },
  );
};

export default createForbiddenWord;
