import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function VoiceSettingsRoute() {
  return <NotAvailableYet title={labels.voiceSettings} />;
}
