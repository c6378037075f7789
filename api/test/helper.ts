import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import type { LoginResponse } from 'shared-contracts';
import { type AppOptions, buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/db/database';
import type { OwnerRow } from '../src/db/schema';
import { createOwner } from '../src/domains/owners/create-owner';
import { pgliteTemplate } from './setup/pglite-template';
import { postgresTemplate } from './setup/postgres-template';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
export const TEST_ENCRYPTION_KEY = 'test-encryption-key-that-is-long-enough!!';
export const TEST_PASSWORD = 'correct horse battery staple';

/** Which database this jest project runs against (see jest.config.cjs). */
export const testDatabase: 'pglite' | 'postgres' = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the postgres project needs TEST_DATABASE_URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres');
  return url;
}

async function withServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database nobody else uses: PGlite in memory (in a temporary folder when it must outlive one app),
 * or a new PostgreSQL database dropped again on close.
 */
async function freshDatabase(persistent: boolean): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (testDatabase === 'pglite' && persistent) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-pglite-'));
    return {
      config: { kind: 'pglite', dataDir, snapshot: await pgliteTemplate() },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (testDatabase === 'pglite') return { config: { kind: 'pglite', snapshot: await pgliteTemplate() }, drop: async () => undefined };
  const name = `test_${randomBytes(8).toString('hex')}`;
  const template = await postgresTemplate(serverUrl());
  await withServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    drop: () => withServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export interface TestContext {
  /** The current app (a new instance after `restart`). */
  readonly app: FastifyInstance;
  /** Closes the app (and its database connection), then drops the test database. */
  close(): Promise<void>;
  /** Closes the app and builds a new one on the same database, as a server restart would (needs `persistent`). */
  restart(): Promise<void>;
  createOwner(overrides?: { email?: string; password?: string; name?: string }): Promise<OwnerRow>;
  login(email: string, password?: string, inject?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  loginOk(email: string): Promise<LoginResponse>;
  /** A new owner, signed in: what most resource tests start from. */
  ownerSession(): Promise<OwnerSession>;
  /**
   * Another API process on the same database, as a second replica behind a load balancer (PostgreSQL
   * only: PGlite is one process's database). Closed by `close`.
   */
  replica(overrides?: Partial<AppOptions>): Promise<FastifyInstance>;
  /** Every response body this app has sent so far, as text (for scans for secrets that must never leave). */
  sentBodies(): readonly string[];
}

export interface OwnerSession {
  owner: OwnerRow;
  headers: { authorization: string };
}

let ownerCounter = 0;

/** Builds the real app, the way server.ts does, against a fresh migrated database. */
export async function createTestContext(
  overrides: Partial<AppOptions> = {},
  options: { persistent?: boolean } = {},
): Promise<TestContext> {
  const database = await freshDatabase(options.persistent ?? false);
  const sent: string[] = [];
  const replicas: FastifyInstance[] = [];
  const build = async (more: Partial<AppOptions> = {}) => {
    const built = await buildApp({
      database: database.config,
      jwtSecret: TEST_JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      logger: false,
      ...overrides,
      ...more,
    });
    built.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string') sent.push(payload);
      else if (Buffer.isBuffer(payload)) sent.push(payload.toString('utf8'));
      return payload;
    });
    await built.ready();
    return built;
  };
  let app: FastifyInstance;
  try {
    app = await build();
  } catch (error) {
    await database.drop();
    throw error;
  }

  const login: TestContext['login'] = (email, password = TEST_PASSWORD, inject = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, ...inject });
  const loginOk: TestContext['loginOk'] = async (email) => {
    const response = await login(email);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<LoginResponse>();
  };

  const createOwnerRow: TestContext['createOwner'] = (overrides = {}) => {
    ownerCounter += 1;
    return createOwner(app.database.db, {
      email: overrides.email ?? `owner${ownerCounter}-${randomBytes(3).toString('hex')}@example.com`,
      password: overrides.password ?? TEST_PASSWORD,
      name: overrides.name ?? `テスト オーナー${ownerCounter}`,
    });
  };

  return {
    get app() {
      return app;
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await app.close();
      await database.drop();
    },
    async replica(more = {}) {
      if (database.config.kind !== 'postgres') throw new Error('replicas share a PostgreSQL database; PGlite is one process');
      const replica = await build(more);
      replicas.push(replica);
      return replica;
    },
    async restart() {
      if (database.config.kind === 'pglite' && !database.config.dataDir) throw new Error('restart needs createTestContext(…, { persistent: true })');
      await app.close();
      // The folder holds the database now: PGlite refuses a snapshot over an existing one.
      if (database.config.kind === 'pglite') database.config = { kind: 'pglite', dataDir: database.config.dataDir };
      app = await build();
    },
    createOwner: createOwnerRow,
    login,
    loginOk,
    async ownerSession() {
      const owner = await createOwnerRow();
      const session = await loginOk(owner.email);
      return { owner, headers: bearer(session.access_token) };
    },
    sentBodies: () => sent,
  };
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
