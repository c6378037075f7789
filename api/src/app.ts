import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppOptions, resolveAppConfig } from './config/app-options';
import { errorHandler } from './errors/error-handler';
import { clientErrorHandler, frameworkErrors } from './errors/framework-errors';
import { messages } from './errors/messages';
import answerStreamsPlugin from './plugins/app/answer-streams';
import authPlugin from './plugins/app/auth';
import embeddedVacuumPlugin from './plugins/app/embedded-vacuum';
import historyRetentionPlugin from './plugins/app/history-retention';
import weeklyReportPlugin from './plugins/app/weekly-report';
import knowledgePlugin from './plugins/app/knowledge';
import mediaPlugin from './plugins/app/media';
import repositoriesPlugin from './plugins/app/repositories';
import safeFetchPlugin from './plugins/app/safe-fetch';
import secretBoxPlugin from './plugins/app/secret-box';
import corsPlugin from './plugins/external/cors';
import dbPlugin from './plugins/external/db';
import helmetPlugin from './plugins/external/helmet';
import multipartPlugin from './plugins/external/multipart';
import { validatorCompiler } from './lib/request-validation/validator-compiler';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import swaggerPlugin from './plugins/external/swagger';
import publicAccessPlugin from './plugins/app/public-access';
import apiRoutes from './routes/api';
import widgetDeliveryPlugin from './plugins/app/widget-delivery';

export type { AppOptions } from './config/app-options';

/**
 * The whole API as one Fastify instance, loaded in the order of fastify/demo: external plugins (database,
 * HTTP hardening, docs), then the app's own plugins (repositories, auth), then the routes.
 * The caller owns its lifecycle: `await app.ready()` / `listen()`, and `close()` (which closes the database).
 */
/** The bytes a request's line and headers may take (Node's default is 16 KiB). */
export const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = resolveAppConfig(options);
  // Any zod message a schema does not spell out itself is Japanese too.
  z.config(z.locales.ja());

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Opening PGlite on disk and migrating can take longer than Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
    // A request's line and headers may take MAX_REQUEST_HEAD_BYTES: the longest query the contracts
    // accept (a page URL of 2,000 and a keyword of 500 characters, each percent-encoded at up to 12
    // bytes a character) fits with room for the headers, where Node's 16 KiB answered 431 to 2,000
    // Japanese characters. Past it the answer is still 431, in the API's shape (issue #41).
    http: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
    // What the router and Node's HTTP parser refuse is answered in the API's shape too (errors/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);

  try {
    await app.register(dbPlugin);
    await app.register(helmetPlugin);
    await app.register(corsPlugin);
    await app.register(redisPlugin);
    await app.register(rateLimitPlugin);
    await app.register(swaggerPlugin);
    await app.register(multipartPlugin);

    await app.register(repositoriesPlugin);
    await app.register(authPlugin);
    await app.register(secretBoxPlugin);
    await app.register(safeFetchPlugin);
    await app.register(mediaPlugin);
    await app.register(knowledgePlugin);
    await app.register(historyRetentionPlugin);
    await app.register(weeklyReportPlugin);
    await app.register(embeddedVacuumPlugin);
    await app.register(answerStreamsPlugin);
    await app.register(publicAccessPlugin);
    await app.register(widgetDeliveryPlugin);

    await app.register(apiRoutes, { prefix: '/api' });
  } catch (error) {
    await app.close();
    throw error;
  }

  // Rate-limited so that probing for paths costs the prober, not the database.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({
      max: config.rateLimit.notFoundMax,
      timeWindow: config.rateLimit.timeWindowMs,
      keyGenerator: (request) => `not-found:${request.ip}`,
    }) },
    (request, reply) => {
      request.log.info({ url: request.url, method: request.method }, 'route not found');
      return reply.code(404).send({ code: 'not_found', message: messages.notFound });
    },
  );

  return app;
}
