import type { FastifyInstance } from 'fastify';
import { type AppOptions } from '../../src/app';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS, widgetPath } from '../public/public-fixtures';
import { freePort, type OwnRedis, startOwnRedis, testRedisUrl, uniqueKeyPrefix } from './redis-server';

// More than one API process (docs/architecture.md §10): with Redis every replica counts the rate limits in the same
// place; without it each process counts alone, as before.

const SITE = 'https://shop.example.com';
const LIMITS: Partial<AppOptions> = {
  ...PUBLIC_APP_OPTIONS,
  rateLimit: { max: 4, notFoundMax: 100, timeWindowMs: 60_000 },
  publicRateLimit: { perAddressMax: 100, newVisitorsPerAddressMax: 3, perVisitorMax: 100, messagesPerVisitorMax: 100, timeWindowMs: 60_000 },
};

/** A request the general limit counts and no data answers: a refresh token nobody issued (401). */
const refresh = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: 'not-issued' }, remoteAddress }).then((r) => r.statusCode);

/** Two API processes: on PostgreSQL two apps on one database; on PGlite each its own, holding the same owner (and so agent id). */
async function twoReplicas(options: Partial<AppOptions>): Promise<{ contexts: TestContext[]; a: FastifyInstance; b: FastifyInstance; agentId: string }> {
  const first = await createTestContext(options);
  const owner = (await first.ownerSession()).owner;
  if (testDatabase === 'postgres') return { contexts: [first], a: first.app, b: await first.replica(), agentId: owner.agentId };
  const second = await createTestContext(options);
  await second.app.repositories.owners.insert({ email: owner.email, name: owner.name, passwordHash: owner.passwordHash, agentId: owner.agentId });
  return { contexts: [first, second], a: first.app, b: second.app, agentId: owner.agentId };
}

const startConversation = (app: FastifyInstance, agentId: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: widgetPath(agentId, 'conversations'), remoteAddress, payload: { origin: SITE } }).then((r) => r.statusCode);

describe(`rate limits across two API processes (${testDatabase})`, () => {
  describe('sharing one Redis', () => {
    let contexts: TestContext[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;
    let agentId: string;
    beforeAll(async () => {
      ({ contexts, a, b, agentId } = await twoReplicas({ ...LIMITS, redis: { url: testRedisUrl(), keyPrefix: uniqueKeyPrefix() } }));
    });
    afterAll(() => Promise.all(contexts.map((context) => context.close())));

    it('enforce one general limit together: the address is refused by both once it spent its budget across them', async () => {
      const statuses = [await refresh(a, '10.9.0.1'), await refresh(b, '10.9.0.1'), await refresh(a, '10.9.0.1'), await refresh(b, '10.9.0.1')];
      expect(statuses).toEqual([401, 401, 401, 401]);
      expect(await refresh(a, '10.9.0.1')).toBe(429);
      expect(await refresh(b, '10.9.0.1')).toBe(429);
      // Another address has its own budget.
      expect(await refresh(b, '10.9.0.2')).toBe(401);
    });

    it("enforce the widget's budgets together: new visitors of one address across both", async () => {
      expect([await startConversation(a, agentId, '10.9.1.1'), await startConversation(b, agentId, '10.9.1.1'), await startConversation(a, agentId, '10.9.1.1')]).toEqual([
        200, 200, 200,
      ]);
      expect(await startConversation(b, agentId, '10.9.1.1')).toBe(429);
      expect(await startConversation(a, agentId, '10.9.1.1')).toBe(429);
    });
  });

  describe('without Redis', () => {
    let contexts: TestContext[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      ({ contexts, a, b } = await twoReplicas(LIMITS));
    });
    afterAll(() => Promise.all(contexts.map((context) => context.close())));

    it('each process counts in its own memory, as one process always did', async () => {
      expect(a.redis).toBeNull();
      for (let i = 0; i < 4; i += 1) expect(await refresh(a, '10.9.2.1')).toBe(401);
      expect(await refresh(a, '10.9.2.1')).toBe(429);
      // The other process has not seen this address.
      for (let i = 0; i < 4; i += 1) expect(await refresh(b, '10.9.2.1')).toBe(401);
      expect(await refresh(b, '10.9.2.1')).toBe(429);
    });
  });
});

describe(`rate limits when Redis stops answering (${testDatabase})`, () => {
  let t: TestContext | undefined;
  let redis: OwnRedis | undefined;
  const logged: { level: number; msg: string }[] = [];
  const logger: AppOptions['logger'] = {
    level: 'warn',
    stream: { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
  };
  afterEach(async () => {
    await t?.close();
    await redis?.stop();
    t = undefined;
    redis = undefined;
    logged.length = 0;
  });

  it('let requests through (fail open) with a warning in the log, and count again once Redis is back', async () => {
    const port = await freePort();
    redis = await startOwnRedis(port);
    t = await createTestContext({ ...LIMITS, logger, redis: { url: redis.url, keyPrefix: uniqueKeyPrefix(), commandTimeoutMs: 500 } });
    const app = t.app;
    for (let i = 0; i < 4; i += 1) expect(await refresh(app, '10.9.3.1')).toBe(401);
    expect(await refresh(app, '10.9.3.1')).toBe(429);

    await redis.stop();
    // Neither refused nor failed: the limit is not enforced while Redis is away.
    for (let i = 0; i < 6; i += 1) expect(await refresh(app, '10.9.3.1')).toBe(401);
    expect(logged.some((line) => line.level === 40 && /Redis/.test(line.msg))).toBe(true);

    redis = await startOwnRedis(port);
    while (app.redis?.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 50));
    // The new Redis starts with no counters: a fresh budget, enforced.
    for (let i = 0; i < 4; i += 1) expect(await refresh(app, '10.9.3.1')).toBe(401);
    expect(await refresh(app, '10.9.3.1')).toBe(429);
  });

  it('start and serve when Redis is unreachable from the start, saying so', async () => {
    const port = await freePort();
    t = await createTestContext({ ...LIMITS, logger, redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: uniqueKeyPrefix(), connectTimeoutMs: 500 } });
    for (let i = 0; i < 6; i += 1) expect(await refresh(t.app, '10.9.4.1')).toBe(401);
    expect(logged.some((line) => line.level === 40 && /Redis is unreachable at start/.test(line.msg))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
