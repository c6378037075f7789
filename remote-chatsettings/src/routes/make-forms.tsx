import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function MakeFormsRoute() {
  return <NotAvailableYet title={labels.makeForms} />;
}
