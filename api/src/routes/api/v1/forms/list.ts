import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formListQuerySchema, formListResponseSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toFormSummary } from './to-form';

const listForms: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: "The owner's forms (deleted ones left out)",
        description: 'The shared list query and q over names and descriptions; each row counts its fields (current version) and answers (all versions).',
        security: BEARER,
        querystring: formListQuerySchema,
        response: { 200: formListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.repositories.forms.page(request.owner.agentId, request.query);
      return { data: rows.map(toFormSummary), total_records: total, page: request.query.page, limit: request.query.limit };
    },
  );
};

export default listForms;
