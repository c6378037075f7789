import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function ForbiddenUrlRoute() {
  return <NotAvailableYet title={labels.forbiddenUrl} />;
}
