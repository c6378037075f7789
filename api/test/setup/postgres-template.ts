import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPostgres } from '#src/db/open-postgres';
import { migrationsHash } from './migrations-hash';

// Migrating a new PostgreSQL database costs about 0.3 s, and the suite makes hundreds. So the first test
// app of a run migrates one database under a name taken from the migrations' content, and every test
// database is then a copy of it (CREATE DATABASE … TEMPLATE, about as quick as an empty one). The
// template is built under a private name and renamed into place: two jest workers racing to build it
// both finish, one rename wins, the other copy is dropped, and no worker copies a half-migrated one.
// A template of other migrations is never reused; it stays in the cluster (a few MB) until dropped.

let template: Promise<string> | undefined;

async function exists(admin: Client, name: string): Promise<boolean> {
  return ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
}

async function buildTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (await exists(admin, name)) return;
    const building = `${name}_b${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    // Two clients: migrate() holds one for its advisory lock while the migrator uses another.
    const connection = openPostgres(url.toString(), 2);
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    }
    await connection.close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (!(await exists(admin, name))) throw error;
    }
  } finally {
    await admin.end();
  }
}

/** The name of a migrated, empty database to give CREATE DATABASE as its TEMPLATE. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `test_template_${migrationsHash()}`;
    await buildTemplate(serverUrl, name);
    return name;
  })();
  return template;
}
