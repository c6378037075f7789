import { UrlSettingsScreen } from '../features/url-settings/components/UrlSettingsScreen';

export function UrlSettingsRoute() {
  return <UrlSettingsScreen />;
}
