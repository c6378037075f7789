import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { decode as decodeIconv } from 'iconv-lite';
import { CONVERSATION_EXPORT_COLUMNS, conversationFiltersSchema } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import type { ExportConversation } from '#src/domains/history/conversation-history-repository';
import { conversationCsvChunks } from '#src/domains/history/export/conversation-csv';
import { historyFilterIn } from '#src/domains/history/history-filter';
import { parseCsv } from '#src/lib/csv/index';
import { dayIn } from '#src/lib/time-zone/zoned-time';
import { refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';
import { type Chat, chat, type HistoryClient, historyClient, rate, setTimes, SITE, visitorAccount } from './history-fixtures';

jest.setTimeout(180_000);

const FORMULA = '=HYPERLINK("http://evil.example","x")';
const MULTILINE = '改行\nあり, "引用"です';

/** The CSV's records, cells as written (formula escapes kept). */
function recordsOf(text: string): string[][] {
  const parsed = parseCsv(text, { header: false, unescapeFormulas: false });
  return parsed.rows.map((row) => row.cells);
}

describe(`the conversation export (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let history: HistoryClient;
  let otherHistory: HistoryClient;
  const c: Record<string, Chat> = {};

  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    history = historyClient(t, session);
    otherHistory = historyClient(t, await t.ownerSession());
    const agentId = session.owner.agentId;
    const knowledge = knowledgeClient(t, session);
    const qa = await knowledge.create({ type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に10台分の駐車場がございます。' });
    expect((await knowledge.settled(qa.id)).status).toBe('ready');
    const mail = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');
    const line = await visitorAccount(t, session, 'line', 'LINE太郎', null);

    c.formula = await chat(t, agentId, [FORMULA, MULTILINE], { accountId: mail, pageUrl: `${SITE}/a,b` });
    c.emoji = await chat(t, agentId, ['駐車場はありますか😀①～'], { accountId: line, pageUrl: null });
    await rate(t, agentId, c.emoji, 0, 'up');
    c.anonymous = await chat(t, agentId, ['-1 は何ですか', '@here 教えて']);
    await rate(t, agentId, c.anonymous, 0, 'down');
    c.preview = await chat(t, agentId, ['駐車場'], { preview: true });

    const base = Date.parse('2026-01-02T15:00:00Z');
    await setTimes(t, c.formula.conversationId, { startedAt: new Date(base + 3_000) });
    await setTimes(t, c.emoji.conversationId, { startedAt: new Date(base + 2_000) });
    await setTimes(t, c.anonymous.conversationId, { startedAt: new Date(base + 1_000) });
    // The formula conversation's messages at known instants: 2026-01-03 00:04:05 in Tokyo, and a second later each.
    await queryRows(
      t.app.database.db,
      sql`update messages m set created_at = timestamptz '2026-01-02 15:04:05.678+00' + make_interval(secs => n.i)
        from (select id, row_number() over (order by created_at, id) - 1 as i from messages where conversation_id = ${c.formula.conversationId}::uuid) n
        where m.id = n.id returning m.id`,
    );
  });
  afterAll(() => t?.close());

  const exportOk = async (query: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const response = await history.export(query);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response;
  };

  describe('UTF-8 (the default)', () => {
    let response: LightMyRequestResponse;
    let text: string;
    beforeAll(async () => {
      response = await exportOk();
      text = response.rawPayload.subarray(3).toString('utf8');
    });

    it('starts with a BOM, ends every record with CRLF, and names the file 会話履歴_YYYYMMDD.csv', () => {
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = dayIn(new Date(), 'Asia/Tokyo').replaceAll('-', '');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="conversations-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`会話履歴_${day}.csv`)}`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(text.startsWith(`${CONVERSATION_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
      // A line break inside a message stays inside its quoted cell; records end with CRLF.
      expect(text.replaceAll('\r\n', '').includes('\r')).toBe(false);
      expect(text).toContain(`"改行\nあり, ""引用""です"`);
    });

    it('writes one row per message, conversations in the list’s order, messages oldest first, and says how many in X-Export-Rows', async () => {
      const [header, ...rows] = recordsOf(text);
      expect(header).toEqual([...CONVERSATION_EXPORT_COLUMNS]);
      expect(response.headers['x-export-rows']).toBe('10');
      expect(rows).toHaveLength(10);
      expect(rows.map((row) => row[0])).toEqual([
        ...Array(4).fill(c.formula!.conversationId),
        ...Array(2).fill(c.emoji!.conversationId),
        ...Array(4).fill(c.anonymous!.conversationId),
      ]);
      expect(rows.map((row) => row[4])).toEqual(['訪問者', 'エージェント', '訪問者', 'エージェント', '訪問者', 'エージェント', '訪問者', 'エージェント', '訪問者', 'エージェント']);
      const asc = recordsOf((await exportOk({ sort_order: 'asc' })).rawPayload.subarray(3).toString('utf8')).slice(1);
      expect([...new Set(asc.map((row) => row[0]))]).toEqual([c.anonymous!.conversationId, c.emoji!.conversationId, c.formula!.conversationId]);
    });

    it('prints times on the owner’s clock, the visitor, the login type, the engine, the rating and the page', () => {
      const rows = recordsOf(text).slice(1);
      expect(rows[0]).toEqual([c.formula!.conversationId, '2026/01/03 00:04:05', '山田 花子', 'メール', '訪問者', `'${FORMULA}`, '', '', `${SITE}/a,b`]);
      expect(rows[2]?.slice(1, 6)).toEqual(['2026/01/03 00:04:07', '山田 花子', 'メール', '訪問者', MULTILINE]);
      expect(rows.every((row) => /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(row[1] ?? ''))).toBe(true);
      expect(rows[4]?.slice(2, 9)).toEqual(['LINE太郎', 'LINE', '訪問者', '駐車場はありますか😀①～', '', '', '']);
      expect(rows[5]?.slice(4, 8)).toEqual(['エージェント', '店舗の裏に10台分の駐車場がございます。', 'ナレッジ（Q&A）', '👍']);
      expect(rows[6]?.slice(2, 6)).toEqual(['匿名', '-', '訪問者', "'-1 は何ですか"]);
      expect(rows[7]?.slice(6, 8)).toEqual(['回答が見つからないとき', '👎']);
      expect(rows[8]?.[5]).toBe("'@here 教えて");
    });

    it('escapes what a spreadsheet would run as a formula, quoted', () => {
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(text).toContain(`"'-1 は何ですか"`);
      expect(text).toContain(`"'@here 教えて"`);
    });
  });

  describe('Shift_JIS', () => {
    it('has no BOM, decodes to the same text with the ratings as 良い / 悪い, and puts ? for the rest it cannot hold', async () => {
      const utf8 = (await exportOk()).rawPayload.subarray(3).toString('utf8');
      const response = await exportOk({ encoding: 'shift_jis' });
      expect(response.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
      expect(response.headers['x-export-rows']).toBe('10');
      const bytes = response.rawPayload;
      // 会話ID in Shift_JIS, no BOM before it.
      expect([...bytes.subarray(0, 6)]).toEqual([0x89, 0xef, 0x98, 0x62, 0x49, 0x44]);
      const decoded = decodeIconv(bytes, 'Shift_JIS');
      expect(decoded).toBe(utf8.replaceAll('😀', '?').replaceAll('👍', '良い').replaceAll('👎', '悪い'));
      expect(decoded).toContain('駐車場はありますか?①～');
      const rows = recordsOf(decoded).slice(1);
      expect(rows).toHaveLength(10);
      // The 評価 column: the visitor's 👍 and 👎, in words Shift_JIS holds, not 「?」.
      expect(rows[5]?.slice(6, 8)).toEqual(['ナレッジ（Q&A）', '良い']);
      expect(rows[7]?.slice(6, 8)).toEqual(['回答が見つからないとき', '悪い']);
      expect(rows.map((row) => row[7]).filter((rating) => rating !== '')).toEqual(['良い', '悪い']);
      // 良い and 悪い as Shift_JIS bytes.
      expect(bytes.includes(Buffer.from([0x97, 0xc7, 0x82, 0xa2]))).toBe(true);
      expect(bytes.includes(Buffer.from([0x88, 0xab, 0x82, 0xa2]))).toBe(true);
    });

    it('writes the characters Windows-31J holds under another code point (〜 − — ‖ ¢ £ ¬) as those, not as ?', async () => {
      const conversation: ExportConversation = {
        id: 'c',
        loginType: null,
        pageUrl: null,
        accountName: null,
        accountEmail: null,
        messages: [{ role: 'agent', text: '10時〜18時、−5℃—‖¢£¬\u00a0です😀', engine: 'knowledge_qa', feedback: 'down', createdAt: new Date(0) }],
      };
      async function* batches(): AsyncGenerator<ExportConversation[]> {
        yield [conversation];
      }
      const bytes: Buffer[] = [];
      for await (const chunk of conversationCsvChunks(batches(), { timeZone: 'UTC', encoding: 'shift_jis', now: new Date(0) })) bytes.push(chunk);
      const [, row] = recordsOf(decodeIconv(Buffer.concat(bytes), 'Shift_JIS'));
      expect(row?.[5]).toBe('10時～18時、－5℃―∥￠￡￢ です?');
      expect(row?.[7]).toBe('悪い');
    });
  });

  describe('filters and tenancy', () => {
    it('exports the filtered set only, with its row count', async () => {
      const down = await exportOk({ rating: 'down' });
      expect(down.headers['x-export-rows']).toBe('4');
      expect(new Set(recordsOf(down.rawPayload.subarray(3).toString('utf8')).slice(1).map((row) => row[0]))).toEqual(new Set([c.anonymous!.conversationId]));
      const parking = await exportOk({ q: '駐車', include_preview: 'true' });
      expect(parking.headers['x-export-rows']).toBe('4');
      expect([...new Set(recordsOf(parking.rawPayload.subarray(3).toString('utf8')).slice(1).map((row) => row[0]))].sort()).toEqual(
        [c.emoji!.conversationId, c.preview!.conversationId].sort(),
      );
    });

    it('prints times on the clock the owner set for business hours', async () => {
      const owner = knowledgeClient(t, session).owner;
      const { updated_at: _updated, ...document } = (await owner.get('fixed-messages')).json<{ business_hours: Record<string, unknown> } & Record<string, unknown>>();
      const put = (timezone: string) => owner.put('fixed-messages', { ...document, business_hours: { ...document.business_hours, timezone } });
      expect((await put('America/New_York')).statusCode).toBe(200);
      try {
        const rows = recordsOf((await exportOk()).rawPayload.subarray(3).toString('utf8')).slice(1);
        expect(rows[0]?.[1]).toBe('2026/01/02 10:04:05');
      } finally {
        expect((await put('Asia/Tokyo')).statusCode).toBe(200);
      }
    });

    it('gives another owner only the header', async () => {
      const response = await otherHistory.export({ include_preview: 'true' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-export-rows']).toBe('0');
      expect(response.rawPayload.subarray(3).toString('utf8')).toBe(`${CONVERSATION_EXPORT_COLUMNS.join(',')}\r\n`);
    });

    it('refuses a bad filter with a JSON 400 before any CSV', async () => {
      const response = await history.export({ encoding: 'euc-jp', rating: 'down' });
      expect(response.headers['content-type']).toContain('application/json');
      expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { encoding: '文字コードが正しくありません' } });
      expect(refusal(await history.export({ period: 'custom' }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { from: '開始日か終了日を入力してください' },
      });
    });
  });

  describe('streaming', () => {
    it('goes through the conversations by keyset in batches, ties by id, each once', async () => {
      const agentId = session.owner.agentId;
      // Three conversations starting at the same instant.
      const tie = new Date('2026-01-02T15:00:02Z');
      await setTimes(t, c.formula!.conversationId, { startedAt: tie });
      await setTimes(t, c.preview!.conversationId, { startedAt: tie });
      try {
        const filters = conversationFiltersSchema.parse({ include_preview: 'true' });
        for (const sort_order of ['desc', 'asc'] as const) {
          const shown = await history.ids({ include_preview: 'true', sort_order });
          const batches: string[][] = [];
          const filter = historyFilterIn(filters, 'Asia/Tokyo', new Date());
          for await (const batch of t.app.repositories.conversationHistory.exportBatches(agentId, filter, { sort_by: 'created_at', sort_order }, 1)) {
            batches.push(batch.map((conversation) => conversation.id));
          }
          expect(batches).toEqual(shown.map((id) => [id]));
        }
      } finally {
        await setTimes(t, c.formula!.conversationId, { startedAt: new Date(Date.parse('2026-01-02T15:00:03Z')) });
      }
    });

    it('reads the next batch only when the reader asks for more', async () => {
      let pulled = 0;
      const conversation: ExportConversation = { id: 'c', loginType: null, pageUrl: null, accountName: null, accountEmail: null, messages: [] };
      async function* batches(): AsyncGenerator<ExportConversation[]> {
        for (let i = 0; i < 3; i += 1) {
          pulled += 1;
          yield [{ ...conversation, messages: [{ role: 'visitor', text: `m${i}`, engine: null, feedback: null, createdAt: new Date(0) }] }];
        }
      }
      // Exported the instant each question was asked: its answer may still come, so no 中断 row.
      const chunks = conversationCsvChunks(batches(), { timeZone: 'UTC', encoding: 'utf-8', now: new Date(0) });
      await chunks.next();
      expect(pulled).toBe(0);
      const first = await chunks.next();
      expect(pulled).toBe(1);
      expect(first.value?.toString('utf8')).toBe('c,1970/01/01 00:00:00,匿名,-,訪問者,m0,,,\r\n');
      await chunks.return(undefined);
      expect(pulled).toBe(1);
    });
  });
});
