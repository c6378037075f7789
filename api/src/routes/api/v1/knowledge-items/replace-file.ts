import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, KNOWLEDGE_FILE_MAX_MB, knowledgeItemSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { readUpload } from '#src/domains/knowledge/items/read-upload';
import { UNPACKED_LIMITS_DESCRIPTION } from '#src/domains/knowledge/extract/limits';
import { storedUpload } from '#src/domains/knowledge/items/stored-upload';
import { knowledgeMessages } from '#src/domains/knowledge/messages';
import { BEARER } from '../owner-route';
import { toKnowledgeItem } from './to-knowledge-item';

const replaceKnowledgeFile: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/file',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Replace the file of a file item and index it again',
        description: `multipart/form-data: field "file" (at most ${KNOWLEDGE_FILE_MAX_MB} MB), optional "title" (kept when absent). The old passages answer until the new ones are published. Judged as POST /upload judges a file: 415 for content that does not prove the extension, 413 for a file over the size limit. ${UNPACKED_LIMITS_DESCRIPTION}`,
        consumes: ['multipart/form-data'],
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const { agentId } = request.owner;
      const current = await app.repositories.knowledgeItems.find(agentId, request.params.id);
      if (!current) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      if (current.type !== 'file') throw new ApiError(400, 'bad_request', knowledgeMessages.notAFileItem);
      const upload = await readUpload(request);
      const row = await app.repositories.knowledgeItems.update(agentId, current.id, 'file', {
        title: upload.title ?? current.title,
        content: await storedUpload(upload),
        file: upload.bytes,
      });
      if (!row) throw new ApiError(404, 'not_found', knowledgeMessages.itemNotFound);
      app.knowledge.jobs.kick();
      return toKnowledgeItem(row);
    },
  );
};

export default replaceKnowledgeFile;
