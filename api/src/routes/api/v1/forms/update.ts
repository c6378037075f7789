import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formRequestSchema, formSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { formMessages } from '#src/domains/forms/messages';
import { BEARER } from '../owner-route';
import { toForm } from './to-form';

const updateForm: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'Save the form as its next version',
        description:
          'The whole definition. A change makes version n+1 (earlier versions and the answers given against them stay as they were); the same definition again changes nothing.',
        security: BEARER,
        params: z.object({ id: idSchema }),
        body: formRequestSchema,
        response: { 200: formSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const saved = await app.repositories.forms.update(request.owner.agentId, request.params.id, request.body);
      if (!saved) throw new ApiError(404, 'not_found', formMessages.notFound);
      return toForm(saved);
    },
  );
};

export default updateForm;
