import { z } from 'zod';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional day of a period's range in a query string ('' when absent), refused in Japanese at the field. */
export const daySchema = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isDay(v), { error: `${label}は YYYY-MM-DD の日付で入力してください` })
    .default('');
