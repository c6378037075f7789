import { formListQuerySchema, formListResponseSchema } from 'shared-contracts';
import { listRoute } from '../list-route';
import { toFormSummary } from './to-form';

export default listRoute({
  tag: 'forms',
  summary: "The owner's forms (deleted ones left out)",
  description: 'The shared list query and q over names and descriptions; each row counts its fields (current version) and answers (all versions).',
  query: formListQuerySchema,
  response: formListResponseSchema,
  read: async (app, agentId, query) => {
    const { rows, total } = await app.repositories.forms.page(agentId, query);
    return { data: rows.map(toFormSummary), total };
  },
});
