import { keywordKey } from 'shared-contracts';
import type { ContextForm } from '../agent-context';

export interface FormTriggerHit {
  form: ContextForm;
  keyword: string;
}

/**
 * The first enabled form (in the owner's order) with a trigger keyword inside the visitor's
 * message, compared as keywordKey folds both (width, case, katakana).
 */
export function findFormTrigger(forms: readonly ContextForm[], text: string): FormTriggerHit | null {
  const key = keywordKey(text);
  if (key === '') return null;
  for (const form of forms) {
    for (const keyword of form.keywords) {
      const folded = keywordKey(keyword);
      if (folded !== '' && key.includes(folded)) return { form, keyword };
    }
  }
  return null;
}
