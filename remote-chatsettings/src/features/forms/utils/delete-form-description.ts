import type { FormSummary } from 'shared-contracts';
import { labels } from '../labels';

/** Deleting archives: the question says that the answers given so far stay in the answer history. */
export function deleteFormDescription({ name, answer_count }: Pick<FormSummary, 'name' | 'answer_count'>): string {
  const d = labels.deleteDialog;
  return answer_count > 0 ? `${d.description(name)} ${d.answersKept(answer_count)}` : d.description(name);
}
