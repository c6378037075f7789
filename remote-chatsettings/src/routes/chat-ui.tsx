import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function ChatUiRoute() {
  return <NotAvailableYet title={labels.chatUi} />;
}
