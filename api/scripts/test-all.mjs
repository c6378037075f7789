// The API suite against both databases in one run (what CI calls): PGlite always, PostgreSQL through
// TEST_DATABASE_URL. Refuses to run without it, so a CI run can never silently skip PostgreSQL.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    [
      'test:all needs a PostgreSQL server in TEST_DATABASE_URL (a role that may CREATE DATABASE), e.g.',
      '  pg_ctlcluster 15 main start',
      `  su postgres -c "psql -c \\"ALTER USER postgres PASSWORD 'postgres'\\""`,
      '  TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter api test:all',
      '',
    ].join('\n'),
  );
  process.exit(2);
}

const result = spawnSync('pnpm', ['run', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
