import { createTestContext, type TestContext } from '../helper';

const CONSOLE = 'http://localhost:3000';
const SECTION = 'http://localhost:3002';

describe('CORS and security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ corsOrigins: [CONSOLE, SECTION] });
  });
  afterAll(() => t?.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/me',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it.each([CONSOLE, SECTION])('lets the console origin %s call with a bearer token', async (origin) => {
    const response = await preflight(origin);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['https://evil.example', 'http://localhost:3999'])('gives %s no CORS permission', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('exposes Retry-After to the console, which shows how long to wait', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: CONSOLE } });
    expect(response.headers['access-control-allow-origin']).toBe(CONSOLE);
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
    // The console names an exported CSV from it.
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('content-disposition');
    // The conversation export's progress bar reads how many rows will come.
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('x-export-rows');
  });

  it('sends helmet headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
