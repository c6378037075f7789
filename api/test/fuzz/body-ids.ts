import * as fc from 'fast-check';
import type { JsonSchema } from '../http/openapi-operations';
import { fieldKindOf, type TenantKind } from './id-kinds';
import { arbitraryOf } from './schema-arbitrary';

/**
 * Ids inside request bodies, for the tenancy matrix: every field of a body's schema that is a uuid
 * (at any depth, in objects and in list items) names an owner's data of the kind its name says
 * (id-kinds.ts); an unknown name fails loudly there, as a path parameter's does.
 */

const isUuid = (schema: JsonSchema): boolean => schema.type === 'string' && schema.format === 'uuid';

const alternativesOf = (schema: JsonSchema) => ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.filter((branch) => branch.type !== 'null');

/** Whether an object value is of this branch of a union: every discriminating property (a const, a one-value enum) agrees. */
function fitsBranch(branch: JsonSchema, value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return branch.type !== 'object';
  return Object.entries((branch.properties as Record<string, JsonSchema> | undefined) ?? {}).every(([name, property]) => {
    const fixed = 'const' in property ? [property.const] : Array.isArray(property.enum) && property.enum.length === 1 ? property.enum : null;
    return fixed === null || fixed.includes((value as Record<string, unknown>)[name]);
  });
}

/** The schema itself when it is one; of a union, the branch the value is of (the first that is not null without a value). */
function concrete(schema: JsonSchema, value?: unknown): JsonSchema {
  const alternatives = alternativesOf(schema);
  if (!alternatives || alternatives.length === 0) return schema;
  return (value === undefined ? undefined : alternatives.find((branch) => fitsBranch(branch, value))) ?? alternatives[0] ?? schema;
}

/** Every branch of a union (the schema alone when it is none). */
const branchesOf = (schema: JsonSchema): JsonSchema[] => alternativesOf(schema) ?? [schema];

/** Whether a schema holds a uuid anywhere. */
function holdsUuid(schema: JsonSchema): boolean {
  return branchesOf(schema).some((at) => {
    if (isUuid(at)) return true;
    if (at.type === 'array' && at.items) return holdsUuid(at.items as JsonSchema);
    if (at.type === 'object') return Object.values((at.properties as Record<string, JsonSchema> | undefined) ?? {}).some(holdsUuid);
    return false;
  });
}

/** The kinds of id a body's schema holds, by field (empty for a body without any). */
export function bodyIdKinds(where: string, schema: JsonSchema | null): TenantKind[] {
  return schema ? kindsIn(where, schema, '', '') : [];
}

/** The kinds of id under a schema that sits at `key` (in `parent`). */
function kindsIn(where: string, schema: JsonSchema, key: string, parent: string): TenantKind[] {
  const kinds = new Set<TenantKind>();
  const walk = (node: JsonSchema, key: string, parent: string) => {
    for (const at of branchesOf(node)) {
      if (isUuid(at)) kinds.add(fieldKindOf(where, key, parent));
      else if (at.type === 'array' && at.items) walk(at.items as JsonSchema, key, parent);
      else if (at.type === 'object') for (const [name, property] of Object.entries((at.properties as Record<string, JsonSchema> | undefined) ?? {})) walk(property, name, key);
    }
  };
  walk(schema, key, parent);
  return [...kinds];
}

/**
 * `value` (a body the schema takes) with every uuid field set to `idOf(kind)`: fields the sample left
 * out are put in, an empty list whose items hold an id gets one item, and (with `wanted`) a union
 * takes a branch holding that kind of id, so that each id is sent.
 */
export function withBodyIds(where: string, schema: JsonSchema, value: unknown, idOf: (kind: TenantKind) => string, seed: number, wanted?: TenantKind): unknown {
  const fill = (node: JsonSchema, given: unknown, key: string, parent: string): unknown => {
    let current = given;
    let at = concrete(node, current);
    // A union whose branch in the value holds no id of the wanted kind (a quick reply that sends text,
    // not a form): the branch that holds one, with a value of its own, so that the id is sent.
    if (wanted && !kindsIn(where, at, key, parent).includes(wanted)) {
      const holding = (alternativesOf(node) ?? []).find((branch) => kindsIn(where, branch, key, parent).includes(wanted));
      if (holding) {
        at = holding;
        current = fc.sample(arbitraryOf(holding), { seed, numRuns: 1 })[0];
      }
    }
    if (isUuid(at)) return idOf(fieldKindOf(where, key, parent));
    if (at.type === 'array' && at.items) {
      const items = at.items as JsonSchema;
      if (!holdsUuid(items)) return current;
      const list = Array.isArray(current) && current.length > 0 ? current : fc.sample(arbitraryOf(items), { seed, numRuns: 1 });
      return list.map((item) => fill(items, item, key, parent));
    }
    if (at.type === 'object' && current !== null && typeof current === 'object') {
      const object = { ...(current as Record<string, unknown>) };
      for (const [name, property] of Object.entries((at.properties as Record<string, JsonSchema> | undefined) ?? {})) {
        if (!holdsUuid(property)) continue;
        const present = object[name];
        const start = present === undefined || present === null ? fc.sample(arbitraryOf(concrete(property)), { seed, numRuns: 1 })[0] : present;
        object[name] = fill(property, start, name, key);
      }
      return object;
    }
    return current;
  };
  return fill(schema, value, '', '');
}
