import { sql } from 'drizzle-orm';
import { ANSWER_ENGINE_LABELS, conversationMessagesResponseSchema, type StartConversationResponse, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { parseCsv } from '#src/lib/csv/index';
import { persistTurn } from '#src/domains/agent/persist-turn';
import { repositoriesOf } from '#src/domains/repositories';
import { ownerClient } from '../chatsettings/owner-client';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from '../public/public-fixtures';
import { parseEventStream, widgetClient } from '../public/widget-client';
import { type HistoryClient, historyClient } from './history-fixtures';

// A crash (SIGKILL, power loss) between an LLM turn's two writes leaves the visitor's question stored
// and its answer never written (persist-turn.ts stores the question before the provider is called).
// Such a question is shown as interrupted, with the widget's 中断 message, in the owner's transcript
// and in the widget when the visitor comes back; not as a question that silently got no answer.

jest.setTimeout(180_000);

const SITE = 'https://shop.example.com';

describe(`a question whose answer was never written (${testDatabase})`, () => {
  let t: TestContext;
  let history: HistoryClient;
  let agentId: string;
  let started: StartConversationResponse;
  let visitorId: string;

  const widget = () => widgetClient(t, agentId);
  /** What the visitor's widget draws after a reload. */
  const reloaded = async () => {
    const response = await widget().messages(started.visitor_token, started.conversation_id);
    expect(response.statusCode).toBe(200);
    return conversationMessagesResponseSchema.strict().parse(response.json()).messages;
  };
  /** A question stored the way an LLM turn stores it before calling the provider, and then the process dies. */
  const questionWithoutAnswer = async (text: string) => {
    const record = persistTurn({
      db: t.app.database.db,
      publicApiUrl: t.app.config.publicApiUrl,
      scope: { agentId, conversationId: started.conversation_id, visitorId },
      visitorText: text,
      now: new Date(),
      clock: () => new Date(),
      started: performance.now(),
    });
    expect(await record.storeVisitor()).toBe(true);
    return record.visitorMessage.id;
  };
  const ask = async (text: string) => {
    const response = await widget().send(started.visitor_token, started.conversation_id, { text });
    expect(response.statusCode).toBe(200);
    expect(parseEventStream(response.body).at(-1)?.event).toBe('done');
  };
  /** Everything in the conversation happened `ms` earlier (what only waiting could otherwise make). */
  const backdate = (ms: number) =>
    queryRows(
      t.app.database.db,
      sql`update messages set created_at = created_at - ${`${ms} milliseconds`}::interval where conversation_id = ${started.conversation_id}::uuid returning id`,
    );

  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    history = historyClient(t, session);
    expect((await ownerClient(t, session).put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] })).statusCode).toBe(200);
    started = await widget().startOk(SITE);
    const conversation = await repositoriesOf(t.app.database.db).conversations.findConversation(agentId, started.conversation_id);
    visitorId = conversation!.visitorId;
  });
  afterAll(() => t?.close());

  it('is shown as interrupted in the transcript and in the widget, and the stored counts stay those of the rows', async () => {
    await ask('営業時間を教えてください');
    const lost = await questionWithoutAnswer('送料はいくらですか');
    await backdate(5 * 60_000);

    const transcript = await history.transcriptOk(started.conversation_id);
    expect(transcript.messages.map((m) => [m.role, m.engine])).toEqual([
      ['visitor', null],
      ['agent', 'fallback'],
      ['visitor', null],
      ['agent', 'interrupted'],
    ]);
    const [, , question, shown] = transcript.messages;
    expect(question).toMatchObject({ id: lost, text: '送料はいくらですか', teachable: false });
    expect(shown).toMatchObject({ text: WIDGET_ERROR_MESSAGES.answerInterrupted, feedback: null, timing: null });
    expect(shown!.rule).toContain('中断');
    expect(new Date(shown!.created_at).getTime()).toBeGreaterThan(new Date(question!.created_at).getTime());
    // Shown, not stored: the list's figures are those of the three rows written.
    expect(transcript.conversation.message_count).toBe(3);

    const widgetMessages = await reloaded();
    expect(widgetMessages.map((m) => [m.role, m.text])).toEqual([
      ['visitor', '営業時間を教えてください'],
      ['agent', expect.any(String)],
      ['visitor', '送料はいくらですか'],
      ['agent', WIDGET_ERROR_MESSAGES.answerInterrupted],
    ]);
    // The same message on every read, under the same id in both views.
    expect(widgetMessages[3]!.id).toBe(shown!.id);
    expect((await reloaded())[3]!.id).toBe(shown!.id);
    // An answer given can be rated; the 中断 message, which answers nothing, offers no 👍/👎.
    expect(widgetMessages.map((m) => m.rateable)).toEqual([false, true, false, false]);

    // The CSV export lists the messages as the transcript shows them (message, then answer engine).
    const exported = await history.export({ encoding: 'utf-8' });
    expect(exported.statusCode).toBe(200);
    const records = parseCsv(exported.body.replace(/^\uFEFF/, ''), { header: false, unescapeFormulas: false }).rows.map((row) => row.cells);
    const ofConversation = records.filter((cells) => cells[0] === started.conversation_id);
    expect(ofConversation.map((cells) => [cells[5], cells[6]])).toEqual([
      ['営業時間を教えてください', ''],
      [transcript.messages[1]!.text, ANSWER_ENGINE_LABELS.fallback],
      ['送料はいくらですか', ''],
      [WIDGET_ERROR_MESSAGES.answerInterrupted, ANSWER_ENGINE_LABELS.interrupted],
    ]);
  });

  it('leaves a question just asked alone while its answer may still be on its way, and marks it once the visitor asks again', async () => {
    await questionWithoutAnswer('返品はできますか');
    const roles = (messages: readonly { role: string; text: string }[]) => messages.map((m) => `${m.role}:${m.text}`);
    // Just stored: the answer may still be being written (by this process or another replica).
    expect(roles((await history.transcriptOk(started.conversation_id)).messages).slice(4)).toEqual(['visitor:返品はできますか']);
    expect(roles(await reloaded()).slice(4)).toEqual(['visitor:返品はできますか']);

    // The visitor asks again and gets an answer: the question before it is known to have none.
    await ask('支払い方法は？');
    const interrupted = `agent:${WIDGET_ERROR_MESSAGES.answerInterrupted}`;
    const transcript = await history.transcriptOk(started.conversation_id);
    expect(roles(transcript.messages).slice(4, 7)).toEqual(['visitor:返品はできますか', interrupted, 'visitor:支払い方法は？']);
    expect(transcript.messages.slice(7).map((m) => m.role)).toEqual(['agent']);
    expect(roles(await reloaded()).slice(4, 7)).toEqual(['visitor:返品はできますか', interrupted, 'visitor:支払い方法は？']);
    expect(transcript.conversation.message_count).toBe(6);
  });
});
