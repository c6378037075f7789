import type { FastifyPluginAsync } from 'fastify';
import accessToken from './access-token';
import login from './login';
import logout from './logout';
import me from './me';

/** Sessions of the owner: sign in, refresh, who am I, sign out. */
const auth: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(accessToken);
  await app.register(me);
  await app.register(logout);
};

export default auth;
