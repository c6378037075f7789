import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function LineLoginAccountListRoute() {
  return <NotAvailableYet title={labels.lineLoginAccountList} />;
}
