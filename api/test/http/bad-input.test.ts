import type { AddressInfo } from 'node:net';
import { CONVERSATION_KEYWORD_MAX, CONVERSATION_PAGE_URL_FILTER_MAX } from 'shared-contracts';
import { MAX_REQUEST_HEAD_BYTES } from '#src/app';
import { createTestContext, type OwnerSession, type TestContext } from '../helper';
import { CONSOLE_ORIGINS, PUBLIC_APP_OPTIONS } from '../public/public-fixtures';
import { openApiDocument, operationsOf } from './openapi-operations';

/** The defects a probe generated from the OpenAPI document found, each answered at its cause. */
describe('bad input', () => {
  let t: TestContext;
  let session: OwnerSession;
  beforeAll(async () => {
    t = await createTestContext({ ...PUBLIC_APP_OPTIONS, rateLimit: { max: 10_000, notFoundMax: 10_000, timeWindowMs: 60_000 } });
    session = await t.ownerSession();
  });
  afterAll(() => t?.close());

  const UNSTORABLE = '使用できない文字（NUL文字や壊れた文字）が含まれています。入力し直してください';

  describe('text no database can store', () => {
    it('a NUL in the page URL of a visitor with no sign-in is a 400 at the field, not a 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/widget/${session.owner.agentId}/conversations`,
        payload: { origin: CONSOLE_ORIGINS[0], page_url: 'http://x/a\u0000b' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', fields: { page_url: UNSTORABLE } });
    });

    it('a lone surrogate in a settings title is a 400 at the field, and nothing is saved', async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings/', headers: session.headers })).json<{ title: string }>();
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/chat-ui-settings/',
        headers: session.headers,
        payload: { ...before, title: 'a\ud800b' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { title: UNSTORABLE } });
      const after = (await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings/', headers: session.headers })).json<{ title: string }>();
      expect(after.title).toBe(before.title);
    });

    it('a NUL in the search of every list is a 400 at q (and at the media tag filter)', async () => {
      const lists = operationsOf(await openApiDocument(t.app)).filter((o) => o.method === 'GET' && o.queryParams.some((p) => p.name === 'q'));
      expect(lists.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/v1/forbidden-words/', '/api/v1/knowledge-items/', '/api/v1/media/']));
      // What a list needs besides q to reach it (an export of one form's answers names the form).
      const required: Record<string, string> = { '/api/v1/form-answers/export': '&form_id=00000000-0000-4000-8000-000000000000' };
      for (const list of lists) {
        const response = await t.app.inject({ method: 'GET', url: `${list.path}?q=a%00b${required[list.path] ?? ''}`, headers: session.headers });
        expect({ path: list.path, status: response.statusCode, fields: response.json().fields }).toEqual({ path: list.path, status: 400, fields: { q: UNSTORABLE } });
      }
      const tag = await t.app.inject({ method: 'GET', url: '/api/v1/media/?tag=a%00', headers: session.headers });
      expect(tag.statusCode).toBe(400);
      expect(tag.json().fields).toEqual({ tag: UNSTORABLE });
    });

    it("a visitor's message with a NUL and a lone surrogate is answered, cleaned, not failed", async () => {
      const agentId = session.owner.agentId;
      const started = await t.app.inject({ method: 'POST', url: `/api/v1/public/widget/${agentId}/conversations`, payload: { origin: CONSOLE_ORIGINS[0] } });
      const { visitor_token, conversation_id } = started.json<{ visitor_token: string; conversation_id: string }>();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/widget/${agentId}/conversations/${conversation_id}/messages`,
        headers: { authorization: `Bearer ${visitor_token}` },
        payload: { text: '営業\u0000時間は\ud800？' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('event: visitor\ndata: {"id":');
      expect(response.body).toContain('"text":"営業時間は\ufffd？"');
      expect(response.body).toContain('event: done');
      expect(response.body).not.toContain('answer_failed');
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/v1/public/widget/${agentId}/conversations/${conversation_id}/messages`,
        headers: { authorization: `Bearer ${visitor_token}` },
      });
      expect(stored.json().messages[0]).toMatchObject({ role: 'visitor', text: '営業時間は\ufffd？' });
    });
  });

  describe('one rule for what a single line may hold', () => {
    const label = (text: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/quick-replies/', headers: session.headers, payload: { label: text, action: { type: 'send_text', text: '送る' } } });

    it.each([
      ['ESC', 'a\u001bb'],
      ['BEL', 'a\u0007b'],
      ['TAB', 'a\tb'],
      ['DEL', 'a\u007fb'],
      ['a right-to-left override (U+202E)', 'a\u202eb'],
      ['a right-to-left isolate (U+2067)', 'a\u2067b'],
    ])('refuses %s in a label', async (_name, text) => {
      const response = await label(text);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ label: 'ボタンの表示名に制御文字（タブや文字の向きを変える記号など）は入れられません' });
    });

    it('refuses a line break in its own words, and takes kana, emoji and spaces', async () => {
      expect((await label('a\nb')).json().fields).toEqual({ label: 'ボタンの表示名に改行は入れられません' });
      expect((await label('a\u2028b')).json().fields).toEqual({ label: 'ボタンの表示名に改行は入れられません' });
      expect((await label('営業 時間 🕘')).statusCode).toBe(201);
    });

    it('multi-line text keeps tabs and line breaks and refuses the other controls', async () => {
      const reply = (text: string) =>
        t.app.inject({ method: 'POST', url: '/api/v1/quick-replies/', headers: session.headers, payload: { label: '案内', action: { type: 'send_text', text } } });
      expect((await reply('一行目\n\t二行目')).statusCode).toBe(201);
      const refused = await reply('a\u001bb');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'action.text': '送信するテキストに制御文字（タブや文字の向きを変える記号など）は入れられません' });
    });
  });

  describe('malformed multipart bodies', () => {
    const UPLOADS = ['/api/v1/media/', '/api/v1/knowledge-items/upload', '/api/v1/forbidden-words/import/file', '/api/v1/forbidden-urls/import/file', '/api/v1/knowledge-items/qa-import'];
    const BROKEN = [
      ['no boundary', 'multipart/form-data', 'x'],
      ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
      ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
      ['a part cut off', 'multipart/form-data; boundary=BB', '--BB\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nabc'],
      ['a body that ends before any part', 'multipart/form-data; boundary=BB', '--BB'],
    ] as const;

    it.each(UPLOADS)('%s answers 400 in Japanese to each kind of broken body', async (url) => {
      for (const [kind, contentType, payload] of BROKEN) {
        const response = await t.app.inject({ method: 'POST', url, headers: { ...session.headers, 'content-type': contentType }, payload });
        expect({ kind, status: response.statusCode, body: response.json() }).toEqual({
          kind,
          status: 400,
          body: { code: 'bad_request', message: 'アップロードされたデータの形式が正しくありません。ファイルを選び直して、もう一度お試しください' },
        });
      }
    });
  });

  it('a form version past what PostgreSQL integer holds is a 400, not a 500', async () => {
    for (const version of ['2147483648', '9007199254740991']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/forms/00000000-0000-4000-8000-000000000000/versions/${version}`, headers: session.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ version: '版の番号は1以上の整数で指定してください' });
    }
    const largest = await t.app.inject({ method: 'GET', url: '/api/v1/forms/00000000-0000-4000-8000-000000000000/versions/2147483647', headers: session.headers });
    expect(largest.statusCode).toBe(404);
  });

  it('every owner route with a body answers 401 without a token, before looking at the body', async () => {
    const writes = operationsOf(await openApiDocument(t.app)).filter((o) => o.security.includes('bearerAuth') && o.jsonBody && !o.path.includes('/public/'));
    expect(writes.length).toBeGreaterThan(25);
    const answers = await Promise.all(
      writes.map(async (o) => {
        const url = o.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.app.inject({ method: o.method as 'POST', url, payload: { nonsense: true } });
        return { route: `${o.method} ${o.path}`, status: response.statusCode, code: response.json().code };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.code !== 'unauthorized')).toEqual([]);
  });

  it('a path parameter longer than the router takes is a 404 in the common shape, the URL not echoed', async () => {
    const long = 'a'.repeat(150);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/quick-replies/${long}`, headers: session.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: '見つかりません' });
    expect(response.body).not.toContain(long);
  });

  it('a URL longer than the HTTP parser takes is a 431 in the common shape, in Japanese', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The longest filter the contracts accept, in Japanese, percent-encoded, is answered (issue #41:
    // 2,000 Japanese characters of page_url overflowed Node's 16 KiB).
    const longest = `page_url=${encodeURIComponent('𠮷'.repeat(CONVERSATION_PAGE_URL_FILTER_MAX))}&q=${encodeURIComponent('𠮷'.repeat(CONVERSATION_KEYWORD_MAX))}`;
    for (const path of ['conversations', 'conversations/export']) {
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/${path}?${longest}`, { headers: session.headers });
      expect({ path, status: answered.status }).toEqual({ path, status: 200 });
      await answered.arrayBuffer();
    }
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/forbidden-words/?q=${'x'.repeat(MAX_REQUEST_HEAD_BYTES)}`, { headers: session.headers });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ code: 'bad_request', message: 'リクエストのURLまたはヘッダーが長すぎます。検索語などを短くしてもう一度お試しください' });
  });

  it('answers with an owner\u2019s data, and refusals, are never cached', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings/', headers: session.headers });
    expect(read.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings/' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await t.login(session.owner.email);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  describe('the OpenAPI document', () => {
    it('documents error answers of non-JSON routes as the JSON they are, and success answers as their own type', async () => {
      const operations = operationsOf(await openApiDocument(t.app));
      const nonJson = operations.filter((o) => Object.values(o.responses).some((types) => types.some((type) => type !== 'application/json')));
      expect(nonJson.map((o) => `${o.method} ${o.path}`)).toEqual(
        expect.arrayContaining([
          'GET /api/v1/forbidden-words/export',
          'GET /api/v1/knowledge-items/qa-export',
          'POST /api/v1/voice-settings/voicevox-preview',
          'POST /api/v1/public/widget/{agentId}/conversations/{conversationId}/messages',
          'GET /api/v1/public/widget/{agentId}/widget.js',
        ]),
      );
      // LINE Login's pop-up and the weekly report's unsubscribe page are read by a person: their refusals
      // are pages (and a query its schema refuses, JSON).
      const popUp = [
        'GET /api/v1/public/line/callback',
        'GET /api/v1/public/widget/{agentId}/sign-in/line',
        'GET /api/v1/public/weekly-report/unsubscribe',
        'POST /api/v1/public/weekly-report/unsubscribe',
      ];
      for (const o of nonJson) {
        const route = `${o.method} ${o.path}`;
        for (const [status, types] of Object.entries(o.responses)) {
          if (!status.startsWith('4') && !status.startsWith('5')) continue;
          if (popUp.includes(route)) expect(types.every((type) => type === 'text/html' || type === 'application/json')).toBe(true);
          else expect({ route, status, types }).toEqual({ route, status, types: ['application/json'] });
        }
        if (route !== 'GET /api/v1/public/widget/{agentId}/sign-in/line') expect(o.responses['200']?.some((type) => type !== 'application/json')).toBe(true);
      }
    });

    it('names the three page sizes, has no optional path segment, and no fractional multipleOf', async () => {
      const document = await openApiDocument(t.app);
      const operations = operationsOf(document);
      const limits = operations.flatMap((o) => o.queryParams.filter((p) => p.name === 'limit').map((p) => p.schema));
      expect(limits.length).toBeGreaterThan(4);
      for (const limit of limits) expect(limit.enum).toEqual([50, 100, 500]);
      expect(operations.filter((o) => /[?]/.test(o.path))).toEqual([]);
      const fractionalSteps = JSON.stringify(document).match(/"multipleOf":(\d*\.\d+|\d+e-\d+)/g);
      expect(fractionalSteps).toBeNull();
    });
  });
});
