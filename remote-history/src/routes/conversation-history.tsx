import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function ConversationHistoryRoute() {
  return <NotAvailableYet title={labels.conversationHistory} />;
}
