import { forbiddenUrlListQuerySchema, forbiddenUrlListResponseSchema } from 'shared-contracts';
import { FORBIDDEN_URL_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { listRoute } from '../../list-route';
import { toForbiddenUrl } from './to-forbidden-url';

export default listRoute({
  tag: 'chatsettings',
  summary: 'Forbidden URL patterns, paged',
  description: 'q finds patterns and notes as written.',
  query: forbiddenUrlListQuerySchema,
  response: forbiddenUrlListResponseSchema,
  read: async (app, agentId, query) => {
    const { rows, total } = await app.repositories.forbiddenLists.page(agentId, 'url', { ...query, qMatchKey: FORBIDDEN_URL_LIST.searchKey(query.q) });
    return { data: rows.map(toForbiddenUrl), total };
  },
});
