import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { IMPORT_FILE_MAX_MB } from '../../errors/messages';

/**
 * File uploads (CSV imports). One file per request and a size ceiling, so an upload can never
 * fill memory; routes read the file with `request.file()`.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_MB * 1024 * 1024, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
  },
  { name: 'multipart' },
);
