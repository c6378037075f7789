import { ApiError } from '../../src/errors/api-error';
import { createLoginRateLimiter, type LoginRateLimit, throttleDelayMs } from '../../src/domains/auth/login-rate-limiter';
import { createTestContext, type TestContext, TEST_PASSWORD, testDatabase } from '../helper';

const tooMany = (wait: string) => ({
  code: 'too_many_attempts',
  message: `ログインに続けて失敗したため、一時的に受け付けを止めています。${wait}にもう一度お試しください。`,
});

const from = (remoteAddress: string) => ({ remoteAddress });

/**
 * Issue #41 point 3: wrong passwords slow the address that sends them, never lock the owner out.
 * Defaults: 3 free failures per account from one address and 20 per address over all accounts
 * within 15 minutes, then waits of 1 s, 2 s, 4 s … after the last failure, at most 15 minutes.
 * Over HTTP the first wait is a minute here, so a slow machine cannot outwait it between two requests;
 * the waits themselves run on a clock of the test's below.
 */
describe(`sign-in throttling (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ loginRateLimit: { firstDelaySeconds: 60 } });
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
    expect(slowed.json()).toEqual(tooMany('約1分後'));
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts an unknown mail address like a known one, so the answers reveal nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.login('ghost@example.com', 'wrong', from('10.0.4.1'))).statusCode).toBe(401);
    expect((await t.login('GHOST@example.com', 'wrong', from('10.0.4.1'))).json()).toEqual(tooMany('約1分後'));
  });

  it('slows an address that sprays 20 accounts, for every account, and only that address', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await t.login(`spray${i}@example.com`, 'wrong', from('10.0.5.1'))).statusCode).toBe(401);
    }
    const owner = await t.createOwner();
    const slowed = await t.login(owner.email, TEST_PASSWORD, from('10.0.5.1'));
    expect(slowed.statusCode).toBe(429);
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

/** The throttle on the test's database with a clock of the test's: the waits, a success and the window, to the second. */
describe(`sign-in throttling over time (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  const LIMIT: LoginRateLimit = { freePerAccountAndAddress: 3, freePerAddress: 20, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 };
  const START = Date.UTC(2030, 0, 1, 9, 0, 0);
  const at = (seconds: number) => new Date(START + seconds * 1000);

  /** The wait a 429 asks for, or 0 when the attempt was admitted (and then failed, or succeeded). */
  const attempt = async (limit: LoginRateLimit, email: string, address: string, seconds: number, succeeds = false): Promise<number> => {
    try {
      const admitted = await createLoginRateLimiter(t.app.repositories.loginAttempts, limit).admit(email, address, at(seconds));
      if (succeeds) await admitted.succeeded();
      return 0;
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
      return Number(error.headers['retry-after']);
    }
  };

  it('waits 1 s, 2 s, 4 s … after the last failure once the free three are spent, at most 15 minutes', async () => {
    const email = 'doubling@example.com';
    const address = '10.2.0.1';
    // A window of a day, so that the waits reach the cap (in 15 minutes they add up to 512 s at most).
    const limit = { ...LIMIT, windowMs: 86_400_000 };
    let clock = 0;
    for (let i = 0; i < 3; i += 1) expect(await attempt(limit, email, address, clock)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wait = await attempt(limit, email, address, clock);
      waits.push(wait);
      // Coming back a second early is refused again; on time, the attempt is checked (and fails).
      expect(await attempt(limit, email, address, clock + wait - 1)).toBe(1);
      clock += wait;
      expect(await attempt(limit, email, address, clock)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('an attacker who comes back the moment each wait ends gets about 36 guesses an hour from one address', async () => {
    const email = 'steady@example.com';
    const address = '10.2.0.2';
    let clock = 0;
    let checked = 0;
    // An attacker who comes back the moment each wait ends, for an hour.
    for (let tries = 0; tries < 500 && clock < 3_600; tries += 1) {
      const wait = await attempt(LIMIT, email, address, clock);
      if (wait === 0) checked += 1;
      clock += Math.max(wait, 0.001);
    }
    expect(checked).toBe(36);
  });

  it('a success clears the count of that address for that mail address, and not of other addresses', async () => {
    const email = 'success@example.com';
    for (let i = 0; i < 3; i += 1) await attempt(LIMIT, email, '10.2.1.1', i);
    for (let i = 0; i < 3; i += 1) await attempt(LIMIT, email, '10.2.1.2', i);
    expect(await attempt(LIMIT, email, '10.2.1.1', 10, true)).toBe(0);
    // Afresh from 10.2.1.1: three free failures again.
    for (let i = 0; i < 3; i += 1) expect(await attempt(LIMIT, email, '10.2.1.1', 11)).toBe(0);
    expect(await attempt(LIMIT, email, '10.2.1.1', 11)).toBe(1);
    // 10.2.1.2 keeps its count: its first wait ended long ago, and after one more failure it waits 2 s.
    expect(await attempt(LIMIT, email, '10.2.1.2', 14)).toBe(0);
    expect(await attempt(LIMIT, email, '10.2.1.2', 14)).toBe(2);
  });

  it('forgets failures once they leave the 15-minute window', async () => {
    const email = 'window@example.com';
    for (let i = 0; i < 8; i += 1) await attempt(LIMIT, email, '10.2.2.1', i * 100);
    expect(await attempt(LIMIT, email, '10.2.2.1', 700)).toBeGreaterThan(0);
    // At 2,000 s every failure is older than 900 s: nothing counts.
    expect(await attempt(LIMIT, email, '10.2.2.1', 2_000)).toBe(0);
    expect(await attempt(LIMIT, email, '10.2.2.1', 2_000)).toBe(0);
  });

  it('says the wait in seconds under a minute and in minutes above', async () => {
    const email = 'words@example.com';
    for (let i = 0; i < 3; i += 1) await attempt(LIMIT, email, '10.2.3.1', 0);
    await expect(createLoginRateLimiter(t.app.repositories.loginAttempts, LIMIT).admit(email, '10.2.3.1', at(0))).rejects.toMatchObject({
      statusCode: 429,
      code: 'too_many_attempts',
      message: tooMany('1秒後').message,
    });
    const slow = { ...LIMIT, firstDelayMs: 150_000 };
    await expect(createLoginRateLimiter(t.app.repositories.loginAttempts, slow).admit(email, '10.2.3.1', at(0))).rejects.toMatchObject({
      message: tooMany('約3分後').message,
    });
  });
});

describe('throttleDelayMs', () => {
  it('is free up to the allowance, then 1 s doubling, capped at 15 minutes', () => {
    const limit = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 };
    const waits = Array.from({ length: 16 }, (_, failures) => throttleDelayMs(failures, limit, 3) / 1000);
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(throttleDelayMs(10_000, limit, 3)).toBe(15 * 60_000);
  });
});
