import { sql } from 'drizzle-orm';
import { CONVERSATION_COUNT_CAP } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';
import { refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';
import { CONTACT_FORM, VALID_ANSWER } from '../forms/form-fixtures';
import { submitFormAnswer } from '#src/domains/forms/index';
import { type Chat, chat, failingLlm, type HistoryClient, historyClient, rate, setTimes, SITE, visitorAccount } from './history-fixtures';

jest.setTimeout(180_000);

// The 500-character keyword: a message of exactly that text, with no 駐車 in it.
const LONG_TEXT = '配送料金と返品の条件について詳しく教えてください。'.repeat(30).slice(0, 500);

describe(`the conversation list (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let other: OwnerSession;
  const c: Record<string, Chat> = {};
  const TOKYO = 'Asia/Tokyo';
  const now = new Date();
  const today = dayIn(now, TOKYO);
  const dayStart = (daysAgo: number) => startOfDayIn(addDays(today, -daysAgo), TOKYO).getTime();
  const HOUR = 3_600_000;
  let history: HistoryClient;
  let otherHistory: HistoryClient;
  const todayStart = dayStart(0);
  // When each conversation started (and, for one, last had a message), on Tokyo's days.
  const startedAt: Record<string, number> = {
    parking: todayStart + (now.getTime() - todayStart) * 0.5,
    preview: todayStart + (now.getTime() - todayStart) * 0.25,
    pet: dayStart(2) + HOUR,
    bottle: dayStart(6),
    inquiry: dayStart(6) - 1_000,
    error: dayStart(29) + HOUR,
    coupon: dayStart(30) + HOUR,
    long: dayStart(89) + HOUR,
    old: dayStart(200),
  };
  // Started long ago, the latest message of all: first when sorted by the last message.
  const OLD_LAST_MESSAGE = now.getTime() - 1;

  beforeAll(async () => {
    t = await createTestContext({ allowPrivateNetworkTargets: true });
    session = await t.ownerSession();
    other = await t.ownerSession();
    history = historyClient(t, session);
    otherHistory = historyClient(t, other);
    const agentId = session.owner.agentId;
    const knowledge = knowledgeClient(t, session);
    const qa = await knowledge.create({ type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に10台分の駐車場がございます。' });
    expect((await knowledge.settled(qa.id)).status).toBe('ready');
    const form = await knowledge.owner.post('forms', CONTACT_FORM);
    expect(form.statusCode).toBe(201);
    const mail = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');
    const line = await visitorAccount(t, session, 'line', 'LINE太郎', null);

    c.parking = await chat(t, agentId, ['駐車場はありますか'], { pageUrl: `${SITE}/access` });
    await rate(t, agentId, c.parking, 0, 'up');
    c.preview = await chat(t, agentId, ['駐車場はありますか'], { preview: true, pageUrl: null });
    c.pet = await chat(t, agentId, ['ペットと一緒に入れますか'], { pageUrl: `${SITE}/Menu?Lang=JA` });
    await rate(t, agentId, c.pet, 0, 'down');
    c.bottle = await chat(t, agentId, ['ＰＥＴボトルは回収していますか'], { accountId: mail });
    c.inquiry = await chat(t, agentId, ['お問い合わせしたいです'], { accountId: line });
    const offered = c.inquiry.answers[0]?.form;
    if (!offered) throw new Error('the form was not offered');
    await submitFormAnswer(t.app.database.db, agentId, offered.id, VALID_ANSWER, { conversationId: c.inquiry.conversationId });
    const restore = await failingLlm(t, session);
    c.error = await chat(t, agentId, ['営業時間を教えて']);
    await restore();
    c.coupon = await chat(t, agentId, ['100%_OFFクーポンは使えますか']);
    c.long = await chat(t, agentId, [LONG_TEXT]);
    c.old = await chat(t, agentId, ['100円OFFクーポンはありますか']);

    for (const [name, started] of Object.entries(startedAt)) {
      const last = name === 'old' ? OLD_LAST_MESSAGE : started + 1;
      await setTimes(t, c[name]!.conversationId, { startedAt: new Date(started), lastMessageAt: new Date(last) });
    }
    expect((await history.review(c.pet.conversationId, true)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const idsOf = (...names: string[]) => names.map((name) => c[name]!.conversationId);
  const NEWEST_FIRST = ['parking', 'pet', 'bottle', 'inquiry', 'error', 'coupon', 'long', 'old'];

  describe('SPEC defaults and sorting', () => {
    it('answers page 1 of 50, newest start first, without the owner’s test chats', async () => {
      const page = await history.page();
      expect({ page: page.page, limit: page.limit, total: page.total_records, lowerBound: page.total_is_lower_bound }).toEqual({
        page: 1,
        limit: 50,
        total: 8,
        lowerBound: false,
      });
      expect(page.data.map((row) => row.id)).toEqual(idsOf(...NEWEST_FIRST));
    });

    it('sorts by start or by last message, either way, ties by id', async () => {
      expect(await history.ids({ sort_order: 'asc' })).toEqual(idsOf(...[...NEWEST_FIRST].reverse()));
      expect(await history.ids({ sort_by: 'updated_at' })).toEqual(idsOf('old', ...NEWEST_FIRST.slice(0, -1)));
      // SPEC spells it Updated_at once.
      expect(await history.ids({ sort_by: 'Updated_at', sort_order: 'asc' })).toEqual(idsOf(...[...NEWEST_FIRST.slice(0, -1)].reverse(), 'old'));
    });

    it('shows each row’s history: times, visitor, first question, counts and flags', async () => {
      const rows = new Map((await history.page({ include_preview: 'true' })).data.map((row) => [row.id, row]));
      expect(rows.get(c.parking!.conversationId)).toMatchObject({
        first_question: '駐車場はありますか',
        message_count: 2,
        unanswered_count: 0,
        feedback_up_count: 1,
        feedback_down_count: 0,
        form_submitted: false,
        has_error: false,
        origin: SITE,
        page_url: `${SITE}/access`,
        preview: false,
        reviewed_at: null,
        visitor: { visitor_id: c.parking!.visitorId, account_id: null, name: null, email: null, login_type: null },
      });
      expect(rows.get(c.bottle!.conversationId)?.visitor).toMatchObject({ name: '山田 花子', email: 'hanako@example.com', login_type: 'mail' });
      expect(rows.get(c.inquiry!.conversationId)).toMatchObject({ form_submitted: true, visitor: { name: 'LINE太郎', email: null, login_type: 'line' } });
      expect(rows.get(c.error!.conversationId)).toMatchObject({ has_error: true });
      expect(rows.get(c.pet!.conversationId)).toMatchObject({ unanswered_count: 1, feedback_down_count: 1, reviewed_at: expect.any(String) });
      expect(rows.get(c.preview!.conversationId)).toMatchObject({ preview: true, page_url: null });
      const old = rows.get(c.old!.conversationId);
      expect(old?.updated_at).toBe(new Date(OLD_LAST_MESSAGE).toISOString());
      expect(old?.created_at).toBe(new Date(startedAt.old!).toISOString());
    });

    it.each([
      [{ limit: '20' }, 'limit', '表示件数は50・100・500のいずれかを指定してください'],
      [{ page: '0' }, 'page', 'ページ番号は1以上で指定してください'],
      [{ sort_by: 'name' }, 'sort_by', '並び替えの項目が正しくありません'],
      [{ sort_order: 'up' }, 'sort_order', '並び順が正しくありません'],
      [{ account: 'google' }, 'account', 'アカウントの絞り込みが正しくありません'],
      [{ rating: 'meh' }, 'rating', '評価の絞り込みが正しくありません'],
      [{ review: 'done' }, 'review', '確認状態の絞り込みが正しくありません'],
      [{ unanswered: 'yes' }, 'unanswered', '未回答ありの指定が正しくありません'],
      [{ form_submitted: 'x' }, 'form_submitted', 'フォーム送信ありの指定が正しくありません'],
      [{ error: '2' }, 'error', 'エラーありの指定が正しくありません'],
      [{ include_preview: 'maybe' }, 'include_preview', 'テスト会話を含めるの指定が正しくありません'],
      [{ period: 'week' }, 'period', '期間の指定が正しくありません'],
      [{ period: 'custom' }, 'from', '開始日か終了日を入力してください'],
      [{ period: 'custom', from: '2026-02-30' }, 'from', '開始日は YYYY-MM-DD の日付で入力してください'],
      [{ period: 'custom', from: '2026-05-02', to: '2026-05-01' }, 'to', '終了日は開始日以降の日付にしてください'],
      [{ q: 'あ'.repeat(501) }, 'q', 'キーワードは500文字以内で入力してください'],
      [{ page_url: 'a'.repeat(2001) }, 'page_url', 'ページURLは2000文字以内で入力してください'],
    ])('refuses %j with a Japanese message at the field', async (query, field, message) => {
      expect(refusal(await history.list(query))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    });
  });

  describe('each filter', () => {
    it.each([
      ['today', ['parking']],
      ['7d', ['parking', 'pet', 'bottle']],
      ['30d', ['parking', 'pet', 'bottle', 'inquiry', 'error']],
      ['90d', ['parking', 'pet', 'bottle', 'inquiry', 'error', 'coupon', 'long']],
      ['', NEWEST_FIRST],
    ])('期間 %s counts whole days in the owner’s time zone', async (period, names) => {
      expect(await history.ids({ period })).toEqual(idsOf(...names));
    });

    it('takes a custom range of days, both ends included', async () => {
      const day = (daysAgo: number) => addDays(today, -daysAgo);
      expect(await history.ids({ period: 'custom', from: day(6), to: today })).toEqual(idsOf('parking', 'pet', 'bottle'));
      expect(await history.ids({ period: 'custom', from: day(2) })).toEqual(idsOf('parking', 'pet'));
      expect(await history.ids({ period: 'custom', to: day(7) })).toEqual(idsOf('inquiry', 'error', 'coupon', 'long', 'old'));
      expect(await history.ids({ period: 'custom', from: day(7), to: day(7) })).toEqual(idsOf('inquiry'));
      // from and to count only with a custom period.
      expect(await history.ids({ from: day(7), to: day(7) })).toEqual(idsOf(...NEWEST_FIRST));
    });

    it('counts the days on the clock the owner set for business hours', async () => {
      const owner = knowledgeClient(t, session).owner;
      const fixed = (await owner.get('fixed-messages')).json<{ business_hours: Record<string, unknown> } & Record<string, unknown>>();
      const { updated_at: _updated, ...document } = fixed;
      const put = (timezone: string) => owner.put('fixed-messages', { ...document, business_hours: { ...document.business_hours, timezone } });
      // 10 hours behind UTC, Tokyo's day starts 19 hours after Honolulu's: the start of "today" moves.
      expect((await put('Pacific/Honolulu')).statusCode).toBe(200);
      try {
        // Whether Honolulu's today began before or after Tokyo's depends on the hour the test runs,
        // so the expectation is computed, not assumed.
        const honoluluToday = dayIn(now, 'Pacific/Honolulu');
        const since = startOfDayIn(honoluluToday, 'Pacific/Honolulu').getTime();
        const expectedToday = NEWEST_FIRST.filter((name) => startedAt[name]! >= since);
        expect(await history.ids({ period: 'today' })).toEqual(idsOf(...expectedToday));
        // A past day, whatever the hour: 'pet' started at 01:00 in Tokyo, which is the day before in
        // Honolulu, a day on which Tokyo has no conversation at all.
        const honoluluDay = addDays(today, -3);
        const onThatDay = NEWEST_FIRST.filter((name) => dayIn(new Date(startedAt[name]!), 'Pacific/Honolulu') === honoluluDay);
        expect(onThatDay).toContain('pet');
        expect(await history.ids({ period: 'custom', from: honoluluDay, to: honoluluDay })).toEqual(idsOf(...onThatDay));
      } finally {
        expect((await put(TOKYO)).statusCode).toBe(200);
      }
    });

    it('アカウント: LINE, mail, or not signed in', async () => {
      expect(await history.ids({ account: 'line' })).toEqual(idsOf('inquiry'));
      expect(await history.ids({ account: 'mail' })).toEqual(idsOf('bottle'));
      expect(await history.ids({ account: 'anonymous' })).toEqual(idsOf('parking', 'pet', 'error', 'coupon', 'long', 'old'));
      expect(await history.ids({ account: '' })).toEqual(idsOf(...NEWEST_FIRST));
    });

    it('未回答あり: an answer was the fallback', async () => {
      const unanswered = await history.ids({ unanswered: 'true' });
      expect(unanswered).toEqual(expect.arrayContaining(idsOf('pet', 'bottle', 'coupon')));
      expect(unanswered).not.toEqual(expect.arrayContaining(idsOf('parking')));
      expect(unanswered).not.toContain(c.inquiry!.conversationId);
      expect(unanswered).not.toContain(c.error!.conversationId);
      const rows = (await history.page({ unanswered: '1' })).data;
      expect(rows.every((row) => row.unanswered_count > 0)).toBe(true);
      expect(rows.map((row) => row.id)).toEqual(unanswered);
      expect(await history.ids({ unanswered: 'false' })).toEqual(idsOf(...NEWEST_FIRST));
    });

    it('評価 👍 / 👎, フォーム送信あり, エラーあり', async () => {
      expect(await history.ids({ rating: 'up' })).toEqual(idsOf('parking'));
      expect(await history.ids({ rating: 'down' })).toEqual(idsOf('pet'));
      expect(await history.ids({ form_submitted: 'true' })).toEqual(idsOf('inquiry'));
      expect(await history.ids({ error: 'true' })).toEqual(idsOf('error'));
    });

    it('確認状態 未確認 / 確認済み', async () => {
      expect(await history.ids({ review: 'reviewed' })).toEqual(idsOf('pet'));
      expect(await history.ids({ review: 'unreviewed' })).toEqual(idsOf(...NEWEST_FIRST.filter((name) => name !== 'pet')));
    });

    it('a part of the page URL, in any case, wildcards as text', async () => {
      expect(await history.ids({ page_url: 'menu' })).toEqual(idsOf('pet'));
      expect(await history.ids({ page_url: 'ACCESS' })).toEqual(idsOf('parking'));
      expect(await history.ids({ page_url: 'shop.example.com/' })).toHaveLength(8);
      expect(await history.ids({ page_url: '%' })).toEqual([]);
      expect(await history.ids({ page_url: 'menu_lang' })).toEqual([]);
    });

    it('the owner’s test chats only when asked for', async () => {
      const all = await history.ids({ include_preview: 'true' });
      expect(all).toEqual(idsOf('parking', 'preview', ...NEWEST_FIRST.slice(1)));
    });

    it('combines filters', async () => {
      expect(await history.ids({ period: '7d', unanswered: 'true' })).toEqual(idsOf('pet', 'bottle'));
      expect(await history.ids({ account: 'anonymous', rating: 'down', review: 'reviewed' })).toEqual(idsOf('pet'));
      expect(await history.ids({ q: '駐車', include_preview: 'true', sort_order: 'asc' })).toEqual(idsOf('preview', 'parking'));
      expect(await history.ids({ period: '30d', account: 'line', form_submitted: 'true', q: '問い合わせ' })).toEqual(idsOf('inquiry'));
      expect(await history.ids({ period: 'today', error: 'true' })).toEqual([]);
    });
  });

  describe('the keyword', () => {
    it.each([
      ['駐車', ['parking']],
      ['駐', ['parking']],
      ['10台分', ['parking']],
      ['ペット', ['pet']],
      ['ぺっと', ['pet']],
      ['ﾍﾟｯﾄ', ['pet']],
      ['pet', ['bottle']],
      ['ＰＥＴ', ['bottle']],
      ['Pet', ['bottle']],
      ['100%_off', ['coupon']],
      ['%', ['coupon']],
      ['_', ['coupon']],
      ['駐場', []],
      ['駐車場 あります', []],
    ])('%s finds %j (messages and answers alike, in the agent’s comparison form)', async (q, names) => {
      expect(await history.ids({ q })).toEqual(idsOf(...names));
    });

    it('finds a message by a keyword of 500 characters, and nothing by one that is not there', async () => {
      expect(Array.from(LONG_TEXT)).toHaveLength(500);
      expect(await history.ids({ q: LONG_TEXT })).toEqual(idsOf('long'));
      expect(await history.ids({ q: `${LONG_TEXT.slice(1)}駐` })).toEqual([]);
    });

    it('ignores a keyword of only spaces', async () => {
      expect(await history.ids({ q: '　 ' })).toEqual(idsOf(...NEWEST_FIRST));
    });
  });

  describe('tenancy', () => {
    it('shows another owner none of these conversations', async () => {
      expect(await otherHistory.page({ include_preview: 'true' })).toEqual({ data: [], total_records: 0, total_is_lower_bound: false, page: 1, limit: 50 });
      expect(await otherHistory.ids({ q: '駐車' })).toEqual([]);
    });

    it('needs a signed-in owner', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/conversations' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('many conversations', () => {
    let crowd: OwnerSession;
    let crowdHistory: HistoryClient;

    beforeAll(async () => {
      crowd = await t.ownerSession();
      crowdHistory = historyClient(t, crowd);
      // Rows without messages, a second apart: the count and the pages need many, not their content.
      await queryRows(
        t.app.database.db,
        sql`with visitor as (insert into widget_visitors (agent_id) values (${crowd.owner.agentId}) returning id)
          insert into conversations (agent_id, visitor_id, origin, started_at, last_message_at, unanswered_count)
          select ${crowd.owner.agentId}, visitor.id, ${SITE}, timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i),
            timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i), case when i % 1000 = 0 then 1 else 0 end
          from visitor, generate_series(1, ${CONVERSATION_COUNT_CAP + 1}) as i
          returning id`,
      );
    });

    it('counts exactly up to the cap, then says the total is at least the cap', async () => {
      const page = await crowdHistory.page();
      expect([page.total_records, page.total_is_lower_bound, page.data.length]).toEqual([CONVERSATION_COUNT_CAP, true, 50]);
      const filtered = await crowdHistory.page({ unanswered: 'true' });
      expect([filtered.total_records, filtered.total_is_lower_bound]).toEqual([10, false]);
      await queryRows(
        t.app.database.db,
        sql`delete from conversations where id = (select id from conversations where agent_id = ${crowd.owner.agentId} order by started_at limit 1) returning id`,
      );
      const exact = await crowdHistory.page();
      expect([exact.total_records, exact.total_is_lower_bound]).toEqual([CONVERSATION_COUNT_CAP, false]);
    });

    it('pages through in order, without overlap', async () => {
      const first = await crowdHistory.page({ limit: '100' });
      const second = await crowdHistory.page({ limit: '100', page: '2' });
      const started = [...first.data, ...second.data].map((row) => row.created_at);
      expect(started).toHaveLength(200);
      expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(200);
      expect(started[0]).toBe('2025-12-31T23:59:59.000Z');
      expect(started[100]).toBe(new Date(Date.UTC(2026, 0, 1) - 101_000).toISOString());
      expect([...started].sort().reverse()).toEqual(started);
      const last = await crowdHistory.page({ limit: '500', page: '20' });
      expect(last.data).toHaveLength(CONVERSATION_COUNT_CAP - 19 * 500);
      expect((await crowdHistory.page({ limit: '500', page: '21' })).data).toEqual([]);
    });
  });

  it('is documented in the OpenAPI document with its query, behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/v1/conversations/', 'get'],
      ['/api/v1/conversations/export', 'get'],
      ['/api/v1/conversations/{id}', 'get'],
      ['/api/v1/conversations/{id}', 'patch'],
      ['/api/v1/conversations/{id}/neighbours', 'get'],
    ] as const) {
      expect({ path, method, security: doc.paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearerAuth: [] }] });
    }
    const names = doc.paths['/api/v1/conversations/']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'sort_by', 'sort_order', 'period', 'from', 'to', 'account', 'unanswered', 'rating', 'form_submitted', 'error', 'review', 'page_url', 'q', 'include_preview']));
    expect(doc.paths['/api/v1/conversations/export']?.get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['encoding', 'q', 'sort_by']));
  });
});
