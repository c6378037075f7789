import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Worksheet } from 'exceljs';
import { decode as decodeIconv } from 'iconv-lite';
import { XLSX_CONTENT_TYPE } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { parseCsv } from '#src/lib/csv/index';
import { dayIn } from '#src/lib/time-zone/zoned-time';
import { loadExceljs } from '#src/lib/xlsx/exceljs';
import { ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { answer, formAnswersClient, type FormAnswersClient, twoVersionForm } from './form-answer-fixtures';
import { visitorAccount } from './history-fixtures';

jest.setTimeout(180_000);

const exceljs = loadExceljs();

const FORMULA = '=HYPERLINK("http://evil.example","x")';
const HEADER = [
  '回答ID',
  '回答日時',
  '訪問者',
  'ログイン種別',
  'バージョン',
  '氏名',
  '電話番号',
  'ご用件',
  '好きな色',
  '人数',
  '会員番号',
  '個人情報の取り扱い',
  'FAX番号',
  '会話ID',
];

/** The CSV's records, cells as written (formula escapes kept). */
function recordsOf(text: string): string[][] {
  return parseCsv(text, { header: false, unescapeFormulas: false }).rows.map((row) => row.cells);
}

describe(`フォーム回答履歴: the CSV and XLSX export (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let answers: FormAnswersClient;
  let formId: string;
  const a: Record<string, string> = {};
  const conversationOf: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    answers = formAnswersClient(t, session);
    const agentId = session.owner.agentId;
    const mail = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');
    const line = await visitorAccount(t, session, 'line', '=LINE太郎', null);
    const form = await twoVersionForm(t, session, '資料請求/見積');
    formId = form.id;
    const base = Date.parse('2026-01-02T15:04:05Z');
    a.v1 = await answer(
      t,
      agentId,
      formId,
      { name: FORMULA, tel: '0312345678', colors: ['青', '赤'], fax: '03-0000-0000', privacy: true },
      { accountId: mail, at: new Date(base) },
    );
    await form.toV2();
    a.v2 = await answer(
      t,
      agentId,
      formId,
      { name: '改行なし, "引用"です', tel: '0312345678', people: '-5', member_id: '00123', topic: '導入', privacy: true },
      { accountId: line, at: new Date(base + 1_000) },
    );
    a.emoji = await answer(t, agentId, formId, { name: '絵文字😀①～', people: '12.5', member_id: '@home' }, { at: new Date(base + 2_000) });
    a.preview = await answer(t, agentId, formId, { name: 'テスト' }, { preview: true, at: new Date(base + 3_000) });
    for (const name of ['v1', 'v2', 'emoji']) {
      conversationOf[name] = (await answers.detailOk(a[name]!)).conversation_id as string;
    }
  });
  afterAll(() => t?.close());

  const exportOk = async (query: Record<string, string>): Promise<LightMyRequestResponse> => {
    const response = await answers.export({ form_id: formId, ...query });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response;
  };

  describe('CSV in UTF-8 (the default)', () => {
    let response: LightMyRequestResponse;
    let text: string;
    beforeAll(async () => {
      response = await exportOk({});
      text = response.rawPayload.subarray(3).toString('utf8');
    });

    it('starts with a BOM, ends lines with CRLF, names the file after the form, says how many rows', () => {
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = dayIn(new Date(), 'Asia/Tokyo').replaceAll('-', '');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="form-answers-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`資料請求_見積-回答-${day}.csv`)}`,
      );
      expect(response.headers['x-export-rows']).toBe('3');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(text.split('\r\n')).toHaveLength(5);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    });

    it('has the field labels as headers and one row per answer, each read as its version defined it', () => {
      const [header, ...rows] = recordsOf(text);
      expect(header).toEqual(HEADER);
      expect(rows.map((row) => row[0])).toEqual([a.emoji, a.v2, a.v1]);
      expect(rows[2]).toEqual([
        a.v1,
        '2026/01/03 00:04:05',
        '山田 花子',
        'メール',
        '1',
        `'${FORMULA}`,
        '0312345678',
        '',
        '赤、青',
        '',
        '',
        '同意',
        '03-0000-0000',
        conversationOf.v1,
      ]);
      // A number of a number field is a number: -5 is not escaped. The visitor's name is, a label is not.
      expect(rows[1]).toEqual([a.v2, '2026/01/03 00:04:06', "'=LINE太郎", 'LINE', '2', '改行なし, "引用"です', '0312345678', '導入', '', '-5', '00123', '同意', '', conversationOf.v2]);
      expect(rows[0]).toEqual([a.emoji, '2026/01/03 00:04:07', '匿名', '-', '2', '絵文字😀①～', '', '', '', '12.5', "'@home", '未同意', '', conversationOf.emoji]);
    });

    it('writes the formula escapes and quotes into the bytes', () => {
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(text).toContain('"改行なし, ""引用""です"');
      expect(text).toContain(',-5,');
    });
  });

  it('takes the list’s filters and sort, test chats only when asked for', async () => {
    const version1 = await exportOk({ version: '1' });
    expect(version1.headers['x-export-rows']).toBe('1');
    expect(recordsOf(version1.rawPayload.subarray(3).toString('utf8')).slice(1).map((row) => row[0])).toEqual([a.v1]);
    const oldestFirst = recordsOf((await exportOk({ sort_order: 'asc', account: 'anonymous', include_preview: 'true' })).rawPayload.subarray(3).toString('utf8'));
    expect(oldestFirst.slice(1).map((row) => row[0])).toEqual([a.emoji, a.preview]);
    const none = await exportOk({ q: '存在しない語' });
    expect(none.headers['x-export-rows']).toBe('0');
    expect(recordsOf(none.rawPayload.subarray(3).toString('utf8'))).toEqual([HEADER]);
  });

  it('writes Shift_JIS on request, without a BOM, with ? for what it cannot hold', async () => {
    const response = await exportOk({ encoding: 'shift_jis' });
    expect(response.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect([...response.rawPayload.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const [header, emoji] = recordsOf(decodeIconv(response.rawPayload, 'Shift_JIS'));
    expect(header).toEqual(HEADER);
    expect(emoji?.[5]).toBe('絵文字?①～');
  });

  describe('XLSX', () => {
    let response: LightMyRequestResponse;
    let sheet: Worksheet;
    beforeAll(async () => {
      response = await exportOk({ format: 'xlsx', encoding: 'shift_jis' });
      const workbook = new exceljs.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0] as Worksheet;
    });

    const valuesOf = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

    it('is an XLSX named after the form, with the row count', () => {
      expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      const day = dayIn(new Date(), 'Asia/Tokyo').replaceAll('-', '');
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`資料請求_見積-回答-${day}.xlsx`)}`);
      expect(response.headers['x-export-rows']).toBe('3');
      // A ZIP.
      expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    });

    it('holds the header, text cells for every value (leading zeros kept, nothing a formula), numbers for numbers', () => {
      expect(sheet.rowCount).toBe(4);
      expect(valuesOf(1)).toEqual(HEADER);
      const v1 = sheet.getRow(4);
      expect(v1.getCell(1).value).toBe(a.v1);
      expect(v1.getCell(2).value).toBe('2026/01/03 00:04:05');
      expect(v1.getCell(5).value).toBe(1);
      expect([v1.getCell(6).type, v1.getCell(6).value]).toEqual([exceljs.ValueType.String, FORMULA]);
      expect([v1.getCell(7).type, v1.getCell(7).value]).toEqual([exceljs.ValueType.String, '0312345678']);
      expect(v1.getCell(9).value).toBe('赤、青');
      expect(v1.getCell(10).type).toBe(exceljs.ValueType.Null);
      expect(v1.getCell(12).value).toBe('同意');
      const v2 = sheet.getRow(3);
      expect([v2.getCell(3).type, v2.getCell(3).value]).toEqual([exceljs.ValueType.String, '=LINE太郎']);
      expect([v2.getCell(10).type, v2.getCell(10).value]).toEqual([exceljs.ValueType.Number, -5]);
      expect([v2.getCell(11).type, v2.getCell(11).value]).toEqual([exceljs.ValueType.String, '00123']);
      expect(v2.getCell(14).value).toBe(conversationOf.v2);
      const emoji = sheet.getRow(2);
      expect(emoji.getCell(6).value).toBe('絵文字😀①～');
      expect(emoji.getCell(10).value).toBe(12.5);
      expect(emoji.getCell(4).value).toBe('-');
    });
  });

  it('goes through a set larger than a batch, ties by id, each answer once', async () => {
    const other = await t.ownerSession();
    const crowd = formAnswersClient(t, other);
    const crowdForm = (await twoVersionForm(t, other, '大量')).id;
    await queryRows(
      t.app.database.db,
      sql`insert into form_answers (agent_id, form_id, form_version_id, values, created_at)
        select v.agent_id, v.form_id, v.id, jsonb_build_object('name', '回答' || i, 'tel', '0' || (312345000 + i)::text),
          timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => i / 3)
        from form_versions v, generate_series(1, 1201) as i where v.form_id = ${crowdForm}::uuid returning 1`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await crowd.export({ form_id: crowdForm, format, sort_order: 'asc' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-export-rows']).toBe('1201');
      let ids: string[];
      let names: string[];
      if (format === 'csv') {
        const rows = recordsOf(response.rawPayload.subarray(3).toString('utf8')).slice(1);
        ids = rows.map((row) => row[0] as string);
        names = rows.map((row) => row[5] as string);
      } else {
        const workbook = new exceljs.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).slice(2) as unknown[][];
        ids = rows.map((row) => row[1] as string);
        names = rows.map((row) => row[6] as string);
      }
      expect(ids).toHaveLength(1201);
      expect(new Set(ids).size).toBe(1201);
      // Three answers a second (two in the first and the last): oldest first, ties in any order.
      expect(names.slice(0, 2).sort()).toEqual(['回答1', '回答2']);
      expect(names.slice(-2).sort()).toEqual(['回答1200', '回答1201']);
    }
  });

  it('a deleted form’s answers still export', async () => {
    const form = await twoVersionForm(t, session, '削除するフォーム');
    const kept = await answer(t, session.owner.agentId, form.id, { name: '残る回答' });
    expect((await ownerClient(t, session).delete(`forms/${form.id}`)).statusCode).toBe(204);
    const response = await answers.export({ form_id: form.id });
    expect(response.statusCode).toBe(200);
    const [header, row] = recordsOf(response.rawPayload.subarray(3).toString('utf8'));
    expect(header?.[5]).toBe('お名前');
    expect([row?.[0], row?.[5]]).toEqual([kept, '残る回答']);
  });

  describe('every form (すべてのフォーム)', () => {
    let client: FormAnswersClient;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const other = await t.ownerSession();
      client = formAnswersClient(t, other);
      const agentId = other.owner.agentId;
      const contact = await twoVersionForm(t, other, 'お問い合わせ');
      const survey = await twoVersionForm(t, other, 'アンケート');
      const base = Date.parse('2026-02-01T03:00:00Z');
      ids.contact = await answer(t, agentId, contact.id, { name: '林 一郎', tel: '0311112222', colors: ['青', '赤'], privacy: true }, { at: new Date(base) });
      ids.survey = await answer(t, agentId, survey.id, { name: '=森 二郎', topic: '導入' }, { at: new Date(base + 60_000) });
      ids.preview = await answer(t, agentId, survey.id, { name: 'テスト' }, { preview: true, at: new Date(base + 120_000) });
      expect((await ownerClient(t, other).delete(`forms/${survey.id}`)).statusCode).toBe(204);
      for (const name of ['contact', 'survey']) ids[`${name}Conversation`] = (await client.detailOk(ids[name]!)).conversation_id as string;
    });

    const allFormsOk = async (query: Record<string, string>): Promise<LightMyRequestResponse> => {
      const response = await client.export(query);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response;
    };
    const HEADER_ALL = ['回答ID', '回答日時', 'フォーム', '訪問者', 'ログイン種別', 'バージョン', '回答内容', '会話ID'];

    it('writes each answer with its form and its fields as 「ラベル: 値」 lines in 回答内容, named フォーム回答-YYYYMMDD', async () => {
      const response = await allFormsOk({});
      const day = dayIn(new Date(), 'Asia/Tokyo').replaceAll('-', '');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="form-answers-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`フォーム回答-${day}.csv`)}`,
      );
      expect(response.headers['x-export-rows']).toBe('2');
      const [header, ...rows] = recordsOf(response.rawPayload.subarray(3).toString('utf8'));
      expect(header).toEqual(HEADER_ALL);
      expect(rows).toEqual([
        // A deleted form's answers stay, named as the list names them; the content starts with a label, so
        // the visitor's 「=」 inside it needs no escape; consent left unticked reads 未同意, as in the list.
        [ids.survey, '2026/02/01 12:01:00', 'アンケート（削除済み）', '匿名', '-', '1', 'お名前: =森 二郎\nご用件: 導入\n個人情報の取り扱い: 未同意', ids.surveyConversation],
        [ids.contact, '2026/02/01 12:00:00', 'お問い合わせ', '匿名', '-', '1', 'お名前: 林 一郎\n電話番号: 0311112222\n好きな色: 赤、青\n個人情報の取り扱い: 同意', ids.contactConversation],
      ]);
    });

    it('takes the list’s filters: a keyword, test chats when asked for; a version needs a form', async () => {
      const found = await allFormsOk({ q: '林' });
      expect(recordsOf(found.rawPayload.subarray(3).toString('utf8')).slice(1).map((row) => row[0])).toEqual([ids.contact]);
      const withPreview = await allFormsOk({ include_preview: 'true', sort_order: 'asc' });
      expect(recordsOf(withPreview.rawPayload.subarray(3).toString('utf8')).slice(1).map((row) => row[0])).toEqual([ids.contact, ids.survey, ids.preview]);
      expect(refusal(await client.export({ version: '1' })).fields).toEqual({ version: 'バージョンはフォームを選んでから指定してください' });
    });

    it('writes XLSX and Shift_JIS the same way', async () => {
      const xlsx = await allFormsOk({ format: 'xlsx' });
      expect(xlsx.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      const workbook = new exceljs.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0] as Worksheet;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER_ALL);
      expect(sheet.getRow(3).getCell(7).value).toBe('お名前: 林 一郎\n電話番号: 0311112222\n好きな色: 赤、青\n個人情報の取り扱い: 同意');
      const sjis = recordsOf(decodeIconv((await allFormsOk({ encoding: 'shift_jis' })).rawPayload, 'Shift_JIS'));
      expect(sjis[0]).toEqual(HEADER_ALL);
      expect(sjis[2]?.[6]).toBe('お名前: 林 一郎\n電話番号: 0311112222\n好きな色: 赤、青\n個人情報の取り扱い: 同意');
    });
  });

  it('refuses bad requests in Japanese, at the field', async () => {
    // A form id the list refuses, refused alike.
    expect(refusal(await answers.export({ form_id: 'not-a-form' })).fields).toEqual(refusal(await answers.list({ form_id: 'not-a-form' })).fields);
    expect(refusal(await answers.export({ form_id: 'not-a-form' })).fields).toHaveProperty('form_id');
    expect(refusal(await answers.export({ form_id: formId, format: 'pdf' })).fields).toEqual({ format: '形式が正しくありません' });
    expect(refusal(await answers.export({ form_id: formId, encoding: 'latin1' })).fields).toEqual({ encoding: '文字コードが正しくありません' });
  });
});
