import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SIGN_IN_ERROR_MESSAGES } from 'shared-contracts';
import { mailSignInCodes } from '#src/db/schema/index';
import { visitorAccountOf } from '#src/domains/agent/visitor-sign-in/index';
import { createTestContext } from '../../helper';
import { PUBLIC_APP_OPTIONS } from '../public-fixtures';
import { accountsOf, codeIn, mailOwner, newVisitor, type SignInWorld, sendCode, startSignInWorld, verifyCode } from './sign-in-fixtures';

describe('mail sign-in in the widget', () => {
  let world: SignInWorld;
  beforeAll(async () => {
    world = await startSignInWorld({ signIn: { codesPerAddress: 3 } });
  });
  afterAll(async () => world.close());

  it('mails a six-digit code by SMTP and signs the visitor in with it', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);

    const sent = await sendCode(world.app, visitor, ' Hanako@Example.JP ');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sent_to: 'hanako@example.jp', expires_in_seconds: 600 });
    const mail = await world.smtp.nextMailTo('hanako@example.jp');
    expect(mail.from).toBe('no-reply@example.jp');
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`ログイン確認コード: ${code}`);
    expect(mail.text).toContain('10分以内');
    // Only a keyed hash of the code is kept.
    const rows = await world.app.database.db.select().from(mailSignInCodes).where(eq(mailSignInCodes.visitorId, visitor.visitorId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);

    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toBeNull();
    const verified = await verifyCode(world.app, visitor, 'hanako@example.jp', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ account: { kind: 'mail', display_name: 'hanako@example.jp' } });
    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toEqual({ kind: 'mail', display_name: 'hanako@example.jp' });

    // The owner's account list shows it with its kind.
    expect(await accountsOf(world.app, owner)).toEqual([
      expect.objectContaining({ name: 'hanako@example.jp', email: 'hanako@example.jp', login_type: 'mail', line_user_id: null }),
    ]);

    // A code is used once.
    const again = await verifyCode(world.app, visitor, 'hanako@example.jp', code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'code_expired', message: SIGN_IN_ERROR_MESSAGES.code_expired });
  });

  it('finds the same account when the address signs in again from another browser, and signs out', async () => {
    const owner = await mailOwner(world.ctx);
    for (const _ of [1, 2]) {
      const visitor = await newVisitor(world.app, owner);
      await sendCode(world.app, visitor, 'taro@example.jp');
      const code = codeIn((await world.smtp.nextMailTo('taro@example.jp')).text);
      expect((await verifyCode(world.app, visitor, 'TARO@example.jp', `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
      const signOut = await world.app.inject({ method: 'DELETE', url: `/api/v1/public/widget/${visitor.agentId}/sign-in`, headers: visitor.headers });
      expect(signOut.statusCode).toBe(204);
      expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toBeNull();
    }
    expect(await accountsOf(world.app, owner)).toHaveLength(1);
  });

  it('counts wrong codes and locks the code at the fifth', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    await sendCode(world.app, visitor, 'jiro@example.jp');
    const code = codeIn((await world.smtp.nextMailTo('jiro@example.jp')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const response = await verifyCode(world.app, visitor, 'jiro@example.jp', wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'code_invalid', message: SIGN_IN_ERROR_MESSAGES.code_invalid });
    }
    const fifth = await verifyCode(world.app, visitor, 'jiro@example.jp', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: 'code_locked', message: SIGN_IN_ERROR_MESSAGES.code_locked });
    // Even the right code no longer works.
    expect((await verifyCode(world.app, visitor, 'jiro@example.jp', code)).json()).toMatchObject({ code: 'code_locked' });
    expect(await visitorAccountOf(world.app.database.db, visitor.agentId, visitor.visitorId)).toBeNull();

    // A new code starts afresh.
    await sendCode(world.app, visitor, 'jiro@example.jp');
    const fresh = codeIn((await world.smtp.nextMailTo('jiro@example.jp')).text);
    expect((await verifyCode(world.app, visitor, 'jiro@example.jp', fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code and an earlier code replaced by a newer one', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    await sendCode(world.app, visitor, 'saburo@example.jp');
    const first = codeIn((await world.smtp.nextMailTo('saburo@example.jp')).text);
    await world.app.database.db
      .update(mailSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailSignInCodes.visitorId, visitor.visitorId));
    const expired = await verifyCode(world.app, visitor, 'saburo@example.jp', first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'code_expired', message: SIGN_IN_ERROR_MESSAGES.code_expired });

    await sendCode(world.app, visitor, 'saburo@example.jp');
    const second = codeIn((await world.smtp.nextMailTo('saburo@example.jp')).text);
    await sendCode(world.app, visitor, 'saburo@example.jp');
    const third = codeIn((await world.smtp.nextMailTo('saburo@example.jp')).text);
    if (second !== third) expect((await verifyCode(world.app, visitor, 'saburo@example.jp', second)).json()).toMatchObject({ code: 'code_invalid' });
    expect((await verifyCode(world.app, visitor, 'saburo@example.jp', third)).statusCode).toBe(200);
  });

  it('limits the codes sent to one address', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    for (let i = 0; i < 3; i += 1) expect((await sendCode(world.app, visitor, 'limit@example.jp')).statusCode).toBe(202);
    const over = await sendCode(world.app, visitor, 'limit@example.jp');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'too_many_codes', message: SIGN_IN_ERROR_MESSAGES.too_many_codes });
    // Another visitor cannot mail that address either.
    expect((await sendCode(world.app, await newVisitor(world.app, owner), 'limit@example.jp')).statusCode).toBe(429);
  });

  it('says so in Japanese when the mail server refuses the code mail', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    world.smtp.failNext(1);
    const response = await sendCode(world.app, visitor, 'broken@example.jp');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'mail_failed', message: SIGN_IN_ERROR_MESSAGES.mail_failed });
  });

  it('keeps agents apart: a token works only at its agent, a code only for its agent', async () => {
    const ownerA = await mailOwner(world.ctx);
    const ownerB = await mailOwner(world.ctx);
    const visitorA = await newVisitor(world.app, ownerA);
    const visitorB = await newVisitor(world.app, ownerB);

    expect((await sendCode(world.app, visitorA, 'both@example.jp', visitorB.agentId)).statusCode).toBe(404);
    await sendCode(world.app, visitorA, 'both@example.jp');
    const code = codeIn((await world.smtp.nextMailTo('both@example.jp')).text);
    const elsewhere = await verifyCode(world.app, visitorB, 'both@example.jp', code);
    expect(elsewhere.json()).toMatchObject({ code: 'code_expired' });
    expect((await verifyCode(world.app, visitorA, 'both@example.jp', code)).statusCode).toBe(200);

    expect(await accountsOf(world.app, ownerA)).toHaveLength(1);
    expect(await accountsOf(world.app, ownerB)).toHaveLength(0);
    expect(await visitorAccountOf(world.app.database.db, visitorB.agentId, visitorA.visitorId)).toBeNull();
  });

  it('signs in once when the right code arrives three times at once', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    await sendCode(world.app, visitor, 'twice@example.jp');
    const code = codeIn((await world.smtp.nextMailTo('twice@example.jp')).text);
    const answers = await Promise.all([1, 2, 3].map(() => verifyCode(world.app, visitor, 'twice@example.jp', code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await accountsOf(world.app, owner)).toHaveLength(1);
  });

  it('is documented in the OpenAPI document behind the visitor bearer', async () => {
    const doc = (await world.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(doc.paths['/api/v1/public/widget/{agentId}/sign-in/mail']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/public/widget/{agentId}/sign-in/mail/verify']?.post).toBeDefined();
    expect(doc.paths['/api/v1/public/widget/{agentId}/sign-in/line']?.get).toBeDefined();
    expect(doc.paths['/api/v1/public/widget/{agentId}/sign-in/']?.delete).toBeDefined();
    expect(doc.paths['/api/v1/public/line/callback']?.get).toBeDefined();
  });

  it('needs a visitor token and a well-formed address and code', async () => {
    const owner = await mailOwner(world.ctx);
    const visitor = await newVisitor(world.app, owner);
    const anonymous = await world.app.inject({ method: 'POST', url: `/api/v1/public/widget/${visitor.agentId}/sign-in/mail`, payload: { email: 'a@example.jp' } });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await sendCode(world.app, visitor, 'not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { email: 'メールアドレスの形式が正しくありません' } });
    const shortCode = await verifyCode(world.app, visitor, 'a@example.jp', '123');
    expect(shortCode.json()).toMatchObject({ fields: { code: '確認コードは6桁の数字で入力してください' } });
  });
});

describe('code mails from one client address', () => {
  it('are limited however many visitors and addresses it uses', async () => {
    const limited = await startSignInWorld({ signIn: { codesPerClientAddress: 2 } });
    try {
      const owner = await mailOwner(limited.ctx);
      for (const n of [1, 2]) expect((await sendCode(limited.app, await newVisitor(limited.app, owner), `spray${n}@example.jp`)).statusCode).toBe(202);
      const third = await sendCode(limited.app, await newVisitor(limited.app, owner), 'spray3@example.jp');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'too_many_codes', message: SIGN_IN_ERROR_MESSAGES.too_many_codes });
      expect(limited.smtp.messages.map((m) => m.to[0])).toEqual(['spray1@example.jp', 'spray2@example.jp']);
    } finally {
      await limited.close();
    }
  });
});

describe('mail sign-in on a local start without SMTP', () => {
  it('writes the code to the log, where the developer reads it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const ctx = await createTestContext({ ...PUBLIC_APP_OPTIONS, signIn: { mail: { kind: 'log' } }, logger: { level: 'warn', stream } });
    try {
      const owner = await mailOwner(ctx);
      const visitor = await newVisitor(ctx.app, owner);
      expect((await sendCode(ctx.app, visitor, 'dev@example.jp')).statusCode).toBe(202);
      const logged = lines.find((line) => line.includes('dev@example.jp'));
      expect(logged).toBeDefined();
      const code = codeIn(JSON.parse(logged ?? '{}').text);
      expect((await verifyCode(ctx.app, visitor, 'dev@example.jp', code)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('mail sign-in switched off', () => {
  it('refuses with a Japanese message when the server sends no mail', async () => {
    const ctx = await createTestContext({ ...PUBLIC_APP_OPTIONS, signIn: { mail: { kind: 'off' } } });
    try {
      // Even with the owner's switch on: this server has no way to send the code.
      const owner = await mailOwner(ctx);
      const visitor = await newVisitor(ctx.app, owner);
      const response = await sendCode(ctx.app, visitor, 'a@example.jp');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'sign_in_disabled', message: 'このログイン方法は現在ご利用いただけません' });
      expect(ctx.app.publicAccess.signIn.mailAvailable).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
