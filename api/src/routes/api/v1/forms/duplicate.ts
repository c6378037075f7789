import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { copyName } from '#src/domains/forms/copy-name';
import { formMessages } from '#src/domains/forms/messages';
import { BEARER } from '../owner-route';
import { toForm } from './to-form';

const duplicateForm: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/duplicate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'Copy a form as a new one, switched off',
        description: "The current definition under the name 「…のコピー」 as version 1, switched off so its keywords do not compete with the original's until the owner turns it on.",
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 201: formSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const copy = await app.repositories.forms.duplicate(request.owner, request.params.id, copyName);
      if (!copy) throw new ApiError(404, 'not_found', formMessages.notFound);
      return reply.code(201).send(toForm(copy));
    },
  );
};

export default duplicateForm;
