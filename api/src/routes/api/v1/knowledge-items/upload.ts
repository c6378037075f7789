import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, KNOWLEDGE_FILE_MAX_MB, knowledgeItemSchema } from 'shared-contracts';
import { UNPACKED_LIMITS_DESCRIPTION } from '#src/domains/knowledge/extract/limits';
import { storedUpload } from '#src/domains/knowledge/items/stored-upload';
import { readUpload } from '#src/domains/knowledge/items/read-upload';
import { titleFromFileName } from '#src/domains/knowledge/items/upload-file-name';
import { BEARER } from '../owner-route';
import { toKnowledgeItem } from './to-knowledge-item';

const uploadKnowledgeFile: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Add a file (PDF, .docx, .txt, .md, .csv)',
        description: `multipart/form-data: field "file" (at most ${KNOWLEDGE_FILE_MAX_MB} MB), optional field "title" (default: the file name without its extension). The content must prove the extension (415 otherwise, with the reason). ${UNPACKED_LIMITS_DESCRIPTION}`,
        consumes: ['multipart/form-data'],
        security: BEARER,
        response: { 201: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const row = await app.repositories.knowledgeItems.create(request.owner, {
        title: upload.title ?? titleFromFileName(upload.filename),
        content: await storedUpload(upload),
        file: upload.bytes,
      });
      app.knowledge.jobs.kick();
      return reply.code(201).send(toKnowledgeItem(row));
    },
  );
};

export default uploadKnowledgeFile;
