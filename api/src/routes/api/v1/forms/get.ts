import { formSchema } from 'shared-contracts';
import { formMessages } from '#src/domains/forms/messages';
import { getByIdRoute } from '../get-by-id-route';
import { toForm } from './to-form';

export default getByIdRoute({
  tag: 'forms',
  summary: 'One form at its current version, with the quick replies that open it',
  response: formSchema,
  read: async (app, agentId, id) => {
    const found = await app.repositories.forms.find(agentId, id);
    return found && toForm(found);
  },
  notFound: formMessages.notFound,
});
