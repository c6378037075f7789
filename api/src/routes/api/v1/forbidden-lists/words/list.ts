import { forbiddenWordListQuerySchema, forbiddenWordListResponseSchema } from 'shared-contracts';
import { FORBIDDEN_WORD_LIST } from '#src/domains/chatsettings/forbidden-lists/forbidden-list';
import { listRoute } from '../../list-route';
import { toForbiddenWord } from './to-forbidden-word';

export default listRoute({
  tag: 'chatsettings',
  summary: 'Forbidden words, paged',
  description: 'q finds words and notes as written, and words in their comparison form (so q=ガイド finds がいど).',
  query: forbiddenWordListQuerySchema,
  response: forbiddenWordListResponseSchema,
  read: async (app, agentId, query) => {
    const qMatchKey = query.q === '' ? '' : FORBIDDEN_WORD_LIST.searchKey(query.q);
    const { rows, total } = await app.repositories.forbiddenLists.page(agentId, 'word', { ...query, qMatchKey });
    return { data: rows.map(toForbiddenWord), total };
  },
});
