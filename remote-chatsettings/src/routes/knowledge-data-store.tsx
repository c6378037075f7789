import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function KnowledgeDataStoreRoute() {
  return <NotAvailableYet title={labels.knowledgeDataStore} />;
}
