import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiErrorSchema, idSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { BEARER } from './owner-route';

export interface GetByIdRoute<Response extends z.ZodType> {
  tag: string;
  summary: string;
  response: Response;
  /** The owner's item as answered, or undefined when the agent has none of that id. */
  read(app: FastifyInstance, agentId: string, id: string): Promise<z.input<Response> | undefined>;
  /** The Japanese message of the 404. */
  notFound: string;
}

/** GET /:id of an owner's item: 200, 400 for a malformed id, 401, and 404 for an id the agent does not have. */
export function getByIdRoute<Response extends z.ZodType>(spec: GetByIdRoute<Response>): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags: [spec.tag],
          summary: spec.summary,
          security: BEARER,
          params: z.object({ id: idSchema }),
          response: { 200: spec.response, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const found = await spec.read(app, request.owner.agentId, (request.params as { id: string }).id);
        if (!found) throw new ApiError(404, 'not_found', spec.notFound);
        return found;
      },
    );
  };
}
