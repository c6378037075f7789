import { useParams } from 'react-router-dom';
import { FormBuilderScreen } from '../features/forms/components/FormBuilderScreen';

// One page serves register and edit (SPEC §2): the id in the path is what tells them apart.
export function FormEditorRoute() {
  const { id } = useParams();
  return <FormBuilderScreen id={id} />;
}
