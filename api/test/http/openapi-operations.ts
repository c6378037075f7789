import type { FastifyInstance } from 'fastify';

/**
 * The API's operations as its own OpenAPI document describes them, for tests that are generated from
 * the document instead of a hand-written list (so a route added tomorrow is covered tomorrow).
 */
export interface Operation {
  method: string;
  /** The templated path, e.g. /api/v1/quick-replies/{id}. */
  path: string;
  /** Owner routes carry the bearer requirement; visitor routes the widget's token. */
  security: string[];
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The application/json request body's schema, if the operation takes one. */
  jsonBody: JsonSchema | null;
  /** Every content type the operation's request body may have. */
  bodyTypes: string[];
  /** The documented statuses, and the content types each may answer with. */
  responses: Record<string, string[]>;
}

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

export interface RawOperation {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`the OpenAPI document answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(byMethod)) {
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        security: (raw.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        pathParams: (raw.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (raw.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        jsonBody: content['application/json']?.schema ?? null,
        bodyTypes: Object.keys(content),
        responses: Object.fromEntries(Object.entries(raw.responses).map(([status, r]) => [status, Object.keys(r.content ?? {})])),
      });
    }
  }
  return operations;
}

/** Every string inside a JSON value, by its path (object keys and array indexes). */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A deep copy of `value` with the string at `path` replaced by `text`. */
export function withStringAt(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withStringAt(item, rest, text) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head as string]: withStringAt(object[head as string], rest, text) };
}
