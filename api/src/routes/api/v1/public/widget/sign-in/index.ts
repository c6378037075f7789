import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { errorHandler } from '#src/errors/error-handler';
import { createMailSender } from '#src/domains/agent/visitor-sign-in/mail/mail-sender';
import { SignInError } from '#src/domains/agent/visitor-sign-in/sign-in-error';
import lineStartRoute from './line-start';
import mailSignInRoutes from './mail-routes';
import signOutRoute from './sign-out';
import { named } from '#src/routes/named';

/**
 * P/sign-in/…: visitor sign-in inside the widget, registered by the public widget plugin under
 * `/:agentId/sign-in` (its per-address budget applies). Owns the mail transport of the codes.
 */
const widgetSignIn: FastifyPluginAsync = async (app) => {
  const sender = createMailSender(app.config.signIn.mail, app.config.signIn.mailFrom, app.log);
  app.publicAccess.signIn.mailAvailable = sender !== null;
  app.addHook('onClose', async () => sender?.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SignInError) return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    return errorHandler(error, request, reply);
  });

  await app.register(named(mailSignInRoutes), {
    deps: {
      db: app.database.db,
      agentSettings: app.repositories.agentSettings,
      sender,
      config: app.config.signIn,
      secret: app.config.jwtSecret,
      log: app.log,
    },
  });
  await app.register(named(lineStartRoute));
  await app.register(named(signOutRoute));
};

export default widgetSignIn;
