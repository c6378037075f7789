import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function AvatarSettingsRoute() {
  return <NotAvailableYet title={labels.avatarSettings} />;
}
