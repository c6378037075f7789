import * as fc from 'fast-check';
import type { JsonSchema } from '../http/openapi-operations';

/**
 * fast-check arbitraries generated from the OpenAPI document's JSON Schemas (OpenAPI 3.0: `nullable`,
 * no $ref, as fastify-type-provider-zod writes them): a value the schema takes, and the ways to break one.
 * Lengths and list sizes are kept small, so a run spends its time on many requests, not on big ones.
 */

const MAX_TEXT = 24;
const MAX_ITEMS = 3;

export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plain = plainOf(schema);
  return schema.nullable === true ? fc.option(plain, { nil: null, freq: 8 }) : plain;
}

function plainOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  if (Array.isArray(schema.allOf)) return arbitraryOf(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema);
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: boundOf(schema.minimum, -1000), max: boundOf(schema.maximum, 1000, Math.max(boundOf(schema.minimum, -1000), 1000)) });
    case 'number':
      return fc.double({ min: boundOf(schema.minimum, -1000), max: boundOf(schema.maximum, 1000, 1000), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = Number(schema.minItems ?? 0);
      return fc.array(arbitraryOf(items), { minLength, maxLength: Math.max(minLength, Math.min(Number(schema.maxItems ?? MAX_ITEMS), MAX_ITEMS)) });
    }
    case 'object':
      return objectOf(schema);
    default:
      // An unconstrained value: any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A bound of the schema's, clamped so that generated numbers stay where people and databases live. */
function boundOf(value: unknown, fallback: number, cap = Number.MAX_SAFE_INTEGER): number {
  return typeof value === 'number' ? Math.max(Math.min(value, cap), -1e9) : fallback;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'binary') return fc.string({ maxLength: MAX_TEXT });
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? MAX_TEXT), MAX_TEXT));
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= Number(schema.maxLength ?? Infinity));
  }
  // Text as people type it: Japanese, ASCII and now and then an emoji.
  return fc.string({ unit: fc.oneof(fc.constantFrom(...'あいうえおカキクケコ営業時間送料'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), fc.constantFrom('🙂', '👍🏽')), minLength, maxLength });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const record = Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key] ?? {})]));
  return fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) });
}

/** What a hostile or careless client sends instead of the text a field wants. */
export const HOSTILE_TEXT = fc.oneof(
  fc.constant('a\u0000b'),
  fc.constant('a\ud800b'),
  fc.constant('\udfff'),
  fc.constant('a\u001b[31m\u0007b'),
  fc.constant('a\u202eb\u2067c'),
  fc.constant('\r\n\t\u2028\u2029'),
  fc.constant('\ufeff\ufffe\uffff'),
  fc.constant("'; DROP TABLE owners; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('=HYPERLINK("http://x")'),
  fc.constant('../../../../etc/passwd'),
  fc.constant('%00%ff%'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(10_000, 300_000).map((n) => 'あ'.repeat(n)),
);

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'missing field'; at: Path }
  | { kind: 'wrong type'; at: Path; value: unknown }
  | { kind: 'hostile text'; at: Path; text: string }
  | { kind: 'extra field'; name: string; value: unknown }
  | { kind: 'not an object'; value: unknown }
  | { kind: 'deep nesting'; depth: number }
  | { kind: 'malformed JSON'; raw: string }
  | { kind: 'wrong content type'; contentType: string };

export type Path = (string | number)[];

/** Every place inside a JSON value, by its path (object keys and array indexes), the value itself first. */
export function placesOf(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value)) return [here, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object') return [here, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]))];
  return [here];
}

/** A deep copy of `value` with the place at `path` replaced (or removed, for `undefined`). */
export function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    if (rest.length === 0 && replacement === undefined) return value.filter((_item, index) => index !== head);
    return value.map((item, index) => (index === head ? replacedAt(item, rest, replacement) : item));
  }
  const object = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === undefined) delete object[head as string];
  else object[head as string] = replacedAt(object[head as string], rest, replacement);
  return object;
}

const WRONG_VALUES = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.constant({}),
  fc.constant([[[{}]]]),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

const MALFORMED = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", '{a:1}', 'NaN', '{"a":NaN}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', ''),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const CONTENT_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=shift_jis',
  'application/octet-stream',
  'image/png',
  'text/csv',
  '',
);

/** A mutation of a valid `body`: one of the ways a client breaks the schema, each as likely as sending it right. */
export function mutationOf(body: unknown): fc.Arbitrary<Mutation> {
  const places = placesOf(body);
  const inner = places.filter((place) => place.path.length > 0);
  const strings = places.filter((place) => typeof place.value === 'string');
  const options: fc.Arbitrary<Mutation>[] = [
    fc.constant({ kind: 'valid' } as const),
    fc.record({ kind: fc.constant('extra field' as const), name: fc.constantFrom('unknown', '__proto__', 'constructor', 'id', 'agent_id'), value: WRONG_VALUES }),
    fc.record({ kind: fc.constant('not an object' as const), value: WRONG_VALUES }),
    fc.record({ kind: fc.constant('deep nesting' as const), depth: fc.constantFrom(100, 5_000, 50_000) }),
    fc.record({ kind: fc.constant('malformed JSON' as const), raw: MALFORMED }),
    fc.record({ kind: fc.constant('wrong content type' as const), contentType: CONTENT_TYPES }),
  ];
  if (inner.length > 0) {
    options.push(fc.record({ kind: fc.constant('missing field' as const), at: fc.constantFrom(...inner.map((place) => place.path)) }));
    options.push(fc.record({ kind: fc.constant('wrong type' as const), at: fc.constantFrom(...inner.map((place) => place.path)), value: WRONG_VALUES }));
  }
  if (strings.length > 0) {
    options.push(fc.record({ kind: fc.constant('hostile text' as const), at: fc.constantFrom(...strings.map((place) => place.path)), text: HOSTILE_TEXT }));
  }
  return fc.oneof(...options);
}

/** The request body and content type a mutation makes of a valid body. */
export function applied(body: unknown, mutation: Mutation): { payload: string | undefined; contentType: string | undefined } {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  switch (mutation.kind) {
    case 'valid':
      return json(body);
    case 'missing field':
      return json(replacedAt(body, mutation.at, undefined));
    case 'wrong type':
      return json(replacedAt(body, mutation.at, mutation.value));
    case 'hostile text':
      return json(replacedAt(body, mutation.at, mutation.text));
    case 'extra field':
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return json(body);
      // Written into the text, so that __proto__ arrives as the key a client sends, not as a prototype.
      return {
        payload: JSON.stringify(body).replace(/^\{/, `{${JSON.stringify(mutation.name)}:${JSON.stringify(mutation.value)}${Object.keys(body).length > 0 ? ',' : ''}`),
        contentType: 'application/json',
      };
    case 'not an object':
      return json(mutation.value);
    case 'deep nesting':
      return { payload: `${'['.repeat(mutation.depth)}${']'.repeat(mutation.depth)}`, contentType: 'application/json' };
    case 'malformed JSON':
      return { payload: mutation.raw, contentType: 'application/json' };
    case 'wrong content type':
      return { payload: JSON.stringify(body), contentType: mutation.contentType || undefined };
  }
}

/** A short, printable account of a request body, for a finding's report. */
export function excerpt(text: string | undefined, length = 160): string {
  if (text === undefined) return '(no body)';
  const shown = JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text);
  return shown;
}
