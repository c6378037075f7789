import { sql } from 'drizzle-orm';
import { FORM_ANSWER_COUNT_CAP } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';
import { ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { answer, formAnswersClient, type FormAnswersClient, twoVersionForm } from './form-answer-fixtures';
import { chat, visitorAccount } from './history-fixtures';

jest.setTimeout(180_000);

describe(`フォーム回答履歴: the list, its columns, filters and 送信率 (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let answers: FormAnswersClient;
  const TOKYO = 'Asia/Tokyo';
  const now = new Date();
  const today = dayIn(now, TOKYO);
  const day = (daysAgo: number) => addDays(today, -daysAgo);
  const dayStart = (daysAgo: number) => startOfDayIn(day(daysAgo), TOKYO).getTime();
  const HOUR = 3_600_000;
  const todayStart = dayStart(0);
  const a: Record<string, string> = {};
  const forms: Record<string, string> = {};
  const ids = (...names: string[]) => names.map((name) => a[name] as string);

  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    answers = formAnswersClient(t, session);
    const agentId = session.owner.agentId;
    const owner = ownerClient(t, session);
    const mail = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');
    const line = await visitorAccount(t, session, 'line', 'LINE太郎', null);

    // Oldest first, so the picker's newest-first order is unused, other, archived, then the form.
    const archived = await owner.post('forms', { ...FORM_MIN, name: '削除したフォーム' });
    forms.archived = archived.json<{ id: string }>().id;
    const archivedEmpty = await owner.post('forms', { ...FORM_MIN, name: '回答のない削除フォーム' });
    forms.archivedEmpty = archivedEmpty.json<{ id: string }>().id;
    const other = await owner.post('forms', { ...FORM_MIN, name: 'アンケート' });
    forms.other = other.json<{ id: string }>().id;
    const unused = await owner.post('forms', { ...FORM_MIN, name: '未使用のフォーム' });
    forms.unused = unused.json<{ id: string }>().id;
    const form = await twoVersionForm(t, session);
    forms.form = form.id;

    a.v1Mail = await answer(
      t,
      agentId,
      form.id,
      { name: '山田 太郎', tel: '03-1234-5678', topic: '料金', colors: ['緑', '赤'], fax: '03-0000-0000', privacy: true },
      { accountId: mail, at: new Date(dayStart(6)) },
    );
    a.v1Anonymous = await answer(t, agentId, form.id, { name: 'カタカナ　タロウ', privacy: false }, { at: new Date(dayStart(30) + HOUR) });
    await form.toV2();
    a.v2Line = await answer(
      t,
      agentId,
      form.id,
      { name: 'ＡＢＣ商事', people: '3', member_id: '00123', colors: ['青'], privacy: true },
      { accountId: line, at: new Date(todayStart + (now.getTime() - todayStart) * 0.5) },
    );
    a.v2Preview = await answer(t, agentId, form.id, { name: 'テスト送信' }, { preview: true, at: new Date(todayStart + (now.getTime() - todayStart) * 0.4) });
    a.v2Percent = await answer(t, agentId, form.id, { name: '50%_off の件' }, { at: new Date(dayStart(2) + HOUR) });
    a.other = await answer(t, agentId, forms.other, { q1: 'はい' }, { at: new Date(todayStart + (now.getTime() - todayStart) * 0.3) });
    a.archived = await answer(t, agentId, forms.archived, { q1: '古い回答' }, { at: new Date(dayStart(100)) });
    expect((await owner.delete(`forms/${forms.archived}`)).statusCode).toBe(204);
    expect((await owner.delete(`forms/${forms.archivedEmpty}`)).statusCode).toBe(204);
  });
  afterAll(() => t?.close());

  const FORM_ALL = ['v2Line', 'v2Percent', 'v1Mail', 'v1Anonymous'];

  describe('the write path', () => {
    it('stores the login type, the preview flag and the search text of each answer', async () => {
      const rows = await queryRows<{ id: string; login_type: string | null; preview: boolean; search_text: string; has_terms: boolean }>(
        t.app.database.db,
        sql`select id::text as id, login_type, preview, search_text, search_terms @> array['たろ', 'ろう']::text[] as has_terms
          from form_answers where id = any(${`{${ids('v1Mail', 'v1Anonymous', 'v2Line', 'v2Preview').join(',')}}`}::uuid[])`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(a.v1Mail!)).toMatchObject({ login_type: 'mail', preview: false, search_text: '山田 太郎\n03-1234-5678\n料金\n赤、緑\n03-0000-0000\n同意' });
      // Katakana as hiragana, full-width as half-width, lower case: the comparison form.
      expect(byId.get(a.v1Anonymous!)).toMatchObject({ login_type: null, preview: false, search_text: 'かたかな たろう\n未同意', has_terms: true });
      expect(byId.get(a.v2Line!)).toMatchObject({ login_type: 'line', search_text: 'abc商事\n青\n3\n00123\n同意' });
      expect(byId.get(a.v2Preview!)).toMatchObject({ preview: true });
    });
  });

  describe('the picker and the columns', () => {
    it('lists the forms in use and the deleted ones with answers, newest first, counting answers but test chats', async () => {
      const picked = await answers.formsOk();
      expect(picked.map((f) => [f.name, f.archived, f.version, f.answer_count, f.answer_count_is_lower_bound])).toEqual([
        ['資料請求', false, 2, 4, false],
        ['未使用のフォーム', false, 1, 0, false],
        ['アンケート', false, 1, 1, false],
        ['削除したフォーム', true, 1, 1, false],
      ]);
    });

    it('gives the latest version’s fields in order, then the dropped ones with their last label', async () => {
      const table = await answers.columnsOk(forms.form!);
      expect(table.form).toEqual({ id: forms.form, name: '資料請求', archived: false, version: 2 });
      expect(table.columns).toEqual([
        { key: 'name', label: '氏名', type: 'short_text', dropped: false },
        { key: 'tel', label: '電話番号', type: 'phone', dropped: false },
        { key: 'topic', label: 'ご用件', type: 'single_choice', dropped: false },
        { key: 'colors', label: '好きな色', type: 'multiple_choice', dropped: false },
        { key: 'people', label: '人数', type: 'number', dropped: false },
        { key: 'member_id', label: '会員番号', type: 'short_text', dropped: false },
        { key: 'privacy', label: '個人情報の取り扱い', type: 'consent', dropped: false },
        { key: 'fax', label: 'FAX番号', type: 'short_text', dropped: true },
      ]);
      expect(table.versions.map((v) => v.version)).toEqual([2, 1]);
      // A deleted form's table still answers.
      const gone = await answers.columnsOk(forms.archived!);
      expect([gone.form.archived, gone.columns.map((c) => c.label)]).toEqual([true, ['質問']]);
    });
  });

  describe('rows', () => {
    it('reads each answer as its own version defined it', async () => {
      const rows = (await answers.page({ form_id: forms.form! })).data;
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(a.v1Mail!)).toMatchObject({
        version: 1,
        form: { id: forms.form, name: '資料請求', archived: false },
        visitor: { name: '山田 花子', email: 'hanako@example.com', login_type: 'mail' },
        preview: false,
        // Choices in the form's order, joined with 「、」; consent as 同意; fields of version 2 are not there.
        cells: { name: '山田 太郎', tel: '03-1234-5678', topic: '料金', colors: '赤、緑', fax: '03-0000-0000', privacy: '同意' },
      });
      expect(byId.get(a.v1Anonymous!)?.cells).toEqual({ name: 'カタカナ　タロウ', tel: '', topic: '', colors: '', fax: '', privacy: '未同意' });
      expect(byId.get(a.v1Anonymous!)?.visitor).toEqual({ account_id: null, name: null, email: null, login_type: null });
      expect(byId.get(a.v2Line!)).toMatchObject({
        version: 2,
        visitor: { name: 'LINE太郎', email: null, login_type: 'line' },
        cells: { name: 'ＡＢＣ商事', tel: '', topic: '', colors: '青', people: '3', member_id: '00123', privacy: '同意' },
      });
      expect(byId.get(a.v2Line!)?.cells).not.toHaveProperty('fax');
      const row = byId.get(a.v1Mail!);
      expect(row?.created_at).toBe(new Date(dayStart(6)).toISOString());
      expect(row?.updated_at).toBe(row?.created_at);
      expect(row?.conversation_id).toEqual(expect.any(String));
    });

    it('the detail labels each field as answered and says whether the conversation is still there', async () => {
      const v1 = await answers.detailOk(a.v1Mail!);
      expect(v1.fields.map((f) => [f.label, f.value])).toEqual([
        ['お名前', '山田 太郎'],
        ['電話番号', '03-1234-5678'],
        ['ご用件', '料金'],
        ['好きな色', '赤、緑'],
        ['FAX番号', '03-0000-0000'],
        ['個人情報の取り扱い', '同意'],
      ]);
      expect(v1.conversation_exists).toBe(true);
      const v2 = await answers.detailOk(a.v2Line!);
      expect(v2.fields.map((f) => f.label)).toEqual(['氏名', '電話番号', 'ご用件', '好きな色', '人数', '会員番号', '個人情報の取り扱い']);
      expect(v2.fields.find((f) => f.key === 'people')).toEqual({ key: 'people', label: '人数', type: 'number', value: '3' });
      await queryRows(t.app.database.db, sql`delete from conversations where id = ${v2.conversation_id}::uuid returning id`);
      const orphan = await answers.detailOk(a.v2Line!);
      expect([orphan.conversation_id, orphan.conversation_exists]).toEqual([v2.conversation_id, false]);
      // A deleted form's answer stays readable.
      const archived = await answers.detailOk(a.archived!);
      expect([archived.form.archived, archived.fields.map((f) => f.value)]).toEqual([true, ['古い回答']]);
    });
  });

  describe('filters', () => {
    it('every form by default, newest first, test chats left out', async () => {
      expect(await answers.ids()).toEqual(ids('v2Line', 'other', 'v2Percent', 'v1Mail', 'v1Anonymous', 'archived'));
      const all = await answers.page();
      expect([all.total_records, all.total_is_lower_bound, all.page, all.limit]).toEqual([6, false, 1, 50]);
    });

    it('one form, and one of its versions', async () => {
      expect(await answers.ids({ form_id: forms.form! })).toEqual(ids(...FORM_ALL));
      expect(await answers.ids({ form_id: forms.form!, version: '1' })).toEqual(ids('v1Mail', 'v1Anonymous'));
      expect(await answers.ids({ form_id: forms.form!, version: '2' })).toEqual(ids('v2Line', 'v2Percent'));
      expect(await answers.ids({ form_id: forms.form!, version: '3' })).toEqual([]);
      // A deleted form's answers stay listed.
      expect(await answers.ids({ form_id: forms.archived! })).toEqual(ids('archived'));
      expect(await answers.ids({ form_id: forms.unused! })).toEqual([]);
    });

    it('アカウント: LINE, mail, not signed in, or all', async () => {
      expect(await answers.ids({ form_id: forms.form!, account: 'line' })).toEqual(ids('v2Line'));
      expect(await answers.ids({ form_id: forms.form!, account: 'mail' })).toEqual(ids('v1Mail'));
      expect(await answers.ids({ form_id: forms.form!, account: 'anonymous' })).toEqual(ids('v2Percent', 'v1Anonymous'));
      expect(await answers.ids({ form_id: forms.form!, account: '' })).toEqual(ids(...FORM_ALL));
    });

    it('期間: presets count whole days back on the owner’s clock, a custom range takes whole days', async () => {
      expect(await answers.ids({ form_id: forms.form!, period: 'today' })).toEqual(ids('v2Line'));
      expect(await answers.ids({ form_id: forms.form!, period: '7d' })).toEqual(ids('v2Line', 'v2Percent', 'v1Mail'));
      expect(await answers.ids({ form_id: forms.form!, period: '30d' })).toEqual(ids('v2Line', 'v2Percent', 'v1Mail'));
      expect(await answers.ids({ form_id: forms.form!, period: 'custom', from: day(6), to: day(6) })).toEqual(ids('v1Mail'));
      expect(await answers.ids({ form_id: forms.form!, period: 'custom', to: day(3) })).toEqual(ids('v1Mail', 'v1Anonymous'));

      // Tokyo's midnight is 05:00 of the day before in Honolulu: the answer moves a day back.
      const owner = ownerClient(t, session);
      const fixed = (await owner.get('fixed-messages')).json<{ business_hours: Record<string, unknown> } & Record<string, unknown>>();
      const { updated_at: _updated, ...document } = fixed;
      const put = (timezone: string) => owner.put('fixed-messages', { ...document, business_hours: { ...document.business_hours, timezone } });
      expect((await put('Pacific/Honolulu')).statusCode).toBe(200);
      try {
        expect(await answers.ids({ form_id: forms.form!, period: 'custom', from: day(6), to: day(6) })).toEqual([]);
        expect(await answers.ids({ form_id: forms.form!, period: 'custom', from: day(7), to: day(7) })).toEqual(ids('v1Mail'));
      } finally {
        expect((await put(TOKYO)).statusCode).toBe(200);
      }
    });

    it('a keyword found in any answer value, katakana as hiragana, full-width as half-width, % and _ as themselves', async () => {
      expect(await answers.ids({ q: 'たろう' })).toEqual(ids('v1Anonymous'));
      expect(await answers.ids({ q: 'タロウ' })).toEqual(ids('v1Anonymous'));
      expect(await answers.ids({ q: 'abc' })).toEqual(ids('v2Line'));
      expect(await answers.ids({ q: 'ＡＢＣ' })).toEqual(ids('v2Line'));
      expect(await answers.ids({ q: '料金' })).toEqual(ids('v1Mail'));
      expect(await answers.ids({ q: '赤、緑' })).toEqual(ids('v1Mail'));
      // An optional consent left unticked reads 未同意.
      expect(await answers.ids({ q: '未同意' })).toEqual(ids('v2Percent', 'v1Anonymous'));
      expect(await answers.ids({ q: '00123' })).toEqual(ids('v2Line'));
      expect(await answers.ids({ q: '50%_' })).toEqual(ids('v2Percent'));
      expect(await answers.ids({ q: '0_' })).toEqual([]);
      expect(await answers.ids({ q: '郎' })).toEqual(ids('v1Mail'));
      expect(await answers.ids({ q: '存在しない語' })).toEqual([]);
      expect(await answers.ids({ q: 'テスト送信' })).toEqual([]);
      expect(await answers.ids({ q: 'テスト送信', include_preview: 'true' })).toEqual(ids('v2Preview'));
    });

    it('test chats’ answers only when asked for, marked preview', async () => {
      const rows = (await answers.page({ form_id: forms.form!, include_preview: 'true' })).data;
      expect(rows.map((row) => row.id)).toEqual(ids('v2Line', 'v2Preview', 'v2Percent', 'v1Mail', 'v1Anonymous'));
      expect(rows.find((row) => row.id === a.v2Preview)?.preview).toBe(true);
    });

    it('sorts oldest first on request, by either key, ties by id', async () => {
      expect(await answers.ids({ form_id: forms.form!, sort_order: 'asc' })).toEqual(ids(...FORM_ALL).reverse());
      expect(await answers.ids({ form_id: forms.form!, sort_by: 'updated_at' })).toEqual(ids(...FORM_ALL));
      expect(await answers.ids({ form_id: forms.form!, sort_by: 'updated_at', sort_order: 'asc' })).toEqual(ids(...FORM_ALL).reverse());
    });

    it('refuses bad filters in Japanese, at the field', async () => {
      expect(refusal(await answers.list({ version: '1' }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { version: 'バージョンはフォームを選んでから指定してください' },
      });
      expect(refusal(await answers.list({ form_id: forms.form!, version: '0' })).fields).toEqual({ version: 'バージョンの指定が正しくありません' });
      expect(refusal(await answers.list({ form_id: 'abc' })).fields).toEqual({ form_id: 'IDの形式が正しくありません' });
      expect(refusal(await answers.list({ account: 'google' })).fields).toEqual({ account: 'アカウントの絞り込みが正しくありません' });
      expect(refusal(await answers.list({ limit: '20' })).status).toBe(400);
      expect(refusal(await answers.list({ period: 'custom', from: '2026-02-30' })).status).toBe(400);
      expect(refusal(await answers.count({ version: '2' })).fields).toEqual({ version: 'バージョンはフォームを選んでから指定してください' });
      expect(refusal(await answers.stats(forms.form!, { period: 'yesterday' })).status).toBe(400);
    });
  });

  describe('送信率', () => {
    let statsAnswer: string | undefined;
    beforeAll(async () => {
      const agentId = session.owner.agentId;
      // The form's keyword makes the agent offer it: twice in visitors' chats, once in a test chat. The
      // first visitor answers it in that chat, and so does the owner in the test chat.
      for (const preview of [false, false, true]) {
        const offered = await chat(t, agentId, ['資料請求をお願いします'], { preview });
        expect(offered.answers[0]?.form?.id).toBe(forms.form);
        if (preview || !statsAnswer) {
          const id = await answer(t, agentId, forms.form!, { name: '佐藤 次郎', people: '2', privacy: true }, { conversationId: offered.conversationId, preview });
          if (!preview) statsAnswer = id;
        }
      }
    });

    it('offered in chat, answered there, for the period, test chats only when asked for', async () => {
      // Today: two offers (and one in a test chat), one of them answered in its chat (and the test chat's);
      // the answers stored today: that one and an earlier one (and two in test chats).
      expect(await answers.statsOk(forms.form!, { period: 'today' })).toEqual({ offered: 2, answered: 2, rate: 0.5 });
      expect(await answers.statsOk(forms.form!, { period: 'today', include_preview: 'true' })).toEqual({ offered: 3, answered: 4, rate: 2 / 3 });
      // More answers than offers (answers to no offer of the period): 送信率 counts offers answered.
      expect(await answers.statsOk(forms.form!)).toEqual({ offered: 2, answered: 5, rate: 0.5 });
      // Offered before the period: nothing.
      expect(await answers.statsOk(forms.form!, { period: 'custom', to: day(1) })).toEqual({ offered: 0, answered: 3, rate: null });
      expect(await answers.statsOk(forms.unused!)).toEqual({ offered: 0, answered: 0, rate: null });
    });
  });

  describe('a crowd past the count cap', () => {
    let crowd: FormAnswersClient;
    let crowdForm: string;
    beforeAll(async () => {
      const other = await t.ownerSession();
      crowd = formAnswersClient(t, other);
      crowdForm = (await twoVersionForm(t, other, '大量の回答')).id;
      await queryRows(
        t.app.database.db,
        sql`insert into form_answers (agent_id, form_id, form_version_id, values, created_at)
          select v.agent_id, v.form_id, v.id, '{"name": "多数"}'::jsonb,
            case when i = ${FORM_ANSWER_COUNT_CAP + 1}::int then timestamptz '2025-01-01 00:00:00+00'
              else timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i) end
          from form_versions v, generate_series(1, ${FORM_ANSWER_COUNT_CAP + 1}::int) as i
          where v.form_id = ${crowdForm}::uuid returning 1`,
      );
    });

    it('counts exactly up to the cap, then says it is a lower bound; the picker too', async () => {
      const page = await crowd.page({ form_id: crowdForm });
      expect([page.total_records, page.total_is_lower_bound]).toEqual([FORM_ANSWER_COUNT_CAP, true]);
      const [picked] = await crowd.formsOk();
      expect([picked?.answer_count, picked?.answer_count_is_lower_bound]).toEqual([FORM_ANSWER_COUNT_CAP, true]);
      // The confirmation of a bulk deletion is exact.
      expect(await crowd.countOk({ form_id: crowdForm })).toBe(FORM_ANSWER_COUNT_CAP + 1);
      // One answer is a year older.
      const oneFewer = await crowd.page({ form_id: crowdForm, period: 'custom', from: '2025-06-01' });
      expect([oneFewer.total_records, oneFewer.total_is_lower_bound]).toEqual([FORM_ANSWER_COUNT_CAP, false]);
    });

    it('pages through in order, without overlap', async () => {
      const first = await crowd.page({ form_id: crowdForm, limit: '100' });
      const second = await crowd.page({ form_id: crowdForm, limit: '100', page: '2' });
      const times = [...first.data, ...second.data].map((row) => row.created_at);
      expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(200);
      expect(times[0]).toBe('2025-12-31T23:59:59.000Z');
      expect(times[100]).toBe(new Date(Date.UTC(2026, 0, 1) - 101_000).toISOString());
      expect([...times].sort().reverse()).toEqual(times);
      const last = await crowd.page({ form_id: crowdForm, limit: '500', page: '21' });
      expect(last.data).toHaveLength(1);
      expect((await crowd.page({ form_id: crowdForm, limit: '500', page: '22' })).data).toEqual([]);
    });
  });

  it('is documented in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[]; parameters?: { name: string }[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/v1/form-answers/', 'get'],
      ['/api/v1/form-answers/', 'delete'],
      ['/api/v1/form-answers/count', 'get'],
      ['/api/v1/form-answers/export', 'get'],
      ['/api/v1/form-answers/forms', 'get'],
      ['/api/v1/form-answers/forms/{formId}', 'get'],
      ['/api/v1/form-answers/forms/{formId}/stats', 'get'],
      ['/api/v1/form-answers/{id}', 'get'],
      ['/api/v1/form-answers/{id}', 'delete'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect({ path, method, security: operation?.security, tags: operation?.tags }).toEqual({ path, method, security: [{ bearerAuth: [] }], tags: ['history'] });
    }
    const names = doc.paths['/api/v1/form-answers/']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'sort_by', 'sort_order', 'period', 'from', 'to', 'form_id', 'account', 'version', 'q', 'include_preview']));
    expect(doc.paths['/api/v1/form-answers/export']?.get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['form_id', 'format', 'encoding']));
    expect(doc.paths['/api/v1/form-answers/']?.delete?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['confirm_count', 'form_id']));
  });
});

/** A one-question form, for the picker. */
const FORM_MIN = {
  name: '',
  fields: [{ key: 'q1', label: '質問', type: 'short_text' }],
  thank_you_message: 'ありがとうございました。',
};
