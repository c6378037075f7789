/**
 * How pg_dump, pg_restore and psql reach the database of DATABASE_URL: the URL without its password
 * on the command line (other users can read a process's arguments), the password in PGPASSWORD.
 */
export function postgresToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
