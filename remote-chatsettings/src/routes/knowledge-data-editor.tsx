import { useParams } from 'react-router-dom';
import { KnowledgeEditorScreen } from '../features/knowledge/components/KnowledgeEditorScreen';

// One page serves register and edit (SPEC §2): the id in the path is what tells them apart.
export function KnowledgeDataEditorRoute() {
  const { id } = useParams();
  return <KnowledgeEditorScreen id={id} />;
}
