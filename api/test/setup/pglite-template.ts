import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '#src/db/open-pglite';
import { migrationsHash } from './migrations-hash';

// PGlite's initdb runs in WASM and costs about three seconds a database; the suite builds a hundred and more.
// So the first test file to need one migrates a database once, dumps it, and every later app (in any test file
// or jest worker) starts from that dump. The file is named after the migrations' content and PGlite's version,
// so a new migration makes a new template instead of reusing a stale one.
//
// Every test app still opens its own PGlite from the dump, and that open was most of a test file's fixed cost
// (1.3-1.5 s in jest). So the template is made cheap to open; each step measured on opening it in plain Node:
// - shared_buffers 16MB and max_connections 5 instead of initdb's 128MB and 100: PGlite allocates and clears
//   postgres's shared memory in WASM on every start (one connection, databases of a few MB in the tests);
// - no template0 and template1: nothing in a test creates a database in PGlite, and they were 15 of its 42 MB
//   and half of its files, each one untarred into the in-memory file system on every open;
// - a checkpoint last, so that a start has no WAL to replay.
// Opens went from 690-860 ms to 410-550 ms; ten test files (two runs alternated) from 117 / 113 s to 96 / 100 s
// wall, none slower (retrieval-plan, whose tables grow to tens of MB, 51 / 48 s -> 46 / 47 s). The product's own
// PGlite (./run start) keeps postgres's defaults.
const TEMPLATE_SETTINGS = [
  "ALTER SYSTEM SET shared_buffers = '16MB'",
  'ALTER SYSTEM SET max_connections = 5',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'CHECKPOINT',
];

function templateFile(): string {
  const pgliteVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  return path.join(tmpdir(), `api-test-pglite-template-${migrationsHash(pgliteVersion, ...TEMPLATE_SETTINGS)}.tar`);
}

async function writeTemplate(file: string): Promise<Buffer> {
  const connection = await openPglite({ kind: 'pglite' });
  try {
    await connection.migrate();
    for (const statement of TEMPLATE_SETTINGS) await connection.db.execute(sql.raw(statement));
    const tarball = Buffer.from(await (await connection.dump()).arrayBuffer());
    // Written under a unique name and renamed: a worker reading concurrently sees the whole file or none.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
    return tarball;
  } finally {
    await connection.close();
  }
}

let template: Promise<Buffer> | undefined;

/** A migrated, empty database as a tarball, for `{ kind: 'pglite', snapshot }`. */
export async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile();
    try {
      return readFileSync(file);
    } catch {
      return writeTemplate(file);
    }
  })();
  return new Blob([await template]);
}
