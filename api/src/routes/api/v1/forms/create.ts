import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formRequestSchema, formSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toForm } from './to-form';

const createForm: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['forms'],
        summary: 'Create a form (its version 1)',
        security: BEARER,
        body: formRequestSchema,
        response: { 201: formSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await app.repositories.forms.create(request.owner, request.body);
      return reply.code(201).send(toForm(created));
    },
  );
};

export default createForm;
