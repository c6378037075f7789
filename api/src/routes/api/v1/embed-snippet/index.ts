import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, embedSnippetSchema } from 'shared-contracts';
import { embedFor } from '#src/domains/chatsettings/embed';
import { BEARER } from '../owner-route';

/** GET /embed-snippet: the script tag with the owner's AgentID, for the screens that only need that. */
const embedSnippet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: "The tag that puts the widget on the owner's site",
        security: BEARER,
        response: { 200: embedSnippetSchema, 401: apiErrorSchema },
      },
    },
    async (request) => embedFor(app.config.publicWidgetUrl, request.owner.agentId),
  );
};

export default embedSnippet;
