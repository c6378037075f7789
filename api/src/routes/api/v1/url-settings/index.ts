import type { FastifyPluginAsync } from 'fastify';
import { named } from '#src/routes/named';
import refusedOrigins from './refused-origins';
import settings from './settings';

/** /url-settings: the link settings document, and the sites it lately refused. */
const urlSettings: FastifyPluginAsync = async (app) => {
  await app.register(named(settings));
  await app.register(named(refusedOrigins));
};

export default urlSettings;
