import type { FastifyPluginAsync } from 'fastify';
import { FORBIDDEN_URL_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { deleteEntryRoute } from '../delete-entry';
import { exportEntriesRoute } from '../export-entries';
import { importEntriesRoute } from '../import-entries';
import { importFileRoute } from '../import-file';
import createForbiddenUrl from './create';
import listForbiddenUrls from './list';
import tryForbiddenUrls from './try';
import updateForbiddenUrl from './update';

/** /forbidden-urls: list, add, edit, delete, import, export, and the "try it" box. */
const forbiddenUrls: FastifyPluginAsync = async (app) => {
  await app.register(listForbiddenUrls);
  await app.register(createForbiddenUrl);
  await app.register(updateForbiddenUrl);
  await app.register(deleteEntryRoute(FORBIDDEN_URL_LIST));
  await app.register(importEntriesRoute(FORBIDDEN_URL_LIST));
  await app.register(importFileRoute(FORBIDDEN_URL_LIST));
  await app.register(exportEntriesRoute(FORBIDDEN_URL_LIST));
  await app.register(tryForbiddenUrls);
};

export default forbiddenUrls;
