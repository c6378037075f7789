import { z } from 'zod';
import { hasTextControl, lineTextMessages, lineTextProblem } from './line-text';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isWithinChars } from './text';

// Every text bound counts characters the way the owner sees them (common/text.ts), so a limit
// shown as 20文字 accepts 20 emoji or 20 kanji alike. What a text may hold is common/line-text.ts
// and common/storable-text.ts (the API checks the latter on every request as well).

function text(name: string, max: number, required: boolean) {
  const missing = `${name}を入力してください`;
  const base = z.string({ error: missing }).trim();
  const bounded = required ? base.min(1, { error: missing, abort: true }) : base;
  return bounded
    .refine((s) => !hasUnstorableText(s), { error: UNSTORABLE_TEXT_MESSAGE, abort: true })
    .refine((s) => isWithinChars(s, max), { error: `${name}は${max}文字以内で入力してください` });
}

function multiLine(name: string, max: number, required: boolean) {
  return text(name, max, required).refine((s) => !hasTextControl(s), { error: lineTextMessages.control(name) });
}

function oneLine(name: string, max: number, required: boolean) {
  return text(name, max, required).superRefine((s, ctx) => {
    const problem = lineTextProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'line_break' ? lineTextMessages.lineBreak(name) : lineTextMessages.control(name) });
  });
}

/** Multi-line text that must not be empty (after trimming). */
export function requiredText(name: string, max: number) {
  return multiLine(name, max, true);
}

/** Multi-line text that may be empty. */
export function optionalText(name: string, max: number) {
  return multiLine(name, max, false);
}

/** One line that must not be empty: labels, titles, names. */
export function requiredLine(name: string, max: number) {
  return oneLine(name, max, true);
}

/** One line that may be empty. */
export function optionalLine(name: string, max: number) {
  return oneLine(name, max, false);
}
