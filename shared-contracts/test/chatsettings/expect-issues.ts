import type { z } from 'zod';

type Path = ReadonlyArray<string | number>;

/** The messages `schema` gives for `input` at exactly `path`. */
export function messagesAt(schema: z.ZodType, input: unknown, path: Path = []): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path)).map((i) => i.message);
}

/** Refused with exactly this one message at `path`, as a form would show it. */
export function expectRefused(schema: z.ZodType, input: unknown, path: Path, message: string): void {
  expect(schema.safeParse(input).success).toBe(false);
  expect(messagesAt(schema, input, path)).toEqual([message]);
}

/** Accepted, showing the issues when not (a plain `success` flag hides why). */
export function expectAccepted(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? []).toEqual([]);
}

/** `n` copies of `text`. */
export const times = (text: string, n: number): string => text.repeat(n);
