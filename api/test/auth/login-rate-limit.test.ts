import { createTestContext, sleep, type TestContext, TEST_PASSWORD } from '../helper';

const TOO_MANY = {
  code: 'too_many_attempts',
  message: 'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
};

describe('sign-in attempts, limited per account and per address (defaults: 5 and 20 per 15 minutes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const from = (remoteAddress: string) => ({ remoteAddress });

  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    const owner = await t.createOwner();
    for (let i = 0; i < 5; i += 1) {
      // Each guess from another address: the account limit must hold on its own.
      expect((await t.login(owner.email, 'wrong', from(`10.0.1.${i}`))).statusCode).toBe(401);
    }
    const locked = await t.login(owner.email, TEST_PASSWORD, from('10.0.1.99'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an unknown address as an account too, so locking reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await t.login('ghost@example.com', 'wrong', from(`10.0.2.${i}`));
    expect((await t.login('GHOST@example.com', 'wrong', from('10.0.2.99'))).json()).toEqual(TOO_MANY);
  });

  it("does not lock other accounts when one account is locked", async () => {
    const victim = await t.createOwner();
    const bystander = await t.createOwner();
    for (let i = 0; i < 5; i += 1) await t.login(victim.email, 'wrong', from('10.0.3.1'));
    expect((await t.login(victim.email, TEST_PASSWORD, from('10.0.3.2'))).statusCode).toBe(429);
    expect((await t.login(bystander.email, TEST_PASSWORD, from('10.0.3.2'))).statusCode).toBe(200);
  });

  it('a successful sign-in starts the account count afresh', async () => {
    const owner = await t.createOwner();
    for (let i = 0; i < 4; i += 1) await t.login(owner.email, 'wrong', from('10.0.4.1'));
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.4.1'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.login(owner.email, 'wrong', from('10.0.4.1'))).statusCode).toBe(401);
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.4.1'))).statusCode).toBe(200);
  });

  it('locks an address after 20 failures across accounts, and only that address', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await t.login(`spray${i}@example.com`, 'wrong', from('10.0.5.1'))).statusCode).toBe(401);
    }
    const owner = await t.createOwner();
    const locked = await t.login(owner.email, TEST_PASSWORD, from('10.0.5.1'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.5.2'))).statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot get more than the limit checked', async () => {
    const owner = await t.createOwner();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.login(owner.email, `guess-${i}`, from(`10.0.6.${i}`))),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    const refused = answers.filter((a) => a.statusCode === 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(12);
  });

  it('keeps the counts in the database, where every replica sees them', async () => {
    const owner = await t.createOwner();
    await t.login(owner.email, 'wrong', from('10.0.7.1'));
    const rows = await t.app.database.db.query.loginAttempts.findMany({ where: (a, { eq }) => eq(a.email, owner.email) });
    expect(rows).toEqual([expect.objectContaining({ email: owner.email, address: '10.0.7.1', succeeded: false })]);
  });
});

describe('the login window', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ loginRateLimit: { maxPerAccount: 2, maxPerAddress: 100, windowSeconds: 1 } });
  });
  afterAll(() => t?.close());

  it('unlocks the account once the failures leave the window', async () => {
    const owner = await t.createOwner();
    await t.login(owner.email, 'wrong');
    await t.login(owner.email, 'wrong');
    const locked = await t.login(owner.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');

    await sleep(1_100);
    expect((await t.login(owner.email)).statusCode).toBe(200);
  });
});
