import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formVersionParamsSchema, formVersionSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { formMessages } from '#src/domains/forms/messages';
import { BEARER } from '../owner-route';
import { toFormVersion } from './to-form';

const getFormVersion: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/versions/:version',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'One saved version of a form, as answers of that version were given against it',
        description: 'Deleted forms too: their answers still need the definition they were given against.',
        security: BEARER,
        params: formVersionParamsSchema,
        response: { 200: formVersionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.forms.findVersion(request.owner.agentId, request.params.id, request.params.version);
      if (!row) throw new ApiError(404, 'not_found', formMessages.versionNotFound);
      return toFormVersion(row);
    },
  );
};

export default getFormVersion;
