import { visitorAccountSchema } from 'shared-contracts';
import { messages } from '#src/errors/messages';
import { getByIdRoute } from '../get-by-id-route';
import { toVisitorAccount } from './to-visitor-account';

export default getByIdRoute({
  tag: 'chatsettings',
  summary: 'One visitor account (the detail view)',
  response: visitorAccountSchema,
  read: async (app, agentId, id) => {
    const row = await app.repositories.visitorAccounts.find(agentId, id);
    return row && toVisitorAccount(row);
  },
  notFound: messages.visitorAccountNotFound,
});
