import type { FastifyPluginAsync } from 'fastify';
import getVisitorAccount from './get';
import listVisitorAccounts from './list';
import { named } from '#src/routes/named';

/** GET /visitor-accounts and /visitor-accounts/:id: read-only here; the widget's sign-in creates them. */
const visitorAccounts: FastifyPluginAsync = async (app) => {
  await app.register(named(listVisitorAccounts));
  await app.register(named(getVisitorAccount));
};

export default visitorAccounts;
