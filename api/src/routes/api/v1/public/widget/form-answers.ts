import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, SIGN_IN_ERROR_MESSAGES, WIDGET_ERROR_MESSAGES, widgetFormAnswerRequestSchema, widgetFormAnswerResponseSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { submitFormAnswer } from '#src/domains/forms/index';
import { mailTransportOn, signInMethodsOf } from '#src/domains/agent/visitor-sign-in/index';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from './public-route';
import { isUuid } from '#src/lib/uuid';

/**
 * A visitor's answer to a form offered in the chat. The conversation must be the visitor's own, and
 * the only visitor account stored with the answer is the one linked to the visitor of the token
 * (a sign-in proved it); nothing in the body can name an account.
 */
const formAnswers: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:agentId/forms/:formId/answers',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Answer a form offered in the chat',
        description:
          "Checked against the form's current version; 400 with a Japanese message per field key (fields['values.<key>']). 403 `sign_in_required_for_form` when the owner asks for a sign-in before a form is answered and this visitor has not signed in.",
        security: VISITOR_BEARER,
        params: agentParams.extend({ formId: z.string().max(100) }),
        body: widgetFormAnswerRequestSchema,
        response: {
          201: widgetFormAnswerResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { agent, visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      await app.publicAccess.limits.message(request, visitorId);
      const notAvailable = () => new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.formNotAvailable);
      if (!isUuid(request.params.formId)) throw notAvailable();
      const conversations = app.repositories.conversations;
      const conversation = await conversations.findVisitorConversation(agent.agentId, visitorId, request.body.conversation_id);
      if (!conversation) throw new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
      const visitor = await conversations.findVisitor(agent.agentId, visitorId);
      if (!visitor?.visitorAccountId) {
        const signIn = await signInMethodsOf(app.repositories.agentSettings, mailTransportOn(app.config.signIn), agent.agentId);
        if (signIn.requiredForForms) throw new ApiError(403, 'sign_in_required_for_form', SIGN_IN_ERROR_MESSAGES.sign_in_required_for_form);
      }
      try {
        await submitFormAnswer(app.database.db, agent.agentId, request.params.formId, request.body.values, {
          visitorAccountId: visitor?.visitorAccountId ?? null,
          conversationId: conversation.id,
        });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 400 && error.fields) {
          // The body nests the answers under `values`, so the field messages are keyed as the request is.
          const fields = Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [`values.${key}`, message]));
          throw new ApiError(400, error.code, error.message, {}, fields);
        }
        throw error;
      }
      const current = await app.repositories.forms.current(agent.agentId, request.params.formId);
      if (!current) throw notAvailable();
      return reply.code(201).send({ thank_you_message: current.version.definition.thank_you_message });
    },
  );
};

export default formAnswers;
