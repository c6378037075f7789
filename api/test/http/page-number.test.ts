import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';

const LISTS = ['conversations', 'form-answers', 'forbidden-words', 'forbidden-urls', 'visitor-accounts', 'forms', 'media', 'knowledge-items'];
const PAGE_MESSAGE = 'ページ番号は1〜1,000,000の整数で指定してください';

/** Issue #41 point 9: a page number out of range is refused with the field's own Japanese message, not zod's. */
describe(`the page number of every list (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
  });
  afterAll(() => t?.close());

  const list = (path: string, page: string) => t.app.inject({ method: 'GET', url: `/api/v1/${path}/?page=${page}`, headers: session.headers });

  it.each(LISTS)('%s: a page past any list, a fraction or a word is refused in words about the page number', async (path) => {
    for (const page of ['99999999999999999999', '9007199254740993', '1000001', '1.5', 'abc', '1e400']) {
      const response = await list(path, page);
      expect({ page, status: response.statusCode, body: response.json() }).toEqual({
        page,
        status: 400,
        body: { code: 'validation_error', message: '入力内容に誤りがあります', fields: { page: PAGE_MESSAGE } },
      });
    }
    expect((await list(path, '0')).json().fields).toEqual({ page: 'ページ番号は1以上で指定してください' });
  });

  it.each(LISTS)('%s: the last page number allowed answers an empty page', async (path) => {
    const response = await list(path, '1000000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], page: 1_000_000 });
  });
});
