import { z } from 'zod';

/**
 * What a reader built before a value was added to an enum reads in its place. Sections are
 * deployed apart from the API (README: for section teams), so a section already deployed meets
 * values the API learned later: a new answer engine, form field type, sign-in method, media use.
 */
export const UNKNOWN_ENUM_VALUE = 'unknown';
export type UnknownEnumValue = typeof UNKNOWN_ENUM_VALUE;

/**
 * An enum of a response that may grow: the API only ever sends `values`, and a reader that gets a
 * value it does not know reads 'unknown' (shown as その他 or left out) instead of refusing the whole
 * answer, as a strict z.enum would, which left a deployed section showing an error for a screen
 * it could still show. The document lists 'unknown' among the values, as protobuf's enums do.
 */
export function extensibleEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const known = z.enum([...values, UNKNOWN_ENUM_VALUE] as unknown as [...T, UnknownEnumValue]);
  return known.catch(UNKNOWN_ENUM_VALUE as z.output<typeof known>);
}

/** How a reader names a value it does not know. */
export const UNKNOWN_ENUM_LABEL = 'その他';

/** The label of a value read through extensibleEnum: the known one's, or その他. */
export function extensibleEnumLabel<K extends string>(labels: Record<K, string>, value: NoInfer<K> | UnknownEnumValue): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : UNKNOWN_ENUM_LABEL;
}
