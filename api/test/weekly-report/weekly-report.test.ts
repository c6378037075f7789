import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  ANALYTICS_API_PATHS,
  analyticsQuestionsSchema,
  analyticsSummarySchema,
  WEEKLY_REPORT_API_PATHS,
  weeklyReportLinkSchema,
  weeklyReportPreviewSchema,
  weeklyReportSettingsResponseSchema,
  weeklyReportTestSendSchema,
} from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { addDays, dayIn, startOfDayIn } from '#src/lib/time-zone/zoned-time';
import { reportData } from '#src/domains/weekly-report/report-data';
import { signReportLink } from '#src/domains/weekly-report/report-links';
import { createWeeklyReportJob, retryDelay, WEEKLY_REPORT_JOB_NAME } from '#src/domains/weekly-report/weekly-report-job';
import type { AppOptions } from '#src/app';
import { type OwnerClient, ownerClient, refusal } from '../chatsettings/owner-client';
import { type FakeSmtpSink, parseMail, startFakeSmtpSink } from '../fakes/smtp-sink';
import { sayAt, visitAt } from '../analytics/analytics-fixtures';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';

// The weekly report mail (issue #43) through the API as the console uses it, against a real SMTP
// server on loopback (the smtp-server package): the week's figures are 分析's, the mail goes once a
// week however many processes run the job, a mail server that is down is retried, one-click
// unsubscribe needs no sign-in, and the links open nothing for another owner.

jest.setTimeout(180_000);

const TOKYO = 'Asia/Tokyo';
const quietLog = () => ({ info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quietLog(), level: 'silent', silent() {} }) as never;

/** A port nobody listens on now (a mail server that is down). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The ISO weekday (1 Monday) and hour it is now in Tokyo: settings whose send is due right now. */
function dueNow(): { weekday: number; hour: number } {
  const now = new Date();
  const weekday = ((new Date(`${dayIn(now, TOKYO)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const hour = Math.floor((now.getTime() - startOfDayIn(dayIn(now, TOKYO), TOKYO).getTime()) / 3_600_000);
  return { weekday, hour };
}

const mailPart = (raw: string, type: 'text/plain' | 'text/html'): string => {
  // nodemailer writes each part with its own headers; parseMail decodes one part.
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const part = raw.split(`--${boundary}`).find((chunk) => chunk.includes(`Content-Type: ${type}`));
  if (!part) throw new Error(`no ${type} part`);
  return parseMail(part.replace(/^\r?\n/, '')).text;
};

let sink: FakeSmtpSink;
let downPort: number;
beforeAll(async () => {
  sink = await startFakeSmtpSink();
  downPort = await closedPort();
});
afterAll(() => sink?.close());

const reportOptions = (): Partial<AppOptions> => ({
  historyRetention: { enabled: false },
  weeklyReport: {
    enabled: false,
    // Every run may follow the last at once (everyMs is 90 % of the interval).
    intervalMs: 1,
    mail: { kind: 'smtp', host: sink.host, port: sink.port, secure: false },
    consoleUrl: 'https://console.example.com',
    retry: { firstDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 },
  },
});

/** An app built (in a beforeAll) with options made then, once the mail server is listening, and two signed-in owners. */
function reportApp(options: () => Partial<AppOptions>) {
  const app = {} as { t: TestContext; owner: OwnerClient; other: OwnerClient; session: OwnerSession };
  beforeAll(async () => {
    app.t = await createTestContext(options());
    app.session = await app.t.ownerSession();
    app.owner = ownerClient(app.t, app.session);
    app.other = ownerClient(app.t, await app.t.ownerSession());
  });
  afterAll(() => app.t?.close());
  return app;
}

describe(`the weekly report (${testDatabase})`, () => {
  const app = reportApp(reportOptions);
  let t: TestContext;
  let owner: OwnerClient;
  let other: OwnerClient;
  beforeAll(() => {
    ({ t, owner, other } = app);
  });
  const ownerSession = () => app.session;
  const agentId = () => ownerSession().owner.agentId;
  const sentTo = () => sink.messages.filter((mail) => mail.to.includes(ownerSession().owner.email));

  describe('the settings (メール通知)', () => {
    it('are off, Monday 9:00 and the login address until saved; saved, they say the next send', async () => {
      const response = await owner.get(WEEKLY_REPORT_API_PATHS.settings);
      expect(response.statusCode).toBe(200);
      const settings = weeklyReportSettingsResponseSchema.strict().parse(response.json());
      expect(settings).toMatchObject({ enabled: false, weekday: 1, hour: 9, email: null, login_email: ownerSession().owner.email, time_zone: TOKYO, next_send_at: null, mail_transport: 'smtp', last_sent_at: null, last_error: null });

      const saved = await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, weekday: 3, hour: 18, email: ' Shop@Example.com ' });
      expect(saved.statusCode).toBe(200);
      const after = weeklyReportSettingsResponseSchema.parse(saved.json());
      expect(after).toMatchObject({ enabled: true, weekday: 3, hour: 18, email: 'shop@example.com' });
      // A Wednesday, 18:00 in Tokyo (09:00 UTC).
      const next = new Date(after.next_send_at ?? '');
      expect(next.getUTCHours()).toBe(9);
      expect(next.getUTCDay()).toBe(3);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      // The other owner's stay theirs.
      expect(weeklyReportSettingsResponseSchema.parse((await other.get(WEEKLY_REPORT_API_PATHS.settings)).json()).enabled).toBe(false);
    });

    it('refuses a wrong day, hour or address in Japanese at the field', async () => {
      const bad = await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, weekday: 8, hour: 24, email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect(refusal(bad).fields).toEqual({
        weekday: '配信する曜日を選んでください',
        hour: '配信する時刻は0時から23時の間で選んでください',
        email: 'メールアドレスの形式が正しくありません',
      });
      const wrongTypes = await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: 'yes', weekday: 1.5, hour: '9', email: 5 });
      expect(wrongTypes.statusCode).toBe(400);
      expect(Object.keys(refusal(wrongTypes).fields).sort()).toEqual(['email', 'enabled', 'hour', 'weekday']);
    });
  });

  describe('what the mail says', () => {
    const week = { from: '', to: '' };
    beforeAll(async () => {
      // The last seven days, today included (Tokyo), as プレビュー reports them, and the week before.
      const today = dayIn(new Date(), TOKYO);
      week.from = addDays(today, -6);
      week.to = today;
      const atTokyo = (day: string, time: string) => new Date(`${day}T${time}+09:00`).toISOString();
      const asked = [
        [week.from, '10:00:00', '<b>ギフト包装</b>はできますか？'],
        [addDays(week.from, 2), '11:00:00', '<b>ギフト包装</b>はできますか？'],
        [addDays(week.from, 3), '15:00:00', '駐車場はありますか'],
        [addDays(week.from, -3), '12:00:00', '営業時間は？'],
      ] as const;
      for (const [day, time, text] of asked) {
        const visit = await visitAt(t, agentId(), atTokyo(day, time), '/products');
        await sayAt(t, visit, text, atTokyo(day, time), 'fallback');
      }
    });

    it('has the same figures as 分析 for the same week, in the owner’s time zone', async () => {
      const data = await reportData(t.app.weeklyReport.context, { id: ownerSession().owner.id, agentId: agentId(), name: 'テスト' }, week, new Date());
      const summary = analyticsSummarySchema.parse((await owner.get(ANALYTICS_API_PATHS.summary, { period: 'custom', ...week })).json());
      expect(data.summary).toEqual(summary);
      expect(summary.conversations).toEqual({ value: 3, previous: 1 });
      expect(summary.questions).toEqual({ value: 3, previous: 1 });
      const unanswered = analyticsQuestionsSchema.parse((await owner.get(ANALYTICS_API_PATHS.questions, { period: 'custom', ...week, kind: 'unanswered', top: '5' })).json());
      expect(data.unanswered.map((q) => [q.text, q.missed])).toEqual(unanswered.data.map((q) => [q.text, q.missed]));
      expect(data.unanswered.map((q) => q.text)).toEqual(['<b>ギフト包装</b>はできますか？', '駐車場はありますか']);
      expect(data.openSetupSteps.length).toBeGreaterThan(0);
    });

    it('previews exactly the mail, HTML with the visitors’ words escaped and no remote image, and a plain-text part', async () => {
      const response = await owner.get(WEEKLY_REPORT_API_PATHS.preview);
      expect(response.statusCode).toBe(200);
      const preview = weeklyReportPreviewSchema.strict().parse(response.json());
      expect(preview).toMatchObject({ from: week.from, to_day: week.to, to: 'shop@example.com' });
      expect(preview.subject).toMatch(/^【週次レポート】.+のまとめ（会話 3件・回答率 0\.0%）$/);
      expect(preview.html).toContain('&#60;b&#62;ギフト包装&#60;/b&#62;はできますか？');
      expect(preview.html).not.toContain('<b>ギフト包装');
      expect(preview.html).not.toMatch(/<img|<script|url\(|src=/i);
      expect(preview.html).toContain('ナレッジに追加');
      expect(preview.html).toContain('width="600"');
      expect(preview.text).toContain('1. <b>ギフト包装</b>はできますか？（回答できなかった回数 2回）');
      expect(preview.text).toContain('・会話数: 3件（前週 1件、+2）');
      expect(preview.text).toMatch(/ナレッジに追加: https:\/\/console\.example\.com\/mail-link\?token=/);
    });

    it('sends a test to the mail server, multipart with List-Unsubscribe for one click, and records it', async () => {
      const before = sentTo().length;
      const response = await owner.post(WEEKLY_REPORT_API_PATHS.testSend);
      expect(response.statusCode).toBe(200);
      expect(weeklyReportTestSendSchema.parse(response.json())).toMatchObject({ to: 'shop@example.com', delivered: 'smtp' });
      const mail = await sink.nextMailTo('shop@example.com');
      expect(sentTo().length).toBe(before);
      expect(mail.subject).toMatch(/^【週次レポート】/);
      const headers = parseMail(mail.raw).headers;
      expect(headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:4000\/api\/v1\/public\/weekly-report\/unsubscribe\?token=[\w.-]+>$/);
      expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
      expect(mailPart(mail.raw, 'text/plain')).toContain('未回答の質問 TOP5');
      expect(mailPart(mail.raw, 'text/html')).toContain('&#60;b&#62;ギフト包装');
      const settings = weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json());
      expect(settings.last_sent_at).not.toBeNull();
      expect(settings.last_error).toBeNull();
    });

    it('opens its links for the owner they were made for only: another owner and a forged or old link get nothing', async () => {
      const preview = weeklyReportPreviewSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.preview)).json());
      const tokens = [...preview.text.matchAll(/ナレッジに追加: \S+mail-link\?token=([\w.-]+)/g), ...preview.text.matchAll(/分析でこの週を見る: \S+mail-link\?token=([\w.-]+)/g)].map((match) => match[1] ?? '');
      expect(tokens).toHaveLength(3);
      const teach = await owner.get(WEEKLY_REPORT_API_PATHS.link, { token: tokens[0] ?? '' });
      expect(teach.statusCode).toBe(200);
      const link = weeklyReportLinkSchema.strict().parse(teach.json());
      expect(link).toMatchObject({ kind: 'teach', question: '<b>ギフト包装</b>はできますか？', from: week.from, to: week.to });
      expect(link.message_id).toMatch(/^[0-9a-f-]{36}$/);
      const kinds = await Promise.all(tokens.map(async (token) => weeklyReportLinkSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.link, { token })).json()).kind));
      expect(kinds).toEqual(['teach', 'teach', 'analytics']);

      for (const token of tokens) {
        const refused = await other.get(WEEKLY_REPORT_API_PATHS.link, { token });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: 'not_found', message: expect.stringContaining('このリンクは開けません') });
      }
      const forged = `${(tokens[0] ?? '').split('.')[0]}.${Buffer.from('forged').toString('base64url')}`;
      expect((await owner.get(WEEKLY_REPORT_API_PATHS.link, { token: forged })).statusCode).toBe(404);
      expect((await owner.get(WEEKLY_REPORT_API_PATHS.link, { token: 'garbage' })).statusCode).toBe(404);
      // Without sign-in, nothing at all.
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/${WEEKLY_REPORT_API_PATHS.link}?token=${tokens[0]}` })).statusCode).toBe(401);
      const old = signReportLink(t.app.config.jwtSecret, { kind: 'analytics', agentId: agentId(), ownerId: ownerSession().owner.id, ...week, question: null, messageId: null }, new Date(Date.now() - 31 * 86_400_000));
      const expired = await owner.get(WEEKLY_REPORT_API_PATHS.link, { token: old });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toContain('有効期限が切れています');
    });
  });

  describe('the sending job', () => {
    const runBoth = async (a: FastifyInstance, b: FastifyInstance | null) => {
      if (b) return Promise.all([a.weeklyReport.runOnce(), b.weeklyReport.runOnce()]);
      // PGlite is one process's database: two jobs of their own lease holders stand for two processes.
      const job = (holder: string) =>
        createWeeklyReportJob({ repositories: a.repositories, leases: a.repositories.jobLeases, context: a.weeklyReport.context, mailer: a.weeklyReport.mailer, log: quietLog(), holder, retry: a.config.weeklyReport.retry });
      return Promise.all([job('process-a').runOnce(), job('process-b').runOnce()]);
    };

    it('sends the week once, however many processes run the job and however often', async () => {
      await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, ...dueNow(), email: null });
      const replica = testDatabase === 'postgres' ? await t.replica(reportOptions()) : null;
      const runs = await runBoth(t.app, replica);
      expect(runs.map((run) => run.ran).sort()).toEqual([false, true]);
      expect(runs.reduce((n, run) => n + run.sent, 0)).toBe(1);
      await sink.nextMailTo(ownerSession().owner.email);
      // Again, by both: the week is taken (unique per agent and week), nothing more goes.
      for (let i = 0; i < 3; i += 1) await runBoth(t.app, replica);
      expect(sentTo()).toHaveLength(1);
      const sends = (await t.app.repositories.weeklyReport.sends(agentId())).filter((send) => send.kind === 'weekly');
      expect(sends).toHaveLength(1);
      expect(sends[0]).toMatchObject({ status: 'sent', attempts: 1, recipient: ownerSession().owner.email });
      expect(await t.app.repositories.jobLeases.acquire(WEEKLY_REPORT_JOB_NAME, 'probe', 1, 0)).toBe(true);
    });
  });

  describe('one-click unsubscribe', () => {
    it('turns the report off without sign-in, and again changes nothing', async () => {
      await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, weekday: 1, hour: 9, email: null });
      await owner.post(WEEKLY_REPORT_API_PATHS.testSend);
      const mail = await sink.nextMailTo(ownerSession().owner.email);
      const url = new URL(/^<(.+)>$/.exec(parseMail(mail.raw).headers.get('list-unsubscribe') ?? '')?.[1] ?? '');
      const path = `${url.pathname}${url.search}`;

      // A link scanner's GET stops nothing: the page asks.
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('配信を停止する');
      expect(weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json()).enabled).toBe(true);

      // The mail client's one-click POST (RFC 8058), no credentials.
      const oneClick = { method: 'POST' as const, url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
      const first = await t.app.inject(oneClick);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('配信を停止しました');
      expect(weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json()).enabled).toBe(false);
      const again = await t.app.inject({ ...oneClick, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n' });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('配信を停止しました');
      expect(weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json()).enabled).toBe(false);
      // The other owner's report is untouched; a made-up token stops nothing.
      await other.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, weekday: 1, hour: 9, email: null });
      const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}?token=${url.searchParams.get('token')?.slice(0, -4)}AAAA` });
      expect(forged.statusCode).toBe(404);
      expect(weeklyReportSettingsResponseSchema.parse((await other.get(WEEKLY_REPORT_API_PATHS.settings)).json()).enabled).toBe(true);
    });
  });
});

describe(`the weekly report when the mail server is down (${testDatabase})`, () => {
  const options = (): Partial<AppOptions> => ({
    ...reportOptions(),
    weeklyReport: { ...reportOptions().weeklyReport, mail: { kind: 'smtp', host: '127.0.0.1', port: downPort, secure: false } },
  });
  const app = reportApp(options);
  let t: TestContext;
  let owner: OwnerClient;
  beforeAll(() => {
    ({ t, owner } = app);
  });
  const ownerSession = () => app.session;
  let revived: FakeSmtpSink | null = null;
  afterAll(() => revived?.close());

  it('records the failure, shows it in the dialog, and retries with backoff until the server is back', async () => {
    await owner.put(WEEKLY_REPORT_API_PATHS.settings, { enabled: true, ...dueNow(), email: null });
    const first = await t.app.weeklyReport.runOnce();
    expect(first).toMatchObject({ ran: true, sent: 0, failed: 1 });
    const [send] = await t.app.repositories.weeklyReport.sends(ownerSession().owner.agentId);
    expect(send).toMatchObject({ status: 'pending', attempts: 1 });
    expect(send?.lastError).toMatch(/ECONNREFUSED/);
    const settings = weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json());
    expect(settings.last_error).toMatch(/ECONNREFUSED/);
    expect(settings.last_sent_at).toBeNull();
    // テスト送信 says so too, in Japanese, and is recorded.
    const test = await owner.post(WEEKLY_REPORT_API_PATHS.testSend);
    expect(test.statusCode).toBe(502);
    expect(test.json().message).toMatch(/^メールサーバーに送信できませんでした/);

    // The server comes back on its address; the retry (due after the backoff) goes, once.
    revived = await startFakeSmtpSink({ port: downPort });
    const second = await t.app.weeklyReport.runOnce();
    expect(second).toMatchObject({ ran: true, sent: 1, failed: 0 });
    await revived.nextMailTo(ownerSession().owner.email);
    const after = (await t.app.repositories.weeklyReport.sends(ownerSession().owner.agentId)).filter((row) => row.kind === 'weekly');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const dialog = weeklyReportSettingsResponseSchema.parse((await owner.get(WEEKLY_REPORT_API_PATHS.settings)).json());
    expect(dialog.last_sent_at).not.toBeNull();
    expect(dialog.last_error).toBeNull();
    expect(await t.app.weeklyReport.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(revived.messages).toHaveLength(1);
  });

  it('waits twice as long after each failed attempt, up to its cap, and gives up after the last', () => {
    const retry = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 8 };
    expect([1, 2, 3, 7, 8].map((attempts) => retryDelay(retry, attempts))).toEqual([60_000, 120_000, 240_000, 3_600_000, null]);
  });
});
