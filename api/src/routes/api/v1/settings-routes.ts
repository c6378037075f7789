import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiErrorSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { SettingsKind } from '#src/db/schema/index';
import { type ImageReference, refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import type { AuthenticatedOwner } from '#src/domains/auth/authenticated-owner';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from './owner-route';

/** What the OpenAPI document says of one operation. */
interface OperationText {
  summary: string;
  description?: string;
}

export interface SettingsRoutes<Body extends z.ZodType, Response extends z.ZodType> {
  tag: 'avatarsettings' | 'chatsettings' | 'history';
  get: OperationText;
  put: OperationText;
  body: Body;
  response: Response;
  read(app: FastifyInstance, owner: AuthenticatedOwner): Promise<z.input<Response>>;
  write(app: FastifyInstance, owner: AuthenticatedOwner, body: z.output<Body>): Promise<z.input<Response>>;
}

/**
 * GET / and PUT / of a single-record setting (one document per agent): owner routes, the GET
 * answering 200 or 401, the PUT taking the whole document and answering 200, 400 or 401. The
 * schemas are generic here, so the body is typed by the spec (the validator compiler checked it).
 */
export function settingsRoutes<Body extends z.ZodType, Response extends z.ZodType>(spec: SettingsRoutes<Body, Response>): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: app.authenticate,
        schema: { tags: [spec.tag], ...spec.get, security: BEARER, response: { 200: spec.response, 401: apiErrorSchema } },
      },
      async (request) => spec.read(app, request.owner),
    );
    app.put(
      '/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: [spec.tag],
          ...spec.put,
          security: BEARER,
          body: spec.body,
          response: { 200: spec.response, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => spec.write(app, request.owner, request.body as z.output<Body>),
    );
  };
}

export interface DocumentSettingsRoutes<Body extends z.ZodType, Response extends z.ZodType>
  extends Omit<SettingsRoutes<Body, Response>, 'read' | 'write'> {
  /** The media library images the document points at, each checked before saving (400 at its field). */
  images?(body: z.output<Body>): ImageReference[];
  /** Fields the answer carries besides the document (both GET and PUT). */
  also?(app: FastifyInstance, owner: AuthenticatedOwner): object;
  /** What else follows from a saved document (the refused sites it now allows leave their list). */
  saved?(app: FastifyInstance, owner: AuthenticatedOwner, body: z.output<Body>): Promise<void>;
}

/**
 * The usual single-record setting: the document of `kind` stored as it came, read over the
 * contract's `defaults` (what a never-saved agent reads), answered with its `updated_at` (null
 * until the first save).
 */
export function documentSettingsRoutes<Body extends z.ZodType, Response extends z.ZodType>(
  kind: SettingsKind,
  defaults: object,
  spec: DocumentSettingsRoutes<Body, Response>,
): FastifyPluginAsync {
  const { images, also, saved, ...routes } = spec;
  return settingsRoutes<Body, Response>({
    ...routes,
    async read(app, owner) {
      const row = await app.repositories.agentSettings.find(owner.agentId, kind);
      return { ...documentOf(row, defaults), ...also?.(app, owner), updated_at: updatedAtOf(row) } as z.input<Response>;
    },
    async write(app, owner, body) {
      if (images) await refuseUnknownImages(app.repositories.mediaItems, owner.agentId, images(body));
      const row = await app.repositories.agentSettings.save(owner, kind, { document: body as Record<string, unknown> });
      await saved?.(app, owner, body);
      return { ...(body as object), ...also?.(app, owner), updated_at: updatedAtOf(row) } as z.input<Response>;
    },
  });
}
