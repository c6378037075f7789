import { quickReplySchema } from 'shared-contracts';
import { messages } from '#src/errors/messages';
import { getByIdRoute } from '../get-by-id-route';
import { toQuickReply } from './to-quick-reply';

export default getByIdRoute({
  tag: 'chatsettings',
  summary: 'One quick reply',
  response: quickReplySchema,
  read: async (app, agentId, id) => {
    const row = await app.repositories.quickReplies.find(agentId, id);
    return row && toQuickReply(row);
  },
  notFound: messages.quickReplyNotFound,
});
