import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function AnalyticsRoute() {
  return <NotAvailableYet title={labels.analytics} />;
}
