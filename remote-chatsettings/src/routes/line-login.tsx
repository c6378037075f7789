import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function LineLoginRoute() {
  return <NotAvailableYet title={labels.lineLogin} />;
}
