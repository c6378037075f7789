import { NotAvailableYet } from 'shared-ui';
import { labels } from '../../../labels';

// Until the form answers can be read back, the screen says so and offers nothing that pretends to work.
export function FormHistoryScreen() {
  return <NotAvailableYet title={labels.formHistory} />;
}
