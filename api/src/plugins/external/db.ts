import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/database';
import { openDatabase } from '../../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    /** False where the server lacks pgvector (e.g. Debian's PostgreSQL 15): only vector search is off then. */
    vectorSearch: boolean;
  }
}

/** Opens PGlite or PostgreSQL and applies the committed migrations before anything else can query. */
export default fp(
  async (app) => {
    const connection = await openDatabase(app.config.database);
    let vectorSearch: boolean;
    try {
      ({ vectorSearch } = await connection.migrate());
    } catch (error) {
      await connection.close();
      throw error;
    }
    if (!vectorSearch) {
      app.log.warn(
        'VECTOR SEARCH DISABLED: this PostgreSQL server has no pgvector extension. Knowledge search uses text ranking only; install pgvector to enable it.',
      );
    }
    app.decorate('database', connection);
    app.decorate('vectorSearch', vectorSearch);
    app.addHook('onClose', () => connection.close());
  },
  { name: 'db' },
);
