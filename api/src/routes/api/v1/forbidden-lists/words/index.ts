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
import { named } from '#src/routes/named';

/** /forbidden-words: list, add, edit, delete, import, export, and the "try it" box. */
const forbiddenWords: FastifyPluginAsync = async (app) => {
  await app.register(named(listForbiddenWords));
  await app.register(named(createForbiddenWord));
  await app.register(named(updateForbiddenWord));
  await app.register(named(deleteEntryRoute(FORBIDDEN_WORD_LIST)));
  await app.register(named(importEntriesRoute(FORBIDDEN_WORD_LIST)));
  await app.register(named(importFileRoute(FORBIDDEN_WORD_LIST)));
  await app.register(named(exportEntriesRoute(FORBIDDEN_WORD_LIST)));
  await app.register(named(tryForbiddenWords));
};

export default forbiddenWords;
