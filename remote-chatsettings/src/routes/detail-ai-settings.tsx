import { DetailAiSettingsScreen } from '../features/detail-ai-settings/components/DetailAiSettingsScreen';

export function DetailAiSettingsRoute() {
  return <DetailAiSettingsScreen />;
}
