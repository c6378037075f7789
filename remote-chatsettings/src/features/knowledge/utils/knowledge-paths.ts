import { paths } from '../../../paths';

/** The editor of one item. */
export function knowledgeEditPath(id: string): string {
  return paths.knowledgeDataEdit.replace(':id', encodeURIComponent(id));
}
