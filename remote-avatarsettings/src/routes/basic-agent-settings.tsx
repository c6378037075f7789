import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function BasicAgentSettingsRoute() {
  return <NotAvailableYet title={labels.basicAgentSettings} />;
}
