import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function FormHistoryRoute() {
  return <NotAvailableYet title={labels.formHistory} />;
}
