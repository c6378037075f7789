import { z } from 'zod';
import { isWithinChars } from '../../common/text';

// Every text bound counts characters the way the owner sees them (common/text.ts), so a limit
// shown as 20文字 accepts 20 emoji or 20 kanji alike.

const NEWLINE = /[\r\n]/;

function text(name: string, max: number, required: boolean) {
  const missing = `${name}を入力してください`;
  const base = z.string({ error: missing }).trim();
  const bounded = required ? base.min(1, { error: missing, abort: true }) : base;
  return bounded.refine((s) => isWithinChars(s, max), { error: `${name}は${max}文字以内で入力してください` });
}

/** Multi-line text that must not be empty (after trimming). */
export function requiredText(name: string, max: number) {
  return text(name, max, true);
}

/** Multi-line text that may be empty. */
export function optionalText(name: string, max: number) {
  return text(name, max, false);
}

/** One line that must not be empty: labels, titles, names. */
export function requiredLine(name: string, max: number) {
  return text(name, max, true).refine((s) => !NEWLINE.test(s), { error: `${name}に改行は入れられません` });
}

/** One line that may be empty. */
export function optionalLine(name: string, max: number) {
  return text(name, max, false).refine((s) => !NEWLINE.test(s), { error: `${name}に改行は入れられません` });
}
