import { useState } from 'react';
import type { FormAnswerColumn } from 'shared-contracts';
import {
  arrangeColumns,
  preferencesOf,
  readColumnPreferences,
  writeColumnPreferences,
  type ArrangedColumn,
  type ColumnPreferences,
} from '../utils/column-preferences';

/**
 * 表示項目 of one form: its columns in the owner's order with whether each shows, remembered in
 * this browser per form (until sign-out, which clears local storage).
 */
export function useColumnPreferences(formId: string, columns: readonly FormAnswerColumn[]) {
  const [stored, setStored] = useState<{ formId: string; preferences: ColumnPreferences | null }>(() => ({ formId, preferences: readColumnPreferences(formId) }));
  // Another form chosen: its own preferences, read while rendering rather than one frame late.
  let current = stored;
  if (stored.formId !== formId) {
    current = { formId, preferences: formId === '' ? null : readColumnPreferences(formId) };
    setStored(current);
  }
  const arranged = arrangeColumns(columns, current.preferences);

  const save = (preferences: ColumnPreferences | null) => {
    writeColumnPreferences(formId, preferences);
    setStored({ formId, preferences });
  };

  return {
    arranged,
    visible: arranged.filter((column) => column.visible),
    customised: current.preferences !== null,
    change: (next: readonly ArrangedColumn[]) => save(preferencesOf(next)),
    reset: () => save(null),
  };
}
