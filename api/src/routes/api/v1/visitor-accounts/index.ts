import type { FastifyPluginAsync } from 'fastify';
import getVisitorAccount from './get';
import listVisitorAccounts from './list';

/** GET /visitor-accounts and /visitor-accounts/:id: read-only here; the widget's sign-in creates them. */
const visitorAccounts: FastifyPluginAsync = async (app) => {
  await app.register(listVisitorAccounts);
  await app.register(getVisitorAccount);
};

export default visitorAccounts;
