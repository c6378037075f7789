import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiErrorSchema } from 'shared-contracts';
import type { z } from 'zod';
import { BEARER } from './owner-route';

/** One page of rows, as answered, and how many rows the whole query has. */
export interface ListPage {
  data: unknown[];
  total: number;
}

export interface ListRoute<Query extends z.ZodType<{ page: number; limit: number }>> {
  tag: string;
  summary: string;
  description: string;
  query: Query;
  response: z.ZodType;
  read(app: FastifyInstance, agentId: string, query: z.output<Query>): Promise<ListPage>;
}

/** GET / of an owner's paged list: the list query in, `{ data, total_records, page, limit }` out (200, 400, 401). */
export function listRoute<Query extends z.ZodType<{ page: number; limit: number }>>(spec: ListRoute<Query>): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: [spec.tag],
          summary: spec.summary,
          description: spec.description,
          security: BEARER,
          querystring: spec.query,
          response: { 200: spec.response, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const query = request.query as z.output<Query>;
        const { data, total } = await spec.read(app, request.owner.agentId, query);
        return { data, total_records: total, page: query.page, limit: query.limit };
      },
    );
  };
}
