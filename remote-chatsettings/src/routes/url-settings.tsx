import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function UrlSettingsRoute() {
  return <NotAvailableYet title={labels.urlSettings} />;
}
