import { FormHistoryScreen } from '../features/form-history/components/FormHistoryScreen';

export function FormHistoryRoute() {
  return <FormHistoryScreen />;
}
