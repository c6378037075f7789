import { KnowledgeListScreen } from '../features/knowledge/components/KnowledgeListScreen';

export function KnowledgeDataStoreRoute() {
  return <KnowledgeListScreen />;
}
