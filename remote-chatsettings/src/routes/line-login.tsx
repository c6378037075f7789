import { LineLoginScreen } from '../features/line-login/components/LineLoginScreen';

export function LineLoginRoute() {
  return <LineLoginScreen />;
}
