import fp from 'fastify-plugin';
import { type Repositories, repositoriesOf } from '../../domains/repositories';

export type { Repositories } from '../../domains/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every repository of every domain (src/domains/repositories.ts), decorated once. */
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', repositoriesOf(app.database.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
