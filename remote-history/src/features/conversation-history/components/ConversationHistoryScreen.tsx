import { NotAvailableYet } from 'shared-ui';
import { labels } from '../../../labels';

// Until the conversations can be read back, the screen says so and offers nothing that pretends to work.
export function ConversationHistoryScreen() {
  return <NotAvailableYet title={labels.conversationHistory} />;
}
