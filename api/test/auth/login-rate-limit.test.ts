import { throttleDelayMs } from '../../src/domains/auth/login-rate-limiter';
import { createTestContext, sleep, type TestContext, TEST_PASSWORD, testDatabase } from '../helper';

const tooMany = (wait: string) => ({
  code: 'too_many_attempts',
  message: `ログインに続けて失敗したため、一時的に受け付けを止めています。${wait}にもう一度お試しください。`,
});

const from = (remoteAddress: string) => ({ remoteAddress });

/**
 * Issue #41 point 3: wrong passwords slow the address that sends them, never lock the owner out.
 * Defaults: 3 free failures per account from one address and 20 per address over all accounts
 * within 15 minutes, then waits of 1 s, 2 s, 4 s … after the last failure, at most 15 minutes.
 */
describe(`sign-in throttling (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('five wrong passwords do not lock the owner out: the right one from an address that has not failed signs in at once', async () => {
    const owner = await t.createOwner();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await t.login(owner.email, 'wrong', from('10.0.1.1'))).statusCode);
    // Three guesses are checked; the next ones come too soon.
    expect(answers).toEqual([401, 401, 401, 429, 429]);
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.1.2'))).statusCode).toBe(200);
  });

  it('guesses spread over many addresses never keep the owner out either', async () => {
    const owner = await t.createOwner();
    for (let i = 0; i < 12; i += 1) expect((await t.login(owner.email, 'wrong', from(`10.0.2.${i}`))).statusCode).toBe(401);
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.2.200'))).statusCode).toBe(200);
    // An address that failed once (under the free three) is not slowed either.
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.2.3'))).statusCode).toBe(200);
  });

  it('slows the address that failed with a Retry-After, even for the right password, and says how long in Japanese', async () => {
    const owner = await t.createOwner();
    for (let i = 0; i < 3; i += 1) await t.login(owner.email, 'wrong', from('10.0.3.1'));
    const slowed = await t.login(owner.email, TEST_PASSWORD, from('10.0.3.1'));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(tooMany('1秒後'));
    expect(slowed.headers['retry-after']).toBe('1');
    await sleep(1_050);
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.3.1'))).statusCode).toBe(200);
  });

  it('counts an unknown mail address like a known one, so the answers reveal nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.login('ghost@example.com', 'wrong', from('10.0.4.1'))).statusCode).toBe(401);
    expect((await t.login('GHOST@example.com', 'wrong', from('10.0.4.1'))).json()).toEqual(tooMany('1秒後'));
  });

  it('slows an address that sprays 20 accounts, for every account, and only that address', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await t.login(`spray${i}@example.com`, 'wrong', from('10.0.5.1'))).statusCode).toBe(401);
    }
    const owner = await t.createOwner();
    const slowed = await t.login(owner.email, TEST_PASSWORD, from('10.0.5.1'));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await t.login(owner.email, TEST_PASSWORD, from('10.0.5.2'))).statusCode).toBe(200);
  });

  it('a refused attempt is not checked and not counted', async () => {
    const owner = await t.createOwner();
    for (let i = 0; i < 3; i += 1) await t.login(owner.email, 'wrong', from('10.0.6.1'));
    for (let i = 0; i < 5; i += 1) expect((await t.login(owner.email, 'wrong', from('10.0.6.1'))).statusCode).toBe(429);
    const rows = await t.app.database.db.query.loginAttempts.findMany({ where: (a, { eq }) => eq(a.email, owner.email) });
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.address === '10.0.6.1' && !row.succeeded)).toBe(true);
  });

  it('a burst of parallel guesses from one address gets at most the free three checked', async () => {
    const owner = await t.createOwner();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => t.login(owner.email, `guess-${i}`, from('10.0.7.1'))));
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(checked + answers.filter((a) => a.statusCode === 429).length).toBe(12);
  });
});

describe(`sign-in throttling: growing waits, a success, the window (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ loginRateLimit: { freeFailuresPerAccountAndAddress: 1, freeFailuresPerAddress: 100, maxDelaySeconds: 2, windowSeconds: 4 } });
  });
  afterAll(() => t?.close());

  it('doubles the wait with each failure up to the cap, and a success starts the count afresh', async () => {
    const owner = await t.createOwner();
    const address = from('10.1.0.1');
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(401);
    expect((await t.login(owner.email, 'wrong', address)).headers['retry-after']).toBe('1');
    await sleep(1_050);
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(401);
    expect((await t.login(owner.email, 'wrong', address)).headers['retry-after']).toBe('2');
    await sleep(2_050);
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(401);
    // 4 s after three failures, but the cap is 2 s.
    expect((await t.login(owner.email, TEST_PASSWORD, address)).headers['retry-after']).toBe('2');
    await sleep(2_050);
    expect((await t.login(owner.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // Afresh: the first failure after a success is free again.
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(401);
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(429);
  });

  it('forgets failures once they leave the window', async () => {
    const owner = await t.createOwner();
    const address = from('10.1.0.2');
    await t.login(owner.email, 'wrong', address);
    await sleep(1_050);
    await t.login(owner.email, 'wrong', address);
    await sleep(2_050);
    await t.login(owner.email, 'wrong', address);
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(429);
    // All three failures are older than the 4 s window now.
    await sleep(4_100);
    expect((await t.login(owner.email, 'wrong', address)).statusCode).toBe(401);
    expect((await t.login(owner.email, 'wrong', address)).headers['retry-after']).toBe('1');
  });
});

describe('throttleDelayMs', () => {
  it('is free up to the allowance, then 1 s doubling, capped', () => {
    const waits = Array.from({ length: 16 }, (_, failures) => throttleDelayMs(failures, 3, 15 * 60_000) / 1000);
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(throttleDelayMs(10_000, 3, 15 * 60_000)).toBe(15 * 60_000);
  });
});
