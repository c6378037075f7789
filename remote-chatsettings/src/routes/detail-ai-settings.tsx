import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function DetailAiSettingsRoute() {
  return <NotAvailableYet title={labels.detailAiSettings} />;
}
