import type { LightMyRequestResponse } from 'fastify';
import { visitorAccountOf } from '#src/domains/agent/visitor-sign-in/index';
import type { IdTokenTampering } from '../../fakes/line-provider';
import { cspDirectives, widgetPath } from '../public-fixtures';
import { accountsOf, API_ORIGIN, CHANNEL_A, CHANNEL_B, enableLine, newVisitor, type SignInWorld, startSignInWorld, type WidgetVisitor } from './sign-in-fixtures';

const CALLBACK = `${API_ORIGIN}/api/v1/public/line/callback`;

describe('LINE Login v2.1 in the widget', () => {
  let world: SignInWorld;
  beforeAll(async () => {
    world = await startSignInWorld();
  });
  afterAll(async () => world.close());

  function start(visitor: WidgetVisitor, agentId = visitor.agentId): Promise<LightMyRequestResponse> {
    return world.app.inject({ method: 'GET', url: `${widgetPath(agentId, 'sign-in/line')}?visitor_token=${encodeURIComponent(visitor.token)}` });
  }

  /** What the browser does between our redirect and LINE's: the fake provider approves at once. */
  async function throughLine(location: string): Promise<string> {
    const response = await fetch(location, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = response.headers.get('location') ?? '';
    expect(back.startsWith(`${CALLBACK}?`)).toBe(true);
    return back;
  }

  function callback(url: string): Promise<LightMyRequestResponse> {
    const parsed = new URL(url);
    return world.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  }

  async function signInThroughLine(visitor: WidgetVisitor): Promise<LightMyRequestResponse> {
    const started = await start(visitor);
    expect(started.statusCode).toBe(302);
    return callback(await throughLine(String(started.headers.location)));
  }

  function expectRefusalPage(response: LightMyRequestResponse, status: number, message: string): void {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(message);
    expect(response.body).not.toContain('<script');
  }

  it('sends the visitor to LINE with state, nonce and a PKCE S256 challenge, and back signed in', async () => {
    const owner = await world.ctx.ownerSession();
    expect((await enableLine(world.app, owner, CHANNEL_A)).statusCode).toBe(200);
    const visitor = await newVisitor(world.app, owner);
    world.line.user = { userId: 'U0123456789abcdef0123456789abcdef', displayName: '山田 花子' };

    const started = await start(visitor);
    expect(started.statusCode).toBe(302);
    // The pop-up stays the widget frame's: a stricter opener policy on any hop cuts it off.
    expect(started.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const authorize = new URL(String(started.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${world.line.origin}/oauth2/v2.1/authorize`);
    const query = authorize.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(CHANNEL_A.channelId);
    expect(query.get('redirect_uri')).toBe(CALLBACK);
    expect(query.get('scope')).toBe('openid profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(query.get('nonce')?.length).toBeGreaterThanOrEqual(22);

    const done = await callback(await throughLine(authorize.toString()));
    expect(done.statusCode).toBe(200);
    // The token request carried the verifier and the channel secret (the fake checked both).
    const tokenRequest = world.line.tokenRequests.at(-1);
    expect(tokenRequest?.get('client_secret')).toBe(CHANNEL_A.channelSecret);
    expect(tokenRequest?.get('code_verifier')?.length).toBeGreaterThanOrEqual(43);

    // A page whose only script runs by nonce, posts to the API's own origin and closes.
    const csp = cspDirectives(done);
    const nonce = /^'nonce-([^']+)'$/.exec(csp['script-src'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(csp['default-src']).toBe("'none'");
    expect(done.body).toContain(`<script nonce="${nonce}">`);
    expect(done.body).toContain('{"source":"avatar-chat","type":"signed-in"},"https://api.example.jp"');
    expect(done.body).toContain('window.close()');
    expect(done.body).toContain('ログインしました');
    expect(done.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(done.headers['cache-control']).toBe('no-store');

    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toEqual({ kind: 'line', display_name: '山田 花子' });
    expect(await accountsOf(world.app, owner)).toEqual([
      expect.objectContaining({ name: '山田 花子', login_type: 'line', line_user_id: 'U0123456789abcdef0123456789abcdef', email: null }),
    ]);

    // The same LINE user from another browser is the same account, under the name LINE gives now.
    world.line.user = { userId: 'U0123456789abcdef0123456789abcdef', displayName: '山田 はなこ' };
    expect((await signInThroughLine(await newVisitor(world.app, owner))).statusCode).toBe(200);
    expect(await accountsOf(world.app, owner)).toEqual([expect.objectContaining({ name: '山田 はなこ', login_type: 'line' })]);
  });

  it('takes the name from the profile endpoint when the ID token has none', async () => {
    const owner = await world.ctx.ownerSession();
    await enableLine(world.app, owner, CHANNEL_A);
    const visitor = await newVisitor(world.app, owner);
    world.line.user = { userId: 'Ufedcba9876543210fedcba9876543210', displayName: 'プロフィール 名' };
    world.line.tamperNextIdToken({ withoutName: true });
    expect((await signInThroughLine(visitor)).statusCode).toBe(200);
    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toEqual({ kind: 'line', display_name: 'プロフィール 名' });
  });

  it('refuses a state it never issued, and a state used once already', async () => {
    const owner = await world.ctx.ownerSession();
    await enableLine(world.app, owner, CHANNEL_A);
    const visitor = await newVisitor(world.app, owner);
    const message = 'ログインの有効期限が切れたか、すでに完了しています';

    expectRefusalPage(await world.app.inject({ method: 'GET', url: '/api/v1/public/line/callback?code=abc&state=made-up' }), 400, message);
    expectRefusalPage(await world.app.inject({ method: 'GET', url: '/api/v1/public/line/callback?code=abc' }), 400, message);

    const started = await start(visitor);
    const back = await throughLine(String(started.headers.location));
    expect((await callback(back)).statusCode).toBe(200);
    expectRefusalPage(await callback(back), 400, message);
  });

  it('says the sign-in was cancelled when the visitor declines on LINE', async () => {
    const owner = await world.ctx.ownerSession();
    await enableLine(world.app, owner, CHANNEL_A);
    const visitor = await newVisitor(world.app, owner);
    world.line.denyNext();
    expectRefusalPage(await signInThroughLine(visitor), 400, 'LINEでのログインがキャンセルされました');
    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toBeNull();
  });

  const forged: [string, IdTokenTampering][] = [
    ['a wrong nonce', { claims: (c) => ({ ...c, nonce: 'another-nonce' }) }],
    ['no nonce', { claims: ({ nonce: _nonce, ...c }) => c }],
    ['another channel as audience', { claims: (c) => ({ ...c, aud: CHANNEL_B.channelId }) }],
    ['another issuer', { claims: (c) => ({ ...c, iss: 'https://evil.example' }) }],
    ['an expired token', { claims: (c) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 3600 }) }],
    ['a signature by another secret', { signWith: CHANNEL_B.channelSecret }],
    ['alg none in the header', { alg: 'none' }],
  ];
  it.each(forged)('refuses an ID token with %s', async (_name, tampering) => {
    const owner = await world.ctx.ownerSession();
    await enableLine(world.app, owner, CHANNEL_A);
    const visitor = await newVisitor(world.app, owner);
    world.line.tamperNextIdToken(tampering);
    expectRefusalPage(await signInThroughLine(visitor), 400, 'LINEからのログイン情報を確認できませんでした');
    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toBeNull();
    expect(await accountsOf(world.app, owner)).toEqual([]);
  });

  it('refuses with a Japanese page when the owner has LINE Login off', async () => {
    const owner = await world.ctx.ownerSession();
    const visitor = await newVisitor(world.app, owner);
    expectRefusalPage(await start(visitor), 403, 'このログイン方法は現在ご利用いただけません');
    await enableLine(world.app, owner, CHANNEL_A, false);
    expectRefusalPage(await start(visitor), 403, 'このログイン方法は現在ご利用いただけません');

    // Switched off between the start and LINE's way back.
    await enableLine(world.app, owner, CHANNEL_A);
    const started = await start(visitor);
    const back = await throughLine(String(started.headers.location));
    await enableLine(world.app, owner, CHANNEL_A, false);
    expectRefusalPage(await callback(back), 403, 'このログイン方法は現在ご利用いただけません');
  });

  it('keeps agents apart: a visitor token starts a sign-in only at its own agent, with that agent’s channel', async () => {
    const ownerA = await world.ctx.ownerSession();
    const ownerB = await world.ctx.ownerSession();
    await enableLine(world.app, ownerA, CHANNEL_A);
    await enableLine(world.app, ownerB, CHANNEL_B);
    const visitorA = await newVisitor(world.app, ownerA);
    const visitorB = await newVisitor(world.app, ownerB);

    expectRefusalPage(await start(visitorA, visitorB.agentId), 401, 'チャットの有効期限が切れました');
    expectRefusalPage(await world.app.inject({ method: 'GET', url: widgetPath(visitorA.agentId, 'sign-in/line') }), 401, 'チャットの有効期限が切れました');

    world.line.user = { userId: 'U11111111111111111111111111111111', displayName: '別 エージェント' };
    const started = await start(visitorB);
    expect(new URL(String(started.headers.location)).searchParams.get('client_id')).toBe(CHANNEL_B.channelId);
    expect((await callback(await throughLine(String(started.headers.location)))).statusCode).toBe(200);
    expect(await accountsOf(world.app, ownerB)).toEqual([expect.objectContaining({ line_user_id: 'U11111111111111111111111111111111' })]);
    expect(await accountsOf(world.app, ownerA)).toEqual([]);
  });
});
