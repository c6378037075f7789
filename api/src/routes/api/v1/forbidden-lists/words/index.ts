import type { FastifyPluginAsync } from 'fastify';
import { FORBIDDEN_WORD_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { deleteEntryRoute } from '../delete-entry';
import { exportEntriesRoute } from '../export-entries';
import { importEntriesRoute } from '../import-entries';
import { importFileRoute } from '../import-file';
import createForbiddenWord from './create';
import listForbiddenWords from './list';
import tryForbiddenWords from './try';
import updateForbiddenWord from './update';

/** /forbidden-words: list, add, edit, delete, import, export, and the "try it" box. */
const forbiddenWords: FastifyPluginAsync = async (app) => {
  await app.register(listForbiddenWords);
  await app.register(createForbiddenWord);
  await app.register(updateForbiddenWord);
  await app.register(deleteEntryRoute(FORBIDDEN_WORD_LIST));
  await app.register(importEntriesRoute(FORBIDDEN_WORD_LIST));
  await app.register(importFileRoute(FORBIDDEN_WORD_LIST));
  await app.register(exportEntriesRoute(FORBIDDEN_WORD_LIST));
  await app.register(tryForbiddenWords);
};

export default forbiddenWords;
