import type { FastifyPluginAsync } from 'fastify';
import getUrlSettings from './get';
import putUrlSettings from './put';

/** GET / PUT /url-settings: where the widget may run, and how page by page. */
const urlSettings: FastifyPluginAsync = async (app) => {
  await app.register(getUrlSettings);
  await app.register(putUrlSettings);
};

export default urlSettings;
