import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFUSALS_COUNTED_PER_MINUTE, REFUSED_ORIGINS_MAX, refusedOriginsResponseSchema, type RefusedOrigin, widgetBootSchema } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { testDatabase } from '../helper';
import { CONSOLE_ORIGINS, FIXTURE_WIDGET_DIST, PUBLIC_APP_OPTIONS, widgetPath } from '../public/public-fixtures';
import { appWithTwoOwners } from './owner-client';

const SHOP = 'https://shop.example.com';
const BLOG = 'https://blog.example.com';

describe(`リンク設定's refused sites (${testDatabase})`, () => {
  const { t, owner, other, agentId } = appWithTwoOwners(PUBLIC_APP_OPTIONS);

  const restrictTo = async (client: typeof owner, origins: string[]) =>
    expect((await client.put('url-settings', { restrict_origins: true, allowed_origins: origins, page_rules: [] })).statusCode).toBe(200);
  /** What the loader sends on a refused page: a POST with no body, the browser's Origin header. */
  const report = (origin: string | undefined, agent = agentId()) =>
    t.app.inject({ method: 'POST', url: widgetPath(agent, 'refusals'), headers: origin === undefined ? {} : { origin } });
  const listed = async (client = owner): Promise<RefusedOrigin[]> => {
    const response = await client.get('url-settings/refused-origins');
    expect(response.statusCode).toBe(200);
    return refusedOriginsResponseSchema.strict().parse(response.json()).data;
  };
  const storedRows = async (agent: string) =>
    (await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from refused_origins where agent_id = ${agent}`))[0]?.n;
  const clear = async () => {
    await t.app.database.db.execute(sql`delete from refused_origins`);
  };

  beforeEach(clear);

  it('puts the allowed sites and the console in widget.js while the owner restricts them, and none otherwise', async () => {
    const bootOf = async () => {
      const body = (await t.app.inject({ method: 'GET', url: widgetPath(agentId(), 'widget.js') })).body;
      const loader = readFileSync(path.join(FIXTURE_WIDGET_DIST, 'loader.js'), 'utf8');
      const sandbox: { window: Record<string, unknown> } = { window: {} };
      runInNewContext(body.slice(0, body.length - loader.length), sandbox);
      return widgetBootSchema.strict().parse((sandbox.window.__avatarChatBoot as Record<string, unknown>)[agentId()]);
    };
    await owner.put('url-settings', { restrict_origins: false, allowed_origins: [SHOP], page_rules: [] });
    expect((await bootOf()).allowed_origins).toBeNull();
    await restrictTo(owner, ['https://Shop.Example.com:443/', 'http://localhost:8080']);
    expect((await bootOf()).allowed_origins).toEqual([SHOP, 'http://localhost:8080', ...CONSOLE_ORIGINS]);
  });

  it("records the loader's report of a refused page, counts it, and lists it to the owner only", async () => {
    await restrictTo(owner, [SHOP]);
    expect(await listed()).toEqual([]);
    const first = await report(BLOG);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const [entry] = await listed();
    expect(entry).toEqual({ origin: BLOG, count: 1, last_seen_at: expect.any(String) });
    const firstSeen = Date.parse(entry?.last_seen_at ?? '');
    expect(Math.abs(Date.now() - firstSeen)).toBeLessThan(60_000);

    await report('https://BLOG.example.com:443');
    await report('https://news.example.com');
    expect((await listed()).map(({ origin, count }) => ({ origin, count }))).toEqual([
      { origin: 'https://news.example.com', count: 1 },
      { origin: BLOG, count: 2 },
    ]);
    const again = (await listed()).find((row) => row.origin === BLOG);
    expect(Date.parse(again?.last_seen_at ?? '')).toBeGreaterThanOrEqual(firstSeen);

    // Another owner's agent: nothing of the first one's, and nothing without signing in.
    expect(await listed(other)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/url-settings/refused-origins' })).statusCode).toBe(401);
  });

  it('records nothing the settings allow, nothing while sites are not restricted, and no malformed origin', async () => {
    await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    expect((await report(BLOG)).statusCode).toBe(204);
    expect(await listed()).toEqual([]);

    await restrictTo(owner, [SHOP]);
    for (const origin of [SHOP, 'https://SHOP.example.com', CONSOLE_ORIGINS[0] ?? '', 'null', 'file://', 'javascript:alert(1)', 'https://a.example.com/path', 'x'.repeat(400), undefined]) {
      expect((await report(origin)).statusCode).toBe(204);
    }
    expect(await listed()).toEqual([]);
    expect(await storedRows(agentId())).toBe(0);
  });

  it('answers 404 for an unknown agent and stores nothing for it', async () => {
    const response = await report(BLOG, 'agt_00000000000000000000');
    expect(response.statusCode).toBe(404);
    expect(await storedRows('agt_00000000000000000000')).toBe(0);
  });

  it(`keeps only the ${REFUSED_ORIGINS_MAX} most recently refused sites, even when they arrive all at once`, async () => {
    await restrictTo(owner, [SHOP]);
    const site = (n: number) => `https://site${String(n).padStart(2, '0')}.example.com`;
    for (let n = 1; n <= REFUSED_ORIGINS_MAX + 5; n += 1) expect((await report(site(n))).statusCode).toBe(204);
    const kept = await listed();
    expect(kept).toHaveLength(REFUSED_ORIGINS_MAX);
    expect(kept.map((row) => row.origin).sort()).toEqual(Array.from({ length: REFUSED_ORIGINS_MAX }, (_, i) => site(i + 6)));
    expect(await storedRows(agentId())).toBe(REFUSED_ORIGINS_MAX);

    // A site seen again is refreshed, not pushed out by the next new one.
    await report(site(6));
    await report('https://late.example.com');
    const origins = (await listed()).map((row) => row.origin);
    expect(origins[0]).toBe('https://late.example.com');
    expect(origins).toContain(site(6));
    expect(origins).not.toContain(site(7));

    // Many new sites at once (on PostgreSQL, in parallel transactions): never a row too many.
    await clear();
    await Promise.all(Array.from({ length: REFUSED_ORIGINS_MAX + 10 }, (_, i) => report(`https://burst${i}.example.com`)));
    expect(await storedRows(agentId())).toBe(REFUSED_ORIGINS_MAX);
  });

  it(`counts one site at most ${REFUSALS_COUNTED_PER_MINUTE} times a minute, however busy it is`, async () => {
    // A site no other test reports: the budget is the app's, for the whole minute.
    const busy = 'https://busy.example.com';
    await restrictTo(owner, [SHOP]);
    for (let i = 0; i < REFUSALS_COUNTED_PER_MINUTE + 5; i += 1) expect((await report(busy)).statusCode).toBe(204);
    await report('https://quiet.example.com');
    expect((await listed()).map(({ origin, count }) => ({ origin, count }))).toEqual([
      { origin: 'https://quiet.example.com', count: 1 },
      { origin: busy, count: REFUSALS_COUNTED_PER_MINUTE },
    ]);
  });

  it("records the origin the frame was refused for (a loader cached from before the launcher's own check)", async () => {
    await restrictTo(owner, [SHOP]);
    const frame = await t.app.inject({ method: 'GET', url: `${widgetPath(agentId(), 'frame')}?origin=${encodeURIComponent('https://old.example.com')}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).not.toContain('frame.3f9a1c.js');
    await t.app.inject({ method: 'GET', url: `${widgetPath(agentId(), 'frame')}?origin=${encodeURIComponent(SHOP)}` });
    expect((await listed()).map((row) => row.origin)).toEqual(['https://old.example.com']);
  });

  it('drops a site from the list once a save allows it, and keeps the others', async () => {
    await restrictTo(owner, [SHOP]);
    await report(BLOG);
    await report('https://news.example.com');
    // The canonical spelling is what is compared: the owner may paste it any way the form takes.
    await restrictTo(owner, [SHOP, 'https://BLOG.example.com/']);
    expect((await listed()).map((row) => row.origin)).toEqual(['https://news.example.com']);
    // A refused save changes nothing.
    expect((await owner.put('url-settings', { restrict_origins: true, allowed_origins: ['https://news.example.com/path'], page_rules: [] })).statusCode).toBe(400);
    expect((await listed()).map((row) => row.origin)).toEqual(['https://news.example.com']);
  });
});
