import { z } from 'zod';

/** Infinity fails z.number()'s type check too, but it is a number out of range, not a missing one. */
const isNumber = (input: unknown) => typeof input === 'number' && !Number.isNaN(input);

/**
 * A number within [min, max], fractions allowed (voice scales). An emptied number input arrives as NaN
 * and is asked for, not called out of range.
 */
export function boundedNumber(name: string, min: number, max: number, format: (n: number) => string = String) {
  const missing = `${name}を入力してください`;
  const outOfRange = `${name}は${format(min)}〜${format(max)}の範囲で入力してください`;
  return z
    .number({ error: (issue) => (isNumber(issue.input) ? outOfRange : missing) })
    .min(min, { error: outOfRange })
    .max(max, { error: outOfRange });
}

/**
 * A whole number within [min, max] with the message SPEC §5 bounds are written in
 * (「…は-600から400の間で入力してください」), and its own words for a fraction or an empty field.
 */
export function rangedInt(name: string, min: number, max: number) {
  const missing = `${name}を入力してください`;
  const outOfRange = `${name}は${min}から${max}の間で入力してください`;
  return z
    .number({ error: (issue) => (isNumber(issue.input) ? outOfRange : missing) })
    .int({ error: `${name}は整数で入力してください` })
    .min(min, { error: outOfRange })
    .max(max, { error: outOfRange });
}
