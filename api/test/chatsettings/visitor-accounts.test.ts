import { type VisitorAccount, visitorAccountListResponseSchema, visitorAccountSchema } from 'shared-contracts';
import { createVisitorAccount } from '../../src/domains/chatsettings/visitor-accounts/create-visitor-account';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { type OwnerClient, ownerClient, refusal } from './owner-client';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3, 0, 0));

describe(`visitor accounts (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let owner: OwnerClient;
  let other: OwnerClient;
  beforeAll(async () => {
    t = await createTestContext({}, { persistent: true });
    session = await t.ownerSession();
    owner = ownerClient(t, session);
    other = ownerClient(t, await t.ownerSession());
    const { id: ownerId, agentId } = session.owner;
    const db = t.app.database.db;
    await createVisitorAccount(db, { ownerId, agentId, name: '山田 太郎', loginType: 'mail', email: 'Taro.Yamada@Example.com', createdAt: day(1), lastLoginAt: day(20) });
    await createVisitorAccount(db, { ownerId, agentId, name: 'さくら', loginType: 'line', lineUserId: `U${'a'.repeat(32)}`, createdAt: day(2), lastLoginAt: day(3) });
    await createVisitorAccount(db, { ownerId, agentId, name: '佐藤 花子', loginType: 'mail', email: 'hanako@example.jp', createdAt: day(3), lastLoginAt: day(4) });
    await createVisitorAccount(db, { ownerId, agentId, name: 'LINE ユーザー', loginType: 'line', lineUserId: `U${'b'.repeat(32)}`, email: 'line-user@example.com', createdAt: day(4), lastLoginAt: day(5) });
    for (let i = 0; i < 52; i += 1) {
      await createVisitorAccount(db, { ownerId, agentId, name: `一括${i}`, loginType: 'mail', email: `bulk${i}@example.com`, createdAt: day(5) });
    }
  });
  afterAll(() => t?.close());

  const list = async (client: OwnerClient, query: Record<string, string> = {}) => {
    const response = await client.get('visitor-accounts', query);
    expect(response.statusCode).toBe(200);
    return visitorAccountListResponseSchema.strict().parse(response.json());
  };
  const names = async (query: Record<string, string>) => (await list(owner, { limit: '100', ...query })).data.map((a) => a.name);

  it('lists 50 at a time, newest first, with the total', async () => {
    const page = await list(owner);
    expect(page).toMatchObject({ total_records: 56, page: 1, limit: 50 });
    expect(page.data.every((a) => a.name.startsWith('一括'))).toBe(true);
    const second = (await list(owner, { page: '2' })).data.map((a) => a.name);
    expect(second).toHaveLength(6);
    expect(second.slice(2)).toEqual(['LINE ユーザー', '佐藤 花子', 'さくら', '山田 太郎']);
  });

  it('answers each account in the contract shape, mail in lower case', async () => {
    const [taro] = (await list(owner, { q: 'taro' })).data;
    expect(visitorAccountSchema.strict().parse(taro)).toEqual({
      id: expect.any(String),
      name: '山田 太郎',
      email: 'taro.yamada@example.com',
      login_type: 'mail',
      line_user_id: null,
      created_at: day(1).toISOString(),
      last_login_at: day(20).toISOString(),
    });
  });

  it('sorts oldest first, and by last sign-in', async () => {
    expect((await names({ sort_order: 'asc' })).slice(0, 3)).toEqual(['山田 太郎', 'さくら', '佐藤 花子']);
    expect((await names({ sort_by: 'updated_at' }))[0]).toBe('山田 太郎');
  });

  it('filters by login type: all, LINE, mail', async () => {
    expect(await names({ login_type: 'line' })).toEqual(['LINE ユーザー', 'さくら']);
    expect((await list(owner, { login_type: 'mail' })).total_records).toBe(54);
    expect((await list(owner, { login_type: '' })).total_records).toBe(56);
  });

  it('searches name and mail address, without wildcards of its own', async () => {
    expect(await names({ q: '花子' })).toEqual(['佐藤 花子']);
    expect(await names({ q: 'EXAMPLE.JP' })).toEqual(['佐藤 花子']);
    expect(await names({ q: 'line-user', login_type: 'line' })).toEqual(['LINE ユーザー']);
    expect(await names({ q: 'line-user', login_type: 'mail' })).toEqual([]);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it.each([
    [{ login_type: 'google' }, 'login_type', 'ログイン方法の絞り込みが正しくありません'],
    [{ limit: '10' }, 'limit', '表示件数は50・100・500のいずれかを指定してください'],
    [{ sort_by: 'name' }, 'sort_by', '並び替えの項目が正しくありません'],
  ])('refuses the query %j', async (query, field, message) => {
    expect(refusal(await owner.get('visitor-accounts', query))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it('shows one account, and 404 for another owner', async () => {
    const [sakura] = (await list(owner, { q: 'さくら' })).data as [VisitorAccount];
    expect((await owner.get(`visitor-accounts/${sakura.id}`)).json()).toEqual(sakura);
    expect(sakura).toMatchObject({ login_type: 'line', line_user_id: `U${'a'.repeat(32)}`, email: null });
    expect((await other.get(`visitor-accounts/${sakura.id}`)).json()).toEqual({ code: 'not_found', message: 'アカウントが見つかりません' });
    expect((await list(other)).total_records).toBe(0);
    expect((await owner.get('visitor-accounts/not-an-id')).statusCode).toBe(400);
  });

  it('keeps the accounts across a restart', async () => {
    const before = await list(owner);
    await t.restart();
    expect(await list(owner)).toEqual(before);
  });
});
