import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function QuickReplyRoute() {
  return <NotAvailableYet title={labels.quickReply} />;
}
