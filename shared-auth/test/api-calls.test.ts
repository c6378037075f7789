import { apiDownload, apiGet, apiSend, apiSendNoContent, apiUpload, searchParamsOf, type ResponseSchema } from '../src/api-calls';
import { configureAuth } from '../src/config';
import { ApiRequestError } from '../src/errors';
import { useSessionStore } from '../src/session-store';
import { API_BASE_URL, jsonResponse, mockFetch, pathOf, seedSession } from './fake-api';
import { FakeXhr } from '../src/testing/fake-xhr';

jest.mock('../src/navigation', () => ({ goToLogin: jest.fn() }));

beforeAll(() => configureAuth({ apiBaseUrl: API_BASE_URL }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().reset();
  seedSession();
});

type Item = { id: string };

/** A schema as a section passes one: parses the shape it knows, throws on anything else. */
const itemSchema: ResponseSchema<Item> = {
  parse(value) {
    if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string') return { id: value.id };
    throw new Error('not an item');
  },
};

/** Records each request the fake API receives, with its body as text. */
function recordRequests(answer: (request: Request) => Response) {
  const seen: { method: string; path: string; search: string; body: string; headers: Headers }[] = [];
  mockFetch(async (request) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: pathOf(request), search: url.search, body: await request.clone().text(), headers: request.headers });
    return answer(request);
  });
  return seen;
}

describe('searchParamsOf', () => {
  it('keeps the values in the query order and drops the empty filters', () => {
    expect(
      searchParamsOf({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '', kind: 'audio', tag: '', gone: undefined, none: null }),
    ).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', kind: 'audio' });
    expect(Object.keys(searchParamsOf({ page: 2, login_type: 'line', q: 'abc' }))).toEqual(['page', 'login_type', 'q']);
  });

  it('keeps 0 and false, which are values and not empty filters', () => {
    expect(searchParamsOf({ page: 0, enabled: false })).toEqual({ page: 0, enabled: false });
  });
});

describe('apiGet', () => {
  it('GETs the path with the non-empty query values and resolves with the parsed answer', async () => {
    const seen = recordRequests(() => jsonResponse(200, { id: 'a1', extra: true }));
    await expect(apiGet('items', itemSchema, { page: 1, limit: 50, q: '', status: 'ready' })).resolves.toEqual({ id: 'a1' });
    expect(seen).toMatchObject([{ method: 'GET', path: 'items', search: '?page=1&limit=50&status=ready' }]);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-old');
  });

  it('sends no query string when every filter is empty', async () => {
    const seen = recordRequests(() => jsonResponse(200, { id: 'a1' }));
    await apiGet('items', itemSchema, { q: '' });
    expect(seen[0]?.search).toBe('');
  });

  it("answers an API refusal as ApiRequestError with the API's code and message", async () => {
    recordRequests(() => jsonResponse(404, { code: 'not_found', message: '見つかりません' }));
    const failure = apiGet('items/x', itemSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'not_found', message: '見つかりません' });
  });

  it('answers an answer of the wrong shape as ApiRequestError too', async () => {
    recordRequests(() => jsonResponse(200, { name: 'no id' }));
    await expect(apiGet('items/x', itemSchema)).rejects.toMatchObject({ status: null, code: 'unknown_error' });
  });

  it('answers no answer at all as a network error', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('items', itemSchema)).rejects.toMatchObject({ status: null, code: 'network_error' });
  });
});

describe('apiSend', () => {
  it('sends the method and the JSON body, and resolves with the parsed answer', async () => {
    const seen = recordRequests(() => jsonResponse(200, { id: 'b2' }));
    await expect(apiSend('put', 'items/b2', itemSchema, { json: { name: '新しい名前' } })).resolves.toEqual({ id: 'b2' });
    expect(seen).toMatchObject([{ method: 'PUT', path: 'items/b2', body: JSON.stringify({ name: '新しい名前' }) }]);
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends another body with the headers it is given', async () => {
    const seen = recordRequests(() => jsonResponse(200, { id: 'c3' }));
    await apiSend('post', 'items/import', itemSchema, { body: 'line 1\nline 2', headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    expect(seen).toMatchObject([{ method: 'POST', body: 'line 1\nline 2' }]);
    expect(seen[0]?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  });

  it("answers a validation refusal with the API's per-field messages", async () => {
    recordRequests(() => jsonResponse(400, { code: 'validation_error', message: '入力内容を確認してください', fields: { name: '名前を入力してください' } }));
    await expect(apiSend('post', 'items', itemSchema, { json: {} })).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { name: '名前を入力してください' },
    });
  });
});

describe('apiSendNoContent', () => {
  it('resolves with nothing on a 204, with the query sent', async () => {
    const seen = recordRequests(() => new Response(null, { status: 204 }));
    await expect(apiSendNoContent('delete', 'items/d4', { query: { force: 'true' } })).resolves.toBeUndefined();
    expect(seen).toMatchObject([{ method: 'DELETE', path: 'items/d4', search: '?force=true' }]);
  });

  it('answers a refusal as ApiRequestError', async () => {
    recordRequests(() => jsonResponse(409, { code: 'media_in_use', message: '使用中です' }));
    await expect(apiSendNoContent('delete', 'items/d4')).rejects.toMatchObject({ status: 409, code: 'media_in_use' });
  });
});

describe('apiDownload', () => {
  it('asks for the type it names and hands the response to the reader', async () => {
    const seen = recordRequests(() => new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await expect(apiDownload('items/export', 'text/csv', (response) => response.text())).resolves.toBe('a,b\n');
    expect(seen[0]?.headers.get('Accept')).toBe('text/csv');
  });

  it('POSTs a JSON body when told, and maps a refusal', async () => {
    const seen = recordRequests(() => jsonResponse(502, { code: 'engine_unreachable', message: 'エンジンに接続できません' }));
    await expect(apiDownload('voice/preview', 'audio/wav', (response) => response.blob(), { method: 'post', json: { text: 'こんにちは' } })).rejects.toMatchObject({
      status: 502,
      code: 'engine_unreachable',
    });
    expect(seen).toMatchObject([{ method: 'POST', body: JSON.stringify({ text: 'こんにちは' }) }]);
  });

  it('sends a list query without its empty filters', async () => {
    const seen = recordRequests(() => new Response('a\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await apiDownload('conversations/export', 'text/csv', (response) => response.text(), {
      query: { period: '7d', account: '', unanswered: true, q: '駐車', encoding: 'shift_jis' },
    });
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.search))).toEqual({ period: '7d', unanswered: 'true', q: '駐車', encoding: 'shift_jis' });
  });

  it('hands its signal to the request, so aborting stops the download as an ApiRequestError that says so', async () => {
    // A browser's fetch rejects a request whose signal is aborted; this fake does what it does.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return new Response('a\r\n', { status: 200 });
    });
    const controller = new AbortController();
    controller.abort();
    await expect(apiDownload('conversations/export', 'text/csv', (response) => response.text(), { signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
  });
});

describe('apiUpload', () => {
  beforeEach(() => FakeXhr.install());

  function form(): FormData {
    const body = new FormData();
    body.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'dot.png');
    return body;
  }

  it('reports the progress as it goes, as a fraction, and resolves with the parsed answer', async () => {
    const fractions: number[] = [];
    const done = apiUpload('media', form(), itemSchema, { onProgress: (fraction) => fractions.push(fraction) });
    const xhr = await FakeXhr.nth(0);
    expect(xhr).toMatchObject({ method: 'POST', url: `${API_BASE_URL}/media` });
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(300, 400);
    xhr.progress(400, 400);
    xhr.respond(201, { id: 'm1' });
    await expect(done).resolves.toEqual({ id: 'm1' });
    expect(fractions).toEqual([0, 0.25, 0.75, 1]);
  });

  it('reports 0 while the size is unknown', async () => {
    const fractions: number[] = [];
    const done = apiUpload('media', form(), itemSchema, { onProgress: (fraction) => fractions.push(fraction) });
    const xhr = await FakeXhr.nth(0);
    xhr.progress(50, 0);
    xhr.respond(201, { id: 'm1' });
    await done;
    expect(fractions).toEqual([0]);
  });

  it('answers a refusal, and an answer of the wrong shape, as ApiRequestError', async () => {
    const refused = apiUpload('media', form(), itemSchema);
    (await FakeXhr.nth(0)).respond(415, { code: 'unsupported_media_type', message: 'この形式のファイルはアップロードできません' });
    await expect(refused).rejects.toMatchObject({ status: 415, code: 'unsupported_media_type' });
    const wrong = apiUpload('media', form(), itemSchema);
    (await FakeXhr.nth(1)).respond(201, { name: 'no id' });
    await expect(wrong).rejects.toBeInstanceOf(ApiRequestError);
  });
});
