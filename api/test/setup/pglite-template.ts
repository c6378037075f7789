import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '#src/db/open-pglite';
import { migrationsHash } from './migrations-hash';

// PGlite's initdb runs in WASM and costs about three seconds a database; the suite builds a hundred and more.
// So the first test file to need one migrates a database once, dumps it, and every later app (in any test file
// or jest worker) starts from that dump. The file is named after the migrations' content and PGlite's version,
// so a new migration makes a new template instead of reusing a stale one.

function templateFile(): string {
  const pgliteVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  return path.join(tmpdir(), `api-test-pglite-template-${migrationsHash(pgliteVersion)}.tar`);
}

async function writeTemplate(file: string): Promise<Buffer> {
  const connection = await openPglite({ kind: 'pglite' });
  try {
    await connection.migrate();
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
