import { type ForbiddenUrl, forbiddenUrlListResponseSchema, forbiddenUrlSchema } from 'shared-contracts';
import { testDatabase } from '../../helper';
import { multipartFile, UTF8_BOM } from '../csv-fixtures';
import { appWithTwoOwners, type OwnerClient, ownerClient, refusal } from '../owner-client';

const DUPLICATE = 'この禁止URLはすでに登録されています';

describe(`forbidden URLs (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  const create = async (client: OwnerClient, pattern: string, note = ''): Promise<ForbiddenUrl> => {
    const response = await client.post('forbidden-urls', { pattern, note });
    expect(response.statusCode).toBe(201);
    return forbiddenUrlSchema.strict().parse(response.json());
  };
  const list = async (client: OwnerClient, query: Record<string, string> = {}) =>
    forbiddenUrlListResponseSchema.strict().parse((await client.get('forbidden-urls', query)).json());

  it('adds a pattern as written', async () => {
    expect(await create(owner, 'https://example.com/private/*', '社外秘')).toMatchObject({ pattern: 'https://example.com/private/*', note: '社外秘' });
    await create(owner, 'https://*.competitor.example/*');
    await create(owner, 'http://example.com/faq/');
  });

  it.each(['HTTPS://EXAMPLE.COM/private/*', 'https://example.com:443/private/*', 'http://example.com/faq', 'http://Example.com:80/faq/'])(
    'refuses %s as a duplicate of a pattern that matches the same URLs',
    async (pattern) => {
      const response = await owner.post('forbidden-urls', { pattern });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'duplicate', message: DUPLICATE, fields: { pattern: DUPLICATE } });
    },
  );

  it('keeps patterns that match different URLs apart', async () => {
    await create(owner, 'https://example.com/private');
    await create(owner, 'https://example.com/Private/*');
  });

  it.each([
    ['an empty pattern', '', '禁止URLを入力してください'],
    ['a pattern without a scheme', 'example.com/*', '禁止URLは http:// または https:// で始めてください（例: https://example.com/private/*）'],
    ['a star inside the host', 'https://exa*mple.com/', '「*」はホスト名の先頭（https://*.example.com）か、ホスト名より後ろでだけ使えます'],
    ['a space', 'https://example.com/a b', '禁止URLに空白は入れられません'],
    ['credentials', 'https://user:pw@example.com/', '禁止URLにユーザー名やパスワードを含めないでください'],
  ])('refuses %s with the message the form shows', async (_label, pattern, message) => {
    expect(refusal(await owner.post('forbidden-urls', { pattern }))).toEqual({ status: 400, code: 'validation_error', fields: { pattern: message } });
  });

  it('says which pattern catches a URL', async () => {
    const privatePages = (await list(owner)).data.find((u) => u.pattern === 'https://example.com/private/*');
    expect((await owner.post('forbidden-urls/try', { url: 'https://example.com/private/plans/2027.pdf' })).json()).toEqual({
      caught: true,
      entry: { id: privatePages?.id, value: 'https://example.com/private/*' },
    });
    expect((await owner.post('forbidden-urls/try', { url: 'https://shop.competitor.example/sale' })).json()).toMatchObject({
      caught: true,
      entry: { value: 'https://*.competitor.example/*' },
    });
    expect((await owner.post('forbidden-urls/try', { url: 'https://example.com/public' })).json()).toEqual({ caught: false });
    expect(refusal(await owner.post('forbidden-urls/try', { url: 'javascript:alert(1)' }))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { url: '試すURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/private/page）' },
    });
  });

  it('edits and deletes a pattern', async () => {
    const entry = await create(owner, 'https://old.example/*');
    const edited = await owner.put(`forbidden-urls/${entry.id}`, { pattern: 'https://new.example/*', note: '移転' });
    expect(edited.json()).toMatchObject({ id: entry.id, pattern: 'https://new.example/*', note: '移転' });
    expect((await owner.put(`forbidden-urls/${entry.id}`, { pattern: 'https://EXAMPLE.com/private/*' })).statusCode).toBe(409);
    expect((await owner.delete(`forbidden-urls/${entry.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`forbidden-urls/${entry.id}`)).json()).toEqual({
      code: 'not_found',
      message: '禁止URLが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
    });
  });

  it('searches patterns and notes', async () => {
    expect((await list(owner, { q: 'competitor' })).data.map((u) => u.pattern)).toEqual(['https://*.competitor.example/*']);
    expect((await list(owner, { q: '社外秘' })).data.map((u) => u.pattern)).toEqual(['https://example.com/private/*']);
  });

  it('imports rows and files, judging each row and skipping duplicates', async () => {
    const importer = ownerClient(t, await t.ownerSession());
    const rows = await importer.post('forbidden-urls/import', {
      rows: [
        { line: 1, value: 'https://a.example/*', note: 'A' },
        { line: 2, value: 'a.example' },
        { line: 3, value: 'HTTPS://A.EXAMPLE/*' },
      ],
    });
    expect(rows.json()).toEqual({
      added: 1,
      skipped_duplicates: 1,
      errors: [{ line: 2, message: '禁止URLは http:// または https:// で始めてください（例: https://example.com/private/*）' }],
    });
    const file = multipartFile(Buffer.concat([UTF8_BOM, Buffer.from('禁止URL,メモ\r\nhttps://b.example/*,B\r\nhttps://a.example/*,重複\r\n')]), 'urls.csv', 'text/csv');
    expect((await importer.post('forbidden-urls/import/file', file.payload, file.headers)).json()).toEqual({ added: 1, skipped_duplicates: 1, errors: [] });
    expect((await list(importer, { sort_order: 'asc' })).data.map((u) => [u.pattern, u.note])).toEqual([
      ['https://a.example/*', 'A'],
      ['https://b.example/*', 'B'],
    ]);
  });

  it('exports the list as CSV with its own header and file name', async () => {
    const response = await owner.get('forbidden-urls/export');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="forbidden-urls-\d{8}\.csv"; filename\*=UTF-8''%E7%A6%81%E6%AD%A2URL_\d{8}\.csv$/);
    expect(response.body.startsWith('\ufeff禁止URL,メモ\r\nhttps://example.com/private/*,社外秘\r\n')).toBe(true);
  });

  it("never shows, matches or changes another owner's patterns", async () => {
    const [mine] = (await list(owner)).data;
    if (!mine) throw new Error('fixtures missing');
    expect((await list(other)).total_records).toBe(0);
    expect((await other.put(`forbidden-urls/${mine.id}`, { pattern: 'https://x.example/' })).statusCode).toBe(404);
    expect((await other.delete(`forbidden-urls/${mine.id}`)).statusCode).toBe(404);
    expect((await other.post('forbidden-urls/try', { url: 'https://example.com/private/x' })).json()).toEqual({ caught: false });
  });

  it('keeps the patterns across a restart', async () => {
    const before = await list(owner);
    await t.restart();
    expect(await list(owner)).toEqual(before);
  });
});
