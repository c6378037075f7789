import { visitorAccountListQuerySchema, visitorAccountListResponseSchema } from 'shared-contracts';
import { listRoute } from '../list-route';
import { toVisitorAccount } from './to-visitor-account';

export default listRoute({
  tag: 'chatsettings',
  summary: 'Visitors who signed in inside the widget',
  description: "The shared list query, login_type ('' all, 'line', 'mail') and q over name and mail. sort_by updated_at orders by the last sign-in.",
  query: visitorAccountListQuerySchema,
  response: visitorAccountListResponseSchema,
  read: async (app, agentId, query) => {
    const { rows, total } = await app.repositories.visitorAccounts.page(agentId, query);
    return { data: rows.map(toVisitorAccount), total };
  },
});
