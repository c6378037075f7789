import { type FormAnswerValues, type FormField, formAnswerCellText } from 'shared-contracts';
import { searchForm } from './search-terms';

/**
 * What フォーム回答履歴's keyword looks in: every answered field as the list shows it
 * (formAnswerCellText, by the field types of the version answered), in the comparison form
 * (searchForm), one per line, in the version's field order. Empty fields add nothing.
 */
export function formAnswerSearchText(fields: readonly Pick<FormField, 'key' | 'type'>[], values: FormAnswerValues): string {
  const lines: string[] = [];
  for (const field of fields) {
    const text = searchForm(formAnswerCellText(field.type, values[field.key]));
    if (text !== '') lines.push(text);
  }
  return lines.join('\n');
}
