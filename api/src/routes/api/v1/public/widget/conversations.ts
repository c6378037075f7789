import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  conversationMessagesResponseSchema,
  startConversationRequestSchema,
  startConversationResponseSchema,
  type StartConversationResponse,
  WIDGET_ERROR_MESSAGES,
  type WidgetAccount,
} from 'shared-contracts';
import { z } from 'zod';
import { listMessages, startOrResumeConversation } from '#src/domains/agent/index';
import { ApiError } from '#src/errors/api-error';
import { canonicalOrigin, decideOrigin } from '#src/domains/agent/public-access/origin-policy';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from './public-route';
import { isUuid } from '#src/lib/uuid';

const conversations: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const accountOf = async (agentId: string, visitorAccountId: string | null): Promise<WidgetAccount | null> => {
    if (!visitorAccountId) return null;
    const account = await app.repositories.visitorAccounts.find(agentId, visitorAccountId);
    if (!account) return null;
    return { kind: account.loginType, display_name: account.name || account.email || '' };
  };

  app.post(
    '/:agentId/conversations',
    {
      config: PUBLIC_ROUTE_CONFIG,
      schema: {
        tags: [WIDGET_TAG],
        summary: "Start a conversation, or resume the visitor's latest",
        description:
          "Checks the page's origin against the link settings (the console's origins are always allowed, as previews); 403 origin_not_allowed otherwise. Without a valid visitor token a new visitor is made and its token (30 days) returned.",
        params: agentParams,
        body: startConversationRequestSchema,
        response: { 200: startConversationResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request): Promise<StartConversationResponse> => {
      const agent = await app.publicAccess.agent(request.params.agentId);
      const { tokens, limits } = app.publicAccess;
      const decision = decideOrigin(await app.publicAccess.urlSettings(agent.agentId), app.publicAccess.consoleOrigins, request.body.origin);
      if (!decision.allowed) throw new ApiError(403, 'origin_not_allowed', WIDGET_ERROR_MESSAGES.originNotAllowed);

      const claimedVisitor = request.body.visitor_token ? tokens.verify(request.body.visitor_token, agent.agentId) : null;
      if (claimedVisitor) await limits.visitor(request, claimedVisitor);
      else await limits.newVisitor(request);

      const started = await startOrResumeConversation(db, {
        agentId: agent.agentId,
        visitorId: claimedVisitor,
        origin: canonicalOrigin(request.body.origin) ?? request.body.origin,
        pageUrl: request.body.page_url ?? null,
        preview: decision.preview,
      });
      return {
        // A fresh token on every start, so a visitor who keeps coming back never reaches the expiry.
        // It names the site: every later use checks that the link settings still allow it.
        visitor_token: tokens.sign(agent.agentId, started.visitorId, canonicalOrigin(request.body.origin) ?? request.body.origin),
        conversation_id: started.conversation.id,
        preview: started.conversation.preview,
        messages: started.messages,
        account: await accountOf(agent.agentId, started.visitorAccountId),
      };
    },
  );

  app.get(
    '/:agentId/conversations/:conversationId/messages',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: "A conversation's messages, oldest first",
        security: VISITOR_BEARER,
        params: agentParams.extend({ conversationId: z.string().max(100) }),
        response: { 200: conversationMessagesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { agent, visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      const { conversationId } = request.params;
      const own = isUuid(conversationId) ? await app.repositories.conversations.findVisitorConversation(agent.agentId, visitorId, conversationId) : undefined;
      if (!own) throw new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
      return { messages: await listMessages(db, agent.agentId, own.id) };
    },
  );
};

export default conversations;
