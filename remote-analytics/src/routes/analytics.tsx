import { AnalyticsScreen } from '../features/analytics/components/AnalyticsScreen';

export function AnalyticsRoute() {
  return <AnalyticsScreen />;
}
