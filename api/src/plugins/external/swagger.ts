import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';

export const DOCS_PREFIX = '/api/docs';

/** Methods whose body Fastify reads (a GET's or HEAD's is ignored), so that may be too large or of a type no parser takes. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * The refusals Fastify itself gives any route, which no route repeats in its own schema: 400 when
 * a parameter, query or body fails its schema, 413 past the body limit and 415 for a content type
 * no parser takes (any route that reads a body), and 429 past the per-address request budget
 * (plugins/external/rate-limit.ts) on every route that does not opt out of it. Only the document
 * changes; the answers were always so.
 */
export function withFrameworkRefusals(schema: RouteSchema | undefined, methods: string | string[], rateLimited = true): RouteSchema | undefined {
  if (!schema || schema.hide) return schema;
  const response: Record<string, unknown> = { ...(schema.response ?? {}) };
  const refuses = (status: number) => {
    if (!(String(status) in response)) response[status] = apiErrorSchema;
  };
  if (schema.params || schema.querystring || schema.body || schema.headers) refuses(400);
  if ((Array.isArray(methods) ? methods : [methods]).some((method) => BODY_METHODS.has(method.toUpperCase()))) {
    refuses(413);
    refuses(415);
  }
  if (rateLimited) refuses(429);
  return { ...schema, response };
}

/**
 * OpenAPI 3.0 lets `nullable` add null to a schema's type but not to its enum: a nullable enum must
 * list null itself, or a validator refuses the null the API sends (zod's JSON Schema leaves it out).
 */
export function withNullInNullableEnums<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withNullInNullableEnums) as T;
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNullInNullableEnums(item)])) as Record<string, unknown>;
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
  return object as T;
}

const zodTransform = createJsonSchemaTransform({ skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/*`] });

/** The OpenAPI document is generated from the same zod schemas that validate and serialize (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'AI avatar agent API',
          description: 'Owner console and widget API. Errors are { code, message } with a Japanese message.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) =>
        zodTransform({
          ...input,
          schema: withFrameworkRefusals(
            input.schema as RouteSchema | undefined,
            input.route.method,
            (input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false,
          ) as typeof input.schema,
        }),
      transformObject: (input) => withNullInNullableEnums(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  },
  { name: 'swagger' },
);
