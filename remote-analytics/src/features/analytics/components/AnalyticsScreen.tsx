import { NotAvailableYet } from 'shared-ui';
import { labels } from '../../../labels';

// The analytics screen says plainly that it is not built yet until the analytics API exists.
export function AnalyticsScreen() {
  return <NotAvailableYet title={labels.analytics} />;
}
