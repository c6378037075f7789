import { FormsListScreen } from '../features/forms/components/FormsListScreen';

export function MakeFormsRoute() {
  return <FormsListScreen />;
}
