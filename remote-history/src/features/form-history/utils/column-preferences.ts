import type { FormAnswerColumn } from 'shared-contracts';

/**
 * 表示項目: which of a form's columns the owner hides, and the order they want them in, kept in
 * this browser per form. Columns the form gained since are shown, after the ordered ones.
 */
export interface ColumnPreferences {
  /** Field keys in the owner's order. */
  order: string[];
  hidden: string[];
}

export const COLUMN_PREFERENCES_PREFIX = 'history.form-history.columns.';

export function columnPreferencesKey(formId: string): string {
  return `${COLUMN_PREFERENCES_PREFIX}${formId}`;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readColumnPreferences(formId: string): ColumnPreferences | null {
  try {
    const raw = window.localStorage.getItem(columnPreferencesKey(formId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { order, hidden } = parsed as Record<string, unknown>;
    return isStringArray(order) && isStringArray(hidden) ? { order, hidden } : null;
  } catch {
    // Storage off (a private window) or a value written by hand: the form's own order.
    return null;
  }
}

export function writeColumnPreferences(formId: string, preferences: ColumnPreferences | null): void {
  try {
    if (preferences === null) window.localStorage.removeItem(columnPreferencesKey(formId));
    else window.localStorage.setItem(columnPreferencesKey(formId), JSON.stringify(preferences));
  } catch {
    // Not remembered; the table still shows it for now.
  }
}

export interface ArrangedColumn extends FormAnswerColumn {
  visible: boolean;
}

/** The form's columns in the owner's order, each with whether it shows. */
export function arrangeColumns(columns: readonly FormAnswerColumn[], preferences: ColumnPreferences | null): ArrangedColumn[] {
  if (preferences === null) return columns.map((column) => ({ ...column, visible: true }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const ordered = preferences.order.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [column] : [];
  });
  const rest = columns.filter((column) => !preferences.order.includes(column.key));
  const hidden = new Set(preferences.hidden);
  return [...ordered, ...rest].map((column) => ({ ...column, visible: !hidden.has(column.key) }));
}

export function preferencesOf(arranged: readonly ArrangedColumn[]): ColumnPreferences {
  return { order: arranged.map((column) => column.key), hidden: arranged.filter((column) => !column.visible).map((column) => column.key) };
}
