import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, forbiddenWordSchema, forbiddenWordUpdateRequestSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { updateEntry } from '#src/domains/chatsettings/forbidden-lists/entry-writes';
import { FORBIDDEN_WORD_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { BEARER } from '../../owner-route';
import { toForbiddenWord } from './to-forbidden-word';

const updateForbiddenWord: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Replace a forbidden word',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: forbiddenWordUpdateRequestSchema,
        response: { 200: forbiddenWordSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { word, note } = request.body;
      const row = await updateEntry(app.repositories.forbiddenLists, request.owner, FORBIDDEN_WORD_LIST, request.params.id, {
        value: word,
        note,
        field: 'word',
      });
      return toForbiddenWord(row);
    },
  );
};

export default updateForbiddenWord;
