import type { FastifyPluginAsync } from 'fastify';
import accessToken from './access-token';
import login from './login';
import logout from './logout';
import me from './me';
import { named } from '#src/routes/named';

/** Sessions of the owner: sign in, refresh, who am I, sign out. */
const auth: FastifyPluginAsync = async (app) => {
  await app.register(named(login));
  await app.register(named(accessToken));
  await app.register(named(me));
  await app.register(named(logout));
};

export default auth;
