import type { FormAnswerValue } from '../forms/form-answer';
import type { FormFieldType } from '../forms/form-field-type';

/** What a consent field shows when the visitor agreed (the box cannot be sent unticked when required). */
export const FORM_ANSWER_CONSENT_LABEL = '同意';
export const FORM_ANSWER_NO_CONSENT_LABEL = '未同意';
/** How the screen shows an empty cell; exports leave it empty. */
export const FORM_ANSWER_EMPTY_CELL = '-';
/** Multiple choices in one cell, in the form's order. */
export const FORM_ANSWER_CHOICE_SEPARATOR = '、';

/**
 * One answered field as text, as the version it was given against defined it: choices are stored
 * by their labels, so they read as such; consent as 同意 / 未同意; multiple choice joined with 「、」;
 * numbers as the visitor's value. '' when the field was left empty (or the version had no such field).
 * The API's list, detail and exports and the console all read answers through this one function.
 */
export function formAnswerCellText(type: FormFieldType | undefined, value: FormAnswerValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (type === 'consent' || typeof value === 'boolean') return value === true ? FORM_ANSWER_CONSENT_LABEL : value === false ? FORM_ANSWER_NO_CONSENT_LABEL : String(value);
  if (Array.isArray(value)) return value.join(FORM_ANSWER_CHOICE_SEPARATOR);
  return String(value);
}
