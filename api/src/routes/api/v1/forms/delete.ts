import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { formMessages } from '#src/domains/forms/messages';
import { BEARER } from '../owner-route';

const deleteForm: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'Delete a form: it leaves the list and the widget, its answers stay',
        description:
          'The form is archived, not erased: its versions and answers remain for the form answer history (GET /:id/versions/:version still answers). Quick replies that open it stop offering it.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.forms.archive(request.owner.agentId, request.params.id))) {
        throw new ApiError(404, 'not_found', formMessages.notFound);
      }
      return reply.code(204).send();
    },
  );
};

export default deleteForm;
