import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINE_SIGN_IN_TOKEN_PARAM, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { htmlPages } from '#src/routes/api/v1/non-json-response';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { visitorOriginAllowed } from '#src/domains/agent/public-access/origin-policy';
import { sendLineSignInPage } from '#src/domains/agent/visitor-sign-in/line/callback-page';
import { enabledLineChannel } from '#src/domains/agent/visitor-sign-in/line/line-channel';
import { lineSignInMessages } from '#src/domains/agent/visitor-sign-in/line/line-sign-in-messages';
import { startLineSignIn } from '#src/domains/agent/visitor-sign-in/line/start-line-sign-in';
import { agentParams, PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from '../public-route';

/**
 * GET sign-in/line?visitor_token=…: the pop-up's first page, sent on to LINE's authorize page. A
 * pop-up cannot carry a header, so the visitor token comes in the query; refusals are pages, since a
 * person reads them in the pop-up.
 */
const lineStartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/line',
    {
      config: PUBLIC_ROUTE_CONFIG,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Start LINE Login for the visitor (opened in a pop-up): 302 to LINE',
        params: agentParams,
        querystring: z.object({ [LINE_SIGN_IN_TOKEN_PARAM]: z.string().optional() }),
        // 302 to LINE; a refusal is a page the pop-up shows (token expired, too many tries, no such agent, LINE off).
        response: { 302: z.null().meta({ description: "To LINE's authorize page" }), ...htmlPages([401, 403, 404, 429], 'The refusal the pop-up shows') },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      const token = request.query[LINE_SIGN_IN_TOKEN_PARAM];
      const claim = token ? app.publicAccess.tokens.claim(token, agentId) : null;
      if (claim === null) return sendLineSignInPage(reply, { ok: false, status: 401, message: lineSignInMessages.chatExpired });
      const { visitorId } = claim;
      try {
        await app.publicAccess.limits.visitor(request, visitorId);
        await app.publicAccess.agent(agentId);
      } catch (error) {
        if (error instanceof ApiError) return sendLineSignInPage(reply, { ok: false, status: error.statusCode, message: error.message });
        throw error;
      }
      // A token of a site the owner no longer allows, as on every visitor route.
      if (!visitorOriginAllowed(await app.publicAccess.urlSettings(agentId), app.publicAccess.consoleOrigins, claim.origin)) {
        return sendLineSignInPage(reply, { ok: false, status: 403, message: WIDGET_ERROR_MESSAGES.originNotAllowed });
      }
      const channel = await enabledLineChannel(app.repositories.agentSettings, app.secretBox, agentId);
      if (!channel) return sendLineSignInPage(reply, { ok: false, status: 403, message: lineSignInMessages.disabled });
      const location = await startLineSignIn(app.database.db, {
        channel,
        agentId,
        visitorId,
        publicApiUrl: app.config.publicApiUrl,
        lineAccessBaseUrl: app.config.signIn.lineAccessBaseUrl,
      });
      // COOP counts on every response of the pop-up's navigation, redirects included: helmet's
      // same-origin here would cut the pop-up from the widget frame that opened it, and the callback
      // page could no longer tell the frame the visitor signed in.
      return reply.header('cache-control', 'no-store').header('cross-origin-opener-policy', 'unsafe-none').redirect(location, 302);
    },
  );
};

export default lineStartRoute;
