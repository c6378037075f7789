import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  feedbackRequestSchema,
  sendMessageRequestSchema,
  SIGN_IN_ERROR_MESSAGES,
  WIDGET_ERROR_CODES,
  WIDGET_ERROR_MESSAGES,
} from 'shared-contracts';
import { z } from 'zod';
import { AnswerInterrupted, type AgentDeps, runTurn, setFeedback, type TurnEvent, TurnRefusedError } from '#src/domains/agent/index';
import { ApiError } from '#src/errors/api-error';
import { messages as apiMessages } from '#src/errors/messages';
import { mailTransportOn } from '#src/domains/agent/visitor-sign-in/index';
import { openEventStream } from '#src/domains/agent/widget-delivery/event-stream';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from './public-route';
import { nonJsonResponse } from '../../non-json-response';
import { isUuid } from '#src/lib/uuid';

/** The stream's wire form of each runtime event (payloads: shared-contracts widget/send-message.ts). */
function wireOf(event: TurnEvent): { name: string; data: unknown } {
  switch (event.type) {
    case 'visitor':
      return { name: 'visitor', data: { id: event.id, text: event.text } };
    case 'start':
      return { name: 'start', data: { message_id: event.messageId } };
    case 'delta':
      return { name: 'delta', data: { text: event.text } };
    case 'done':
      return { name: 'done', data: event.message };
  }
}

function refusal(error: TurnRefusedError): ApiError {
  switch (error.code) {
    case 'empty':
      return new ApiError(400, 'validation_error', apiMessages.validation, {}, { text: 'メッセージを入力してください' });
    case 'candidate_not_found':
      return new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.candidateNotFound);
    case 'sign_in_required':
      return new ApiError(403, 'sign_in_required', SIGN_IN_ERROR_MESSAGES.sign_in_required);
    case 'origin_not_allowed':
      return new ApiError(403, 'origin_not_allowed', WIDGET_ERROR_MESSAGES.originNotAllowed);
    case 'candidate_not_qa':
      return new ApiError(400, 'validation_error', WIDGET_ERROR_MESSAGES.candidateNotQa, {}, { candidate_item_id: WIDGET_ERROR_MESSAGES.candidateNotQa });
    default:
      return new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
  }
}

const messages: FastifyPluginAsyncZod = async (app) => {
  const deps: AgentDeps = {
    db: app.database.db,
    publicApiUrl: app.config.publicApiUrl,
    secretBox: app.secretBox,
    anthropicBaseUrl: app.config.anthropicBaseUrl,
    // The owner's LLM base URL is an outbound URL like any other: private networks only when the server allows them.
    allowPrivateNetworkTargets: app.config.allowPrivateNetworkTargets,
    lookup: app.config.outboundHttp.lookup,
    dial: app.config.outboundHttp.dial,
  };
  const signInMail = mailTransportOn(app.config.signIn);

  app.post(
    '/:agentId/conversations/:conversationId/messages',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: "Send the visitor's message (or quick reply, or chosen candidate question); the answer streams back as server-sent events",
        description:
          'text/event-stream: `visitor` {id, text} (the visitor message as stored), `start` {message_id}, `delta` {text} (repeated), `done` (the stored WidgetMessage), or `error` {code, message} with a Japanese message (`answer_interrupted` when the API stopped before the answer was written). A comment line every 15 s keeps idle proxies from closing it. Read it with fetch and a stream reader. 403 `sign_in_required` (JSON, before the stream) when the owner asks visitors to sign in before chatting and this visitor has not.',
        security: VISITOR_BEARER,
        params: agentParams.extend({ conversationId: z.string().max(100) }),
        body: sendMessageRequestSchema,
        response: {
          200: nonJsonResponse('text/event-stream', 'The answer as server-sent events'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The agent's owner, the conversation and the sign-in rule are checked by the turn itself, in
      // the one statement that reads its settings: every round trip before the first token counts.
      const { agentId, conversationId } = request.params;
      const { visitorId, origin } = await app.publicAccess.visitorClaimOf(request, agentId);
      await app.publicAccess.limits.message(request, visitorId);
      if (!isUuid(conversationId)) throw new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);

      const controller = new AbortController();
      const body = request.body;
      const turn = runTurn(
        deps,
        {
          agentId,
          conversationId,
          visitorId,
          // The frame opens the sign-in first when it is required; this holds for any other client too.
          signIn: { mailTransportOn: signInMail },
          site: { origin, consoleOrigins: app.publicAccess.consoleOrigins },
          ...(body.text !== undefined
            ? { text: body.text }
            : body.candidate_item_id !== undefined
              ? { candidateItemId: body.candidate_item_id }
              : { quickReplyId: body.quick_reply_id }),
        },
        controller.signal,
      );
      // The first event comes once the visitor's message is stored: refusals before it are plain JSON errors.
      let first: IteratorResult<TurnEvent, void>;
      try {
        first = await turn.next();
      } catch (error) {
        if (error instanceof TurnRefusedError) throw refusal(error);
        throw error;
      }

      const stream = openEventStream(request, reply);
      stream.signal.addEventListener('abort', () => controller.abort(), { once: true });
      // The API is stopping and this answer outlived the grace period: the runtime stops and stores the turn as interrupted.
      const interrupted = () => controller.signal.reason instanceof AnswerInterrupted;
      const registered = app.answerStreams.open(() => {
        if (!controller.signal.aborted) controller.abort(new AnswerInterrupted());
      });
      let answered = false;
      try {
        for (let step = first; !step.done; step = await turn.next()) {
          // A stored answer still goes out; anything before it stops here.
          if (interrupted() && step.value.type !== 'done') break;
          const wire = wireOf(step.value);
          if (!stream.send(wire.name, wire.data)) break;
          if (step.value.type === 'done') answered = true;
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          request.log.error({ err: error }, 'answer stream failed');
          stream.send('error', { code: WIDGET_ERROR_CODES.answerFailed, message: WIDGET_ERROR_MESSAGES.answerFailed });
        }
      } finally {
        // Stops the runtime if the visitor left mid-answer.
        if (!controller.signal.aborted && stream.signal.aborted) controller.abort();
        // An interrupted turn stores itself on the way out (run-turn.ts), before the visitor is told.
        await turn.return(undefined).catch(() => undefined);
        if (interrupted() && !answered) {
          stream.send('error', { code: WIDGET_ERROR_CODES.answerInterrupted, message: WIDGET_ERROR_MESSAGES.answerInterrupted });
        }
        stream.end();
        registered.close();
      }
      return reply;
    },
  );

  app.put(
    '/:agentId/messages/:messageId/feedback',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: "The visitor's thumbs up or down on an answer (null takes it back)",
        security: VISITOR_BEARER,
        params: agentParams.extend({ messageId: z.string().max(100) }),
        body: feedbackRequestSchema,
        response: { 204: z.null().meta({ description: 'Stored' }), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { agent, visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      const { messageId } = request.params;
      const stored = isUuid(messageId) && (await setFeedback(app.database.db, agent.agentId, visitorId, messageId, request.body.value));
      if (!stored) throw new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
};

export default messages;
