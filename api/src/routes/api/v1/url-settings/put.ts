import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, urlSettingsRequestSchema, urlSettingsResponseSchema } from 'shared-contracts';
import { embedFor } from '#src/domains/chatsettings/embed';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const putUrlSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save the link settings',
        description: 'Origins are stored canonical (https://Example.com:443/ becomes https://example.com). Page rules apply top first.',
        security: BEARER,
        body: urlSettingsRequestSchema,
        response: { 200: urlSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'url_settings', { document: request.body });
      return { ...request.body, embed: embedFor(app.config.publicWidgetUrl, request.owner.agentId), updated_at: updatedAtOf(row) };
    },
  );
};

export default putUrlSettings;
