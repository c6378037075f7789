import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function FixedMessageRoute() {
  return <NotAvailableYet title={labels.fixedMessage} />;
}
