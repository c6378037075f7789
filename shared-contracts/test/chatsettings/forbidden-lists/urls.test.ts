import {
  forbiddenUrlCreateRequestSchema as schema,
  forbiddenUrlListQuerySchema,
  forbiddenUrlListResponseSchema,
  forbiddenUrlTryRequestSchema,
} from '../../../src';
import { expectAccepted, expectRefused, times } from '../expect-issues';

const at = ['pattern'];

describe('forbiddenUrlCreateRequestSchema: URL patterns', () => {
  it.each([
    'https://example.com/private/*',
    'http://example.com',
    'https://example.com/',
    'https://*.example.com/*',
    'https://example.com:8080/a*b?x=*',
    'https://example.com/*/detail#*',
    'https://localhost:3000/*',
    'https://192.168.0.1/admin/*',
    'https://日本語.jp/*',
    'HTTPS://EXAMPLE.COM/Private/*',
  ])('accepts %s', (pattern) => expectAccepted(schema, { pattern }));

  it('trims and keeps the pattern as written, with a blank note by default', () => {
    expect(schema.parse({ pattern: '  https://example.com/private/*  ' })).toEqual({
      pattern: 'https://example.com/private/*',
      note: '',
    });
  });

  it.each(['example.com/private/*', 'ftp://example.com/*', '*://example.com/*', 'javascript:alert(1)', '//example.com/*'])(
    'refuses %s: not http(s)',
    (pattern) =>
      expectRefused(schema, { pattern }, at, '禁止URLは http:// または https:// で始めてください（例: https://example.com/private/*）'),
  );

  it.each(['https://*', 'https://*/', 'https://exa*mple.com/', 'https://*.*.example.com/', 'https://example.*/', 'https://example.com:*/'])(
    'refuses %s: a wildcard in the host other than its first label',
    (pattern) => expectRefused(schema, { pattern }, at, '「*」はホスト名の先頭（https://*.example.com）か、ホスト名より後ろでだけ使えます'),
  );

  it.each(['https://user:pass@example.com/*', 'https://user@example.com/'])('refuses %s: credentials', (pattern) =>
    expectRefused(schema, { pattern }, at, '禁止URLにユーザー名やパスワードを含めないでください'));

  it.each(['https://example.com/a b', 'https://exa mple.com/', 'https://example.com/\t*'])('refuses %j: whitespace', (pattern) =>
    expectRefused(schema, { pattern }, at, '禁止URLに空白は入れられません'));

  it.each(['https://', 'https:///path', 'https://exa<mple.com/', 'https://example.com:99999/', 'https://example.com\\private\\*'])('refuses %s: malformed', (pattern) =>
    expectRefused(schema, { pattern }, at, '禁止URLの形式が正しくありません（例: https://example.com/private/*）'));

  it('accepts 2048 characters and refuses 2049', () => {
    const base = 'https://example.com/';
    expectAccepted(schema, { pattern: base + times('a', 2048 - base.length) });
    expectRefused(schema, { pattern: base + times('a', 2049 - base.length) }, at, '禁止URLは2048文字以内で入力してください');
  });

  it('refuses an empty pattern', () => expectRefused(schema, { pattern: '' }, at, '禁止URLを入力してください'));
});

describe('forbidden URL list and try it', () => {
  it('shares the list query, plus q', () => {
    expect(forbiddenUrlListQuerySchema.parse({ q: 'example' })).toMatchObject({ limit: 50, q: 'example' });
  });
  it('reads a page of entries', () => {
    const entry = {
      id: '5d0c0b8e-7c51-4b1e-8f3e-1f2a3b4c5d6e',
      pattern: 'https://example.com/private/*',
      note: '社外秘',
      created_at: '2026-11-21T00:00:00.000Z',
      updated_at: '2026-11-21T00:00:00.000Z',
    };
    expectAccepted(forbiddenUrlListResponseSchema, { data: [entry], total_records: 1, page: 1, limit: 50 });
  });
  it('tries a real URL, not a pattern', () => {
    expectAccepted(forbiddenUrlTryRequestSchema, { url: 'https://example.com/private/a' });
    expectRefused(
      forbiddenUrlTryRequestSchema,
      { url: 'example.com/private/a' },
      ['url'],
      '試すURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/private/page）',
    );
  });
});
