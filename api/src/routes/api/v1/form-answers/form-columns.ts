import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, formAnswerColumnsResponseSchema } from 'shared-contracts';
import { columnsOf } from '#src/domains/history/form-answer-history-repository';
import { BEARER } from '../owner-route';
import { formIdParams, ownersForm } from './form-answer-id';

const formAnswerColumns: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms/:formId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'One form’s answer table: its columns across versions, and its versions',
        description:
          'The latest version’s fields in its order, then fields only older versions had (dropped), newest version first, each with the label of the newest version that has it. ' +
          'Versions newest first. A deleted form still answers while its answers stay; another owner’s or an unknown id answers 404.',
        security: BEARER,
        params: formIdParams,
        response: { 200: formAnswerColumnsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const agentId = request.owner.agentId;
      const form = await ownersForm(app, agentId, request.params.formId);
      const versions = await app.repositories.formAnswerHistory.versions(agentId, form.id);
      return {
        form: { id: form.id, name: form.name, archived: form.archived, version: form.version },
        columns: columnsOf(versions),
        versions: versions.map((version) => ({ version: version.version, created_at: version.createdAt.toISOString() })),
      };
    },
  );
};

export default formAnswerColumns;
