import { z } from 'zod';

/**
 * A whole number within [min, max]. One message for every way to miss (not a number, a fraction,
 * too small, too large), because it already says everything the owner needs to fix it.
 */
export function boundedInt(name: string, min: number, max: number, unit = '') {
  const error = `${name}は${min}〜${max}${unit}の整数で入力してください`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
