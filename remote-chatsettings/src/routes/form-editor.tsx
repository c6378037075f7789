import { useParams } from 'react-router-dom';
import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

// One page serves register and edit (SPEC §2): the id in the path is what tells them apart.
export function FormEditorRoute() {
  const { id } = useParams();
  return <NotAvailableYet title={id === undefined ? labels.formRegister : labels.formEdit(id)} />;
}
