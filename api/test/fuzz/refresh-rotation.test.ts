import * as fc from 'fast-check';
import { accessTokenResponseSchema } from 'shared-contracts';
import { bearer, createTestContext, type TestContext, testDatabase } from '../helper';
import { reportFigure } from './figures';

/**
 * A model-based fuzz of the owner's sessions (issue #41 point 2): random sequences of sign-ins,
 * refreshes (alone and racing), replays of retired tokens, logouts and calls with every access token
 * ever issued, checked step by step against a model of rotation with reuse detection:
 * - a live family's newest token rotates to a token never seen before;
 * - a retired token within the grace gets its successor again while that one is unused;
 * - any other retired token revokes its family, and nothing of a revoked family works again;
 * - logout with any token of a family ends it; other families are never touched.
 *
 * Reproducible with FUZZ_SEED, as the OpenAPI fuzz run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_516);
const RUNS = Number(process.env.FUZZ_ROTATION_RUNS ?? (testDatabase === 'postgres' ? 8 : 20));

interface Family {
  /** Its refresh tokens, oldest first: the last one is the live one while the family lives. */
  chain: string[];
  accessTokens: string[];
  alive: boolean;
}

interface Model {
  families: Family[];
}

interface Real {
  t: TestContext;
  email: string;
  graceOn: boolean;
  steps: number;
}

const refresh = (real: Real, token: string) => real.t.app.inject({ method: 'POST', url: '/api/v1/access-token', payload: { refresh_token: token } });

function pick<T>(items: T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
}

function expectRefused(response: { statusCode: number; json(): unknown }, what: string): void {
  if (response.statusCode !== 401) throw new Error(`${what}: expected 401, got ${response.statusCode} ${JSON.stringify(response.json())}`);
}

function rotated(response: { statusCode: number; json(): unknown }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: expected 200, got ${response.statusCode} ${JSON.stringify(response.json())}`);
  return accessTokenResponseSchema.strict().parse(response.json());
}

class SignIn implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.steps += 1;
    const session = await real.t.loginOk(real.email);
    model.families.push({ chain: [session.refresh_token], accessTokens: [session.access_token], alive: true });
  }
  toString = () => 'signIn';
}

class RefreshLatest implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly racing: number,
  ) {}
  check = (model: Model) => model.families.length > 0;
  async run(model: Model, real: Real) {
    real.steps += 1;
    const family = pick(model.families, this.family);
    const latest = family.chain.at(-1) ?? '';
    const answers = await Promise.all(Array.from({ length: this.racing }, () => refresh(real, latest)));
    if (!family.alive) {
      answers.forEach((a) => expectRefused(a, 'a refresh of a revoked family'));
      return;
    }
    if (!real.graceOn && this.racing > 1) {
      // Without a grace, racing refreshes are reuse: one rotates, the others revoke the family.
      const statuses = answers.map((a) => a.statusCode).sort();
      if (statuses.join() !== [200, ...Array(this.racing - 1).fill(401)].join()) throw new Error(`racing without a grace answered ${statuses.join()}`);
      family.alive = false;
      return;
    }
    const bodies = answers.map((a) => rotated(a, 'a refresh of the live token'));
    const successors = new Set(bodies.map((b) => b.refresh_token));
    if (successors.size !== 1) throw new Error(`racing refreshes got ${successors.size} successors`);
    const [successor = ''] = successors;
    if (model.families.some((f) => f.chain.includes(successor))) throw new Error('a successor was seen before');
    family.chain.push(successor);
    family.accessTokens.push(...bodies.map((b) => b.access_token));
  }
  toString = () => `refreshLatest(family ${this.family}, ${this.racing} at once)`;
}

class ReplayRetired implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly back: number,
  ) {}
  check = (model: Model) => model.families.some((f) => f.chain.length > 1);
  async run(model: Model, real: Real) {
    real.steps += 1;
    const candidates = model.families.filter((f) => f.chain.length > 1);
    const family = pick(candidates, this.family);
    // 1 = the token retired last (its successor is the live one), more = older ones.
    const back = 1 + (this.back % (family.chain.length - 1));
    const token = family.chain[family.chain.length - 1 - back] ?? '';
    const response = await refresh(real, token);
    if (family.alive && back === 1 && real.graceOn) {
      const body = rotated(response, 'a retired token within the grace');
      if (body.refresh_token !== family.chain.at(-1)) throw new Error('the grace answered another successor than the live one');
      family.accessTokens.push(body.access_token);
      return;
    }
    expectRefused(response, 'a retired token');
    family.alive = false;
  }
  toString = () => `replayRetired(family ${this.family}, ${this.back} back)`;
}

class Logout implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly token: number,
  ) {}
  check = (model: Model) => model.families.length > 0;
  async run(model: Model, real: Real) {
    real.steps += 1;
    const family = pick(model.families, this.family);
    const response = await real.t.app.inject({ method: 'POST', url: '/api/v1/logout', payload: { refresh_token: pick(family.chain, this.token) } });
    if (response.statusCode !== 204) throw new Error(`logout answered ${response.statusCode}`);
    family.alive = false;
  }
  toString = () => `logout(family ${this.family}, token ${this.token})`;
}

class CallWithAccessToken implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly token: number,
  ) {}
  check = (model: Model) => model.families.length > 0;
  async run(model: Model, real: Real) {
    real.steps += 1;
    const family = pick(model.families, this.family);
    const response = await real.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(pick(family.accessTokens, this.token)) });
    const expected = family.alive ? 200 : 401;
    if (response.statusCode !== expected) throw new Error(`an access token of a ${family.alive ? 'live' : 'revoked'} family answered ${response.statusCode}`);
  }
  toString = () => `me(family ${this.family}, access token ${this.token})`;
}

class RefreshGarbage implements fc.AsyncCommand<Model, Real> {
  constructor(readonly token: string) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.steps += 1;
    expectRefused(await refresh(real, this.token), 'a token never issued');
  }
  toString = () => `refreshGarbage(${JSON.stringify(this.token)})`;
}

const commands = [
  fc.constant(new SignIn()),
  fc.tuple(fc.nat(), fc.constantFrom(1, 1, 1, 2, 5)).map(([family, racing]) => new RefreshLatest(family, racing)),
  fc.tuple(fc.nat(), fc.nat()).map(([family, back]) => new ReplayRetired(family, back)),
  fc.tuple(fc.nat(), fc.nat()).map(([family, token]) => new Logout(family, token)),
  fc.tuple(fc.nat(), fc.nat()).map(([family, token]) => new CallWithAccessToken(family, token)),
  fc.string({ minLength: 1, maxLength: 60 }).map((token) => new RefreshGarbage(token)),
];

describe.each([
  ['with the grace', 3_600, true],
  ['without a grace', 0, false],
])(`fuzz: refresh token rotation, %s (${testDatabase})`, (_label, graceSeconds, graceOn) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ refreshTokenReuseGraceSeconds: graceSeconds, loginRateLimit: { freeFailuresPerAccountAndAddress: 1_000_000, freeFailuresPerAddress: 1_000_000 } });
  });
  afterAll(() => t?.close());

  it('keeps every sequence of sign-ins, refreshes, replays and logouts to the model', async () => {
    let steps = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'large' }), async (sequence) => {
        run += 1;
        const owner = await t.createOwner({ email: `rotation-${graceSeconds}-${run}-${Date.now()}@example.com` });
        const real: Real = { t, email: owner.email, graceOn, steps: 0 };
        // Every sequence starts signed in, so its first commands already have a session to work on.
        const model: Model = { families: [] };
        await new SignIn().run(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        steps += real.steps;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    reportFigure(`fuzz (refresh token rotation, ${graceOn ? 'grace' : 'no grace'}): ${RUNS} sequences, ${steps} steps (FUZZ_SEED=${SEED})`);
  }, 600_000);
});
