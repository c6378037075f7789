import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function ForbiddenWordRoute() {
  return <NotAvailableYet title={labels.forbiddenWord} />;
}
