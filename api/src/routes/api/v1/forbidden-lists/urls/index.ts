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
import { named } from '#src/routes/named';

/** /forbidden-urls: list, add, edit, delete, import, export, and the "try it" box. */
const forbiddenUrls: FastifyPluginAsync = async (app) => {
  await app.register(named(listForbiddenUrls));
  await app.register(named(createForbiddenUrl));
  await app.register(named(updateForbiddenUrl));
  await app.register(named(deleteEntryRoute(FORBIDDEN_URL_LIST)));
  await app.register(named(importEntriesRoute(FORBIDDEN_URL_LIST)));
  await app.register(named(importFileRoute(FORBIDDEN_URL_LIST)));
  await app.register(named(exportEntriesRoute(FORBIDDEN_URL_LIST)));
  await app.register(named(tryForbiddenUrls));
};

export default forbiddenUrls;
