import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { formMessages } from '#src/domains/forms/messages';
import { BEARER } from '../owner-route';
import { toForm } from './to-form';

const getForm: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'One form at its current version, with the quick replies that open it',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: formSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await app.repositories.forms.find(request.owner.agentId, request.params.id);
      if (!found) throw new ApiError(404, 'not_found', formMessages.notFound);
      return toForm(found);
    },
  );
};

export default getForm;
