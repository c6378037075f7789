// フォーム回答履歴 at scale (issue 13): one agent with 1,000,000 form answers in PostgreSQL (100,000 in
// PGlite), over two forms (one with three versions, one archived), generated in SQL, then the console's
// own requests through the API: the first page with each filter, a deep page, keywords, the picker,
// the columns, 送信率, the exact count the bulk deletion confirms, and the CSV and XLSX exports (rows per
// second and the process's memory while they stream).
// Prints p50/p95 beside the targets (list p95 ≤ 50 ms with each filter; exports with flat memory);
// never fails on a figure.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench form-history
//   BENCH_ONLY=pglite pnpm --filter bench form-history
//   BENCH_FORM_ANSWERS=100000 BENCH_PGLITE_FORM_ANSWERS=20000 for a quicker look.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type DatabaseConfig } from 'api';
import { BENCH_PASSWORD, type BenchApp, createBenchOwner, onServer, percentile } from './lib/knowledge-index.ts';
import type { RunStatement } from './lib/history-seed.ts';
import { answerBodies, INQUIRY_TYPES, seedFormAnswers } from './lib/form-answer-seed.ts';

const TARGETS = { listP95Ms: 50 };
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const only = process.env.BENCH_ONLY;
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

interface Latency {
  p50: number;
  p95: number;
  rows: number;
}
interface ExportFigures {
  format: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssStartMb: number;
  rssPeakMb: number;
  bytes: number;
}
interface Figures {
  database: string;
  answers: number;
  seedSeconds: number;
  list: Record<string, Latency>;
  other: Record<string, Latency>;
  exports: ExportFigures[];
  loadAverage: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
function latencyOf(times: number[], rows: number): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), rows };
}

async function signIn(app: BenchApp, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: BENCH_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
  return response.json<{ access_token: string }>().access_token;
}

async function call(app: BenchApp, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload: payload as object } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response;
}

/** GETs `url` REPEATS times after one warm-up; the p50/p95 of the server's whole answer. */
async function measure(app: BenchApp, token: string, url: string): Promise<Latency> {
  const warm = await call(app, token, 'GET', url);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    await call(app, token, 'GET', url);
    times.push(performance.now() - started);
  }
  const body = warm.json<{ data?: unknown[]; columns?: unknown[] }>();
  return latencyOf(times, (body.data ?? body.columns ?? []).length);
}

function contactForm(nameLabel: string, extra: object[] = []) {
  return {
    name: 'お問い合わせ',
    description: 'ご質問・ご相談はこちらから',
    thank_you_message: 'お問い合わせありがとうございました。',
    fields: [
      { type: 'short_text', key: 'name', label: nameLabel, required: true },
      { type: 'email', key: 'email', label: 'メールアドレス', required: true },
      { type: 'phone', key: 'phone', label: '電話番号' },
      { type: 'single_choice', key: 'inquiry_type', label: 'お問い合わせの種類', options: [...INQUIRY_TYPES], required: true },
      { type: 'long_text', key: 'body', label: 'お問い合わせ内容', required: true },
      ...extra,
      { type: 'consent', key: 'consent', label: '個人情報の取り扱い', text: '個人情報の取り扱いに同意します', required: true },
    ],
  };
}

/** Two forms through the API: お問い合わせ saved three times (a renamed label, then a new field), and 資料請求, then deleted. */
async function createForms(app: BenchApp, token: string) {
  const contact = (await call(app, token, 'POST', '/api/v1/forms', contactForm('お名前'))).json<{ id: string }>();
  await call(app, token, 'PUT', `/api/v1/forms/${contact.id}`, contactForm('お名前（フルネーム）'));
  await call(app, token, 'PUT', `/api/v1/forms/${contact.id}`, contactForm('お名前（フルネーム）', [{ type: 'short_text', key: 'company', label: '会社名' }]));
  const brochure = (await call(app, token, 'POST', '/api/v1/forms', { ...contactForm('ご担当者名'), name: '資料請求' })).json<{ id: string }>();
  return { contact: contact.id, brochure: brochure.id };
}

async function exportFigures(origin: string, token: string, format: 'csv' | 'xlsx', query: string): Promise<ExportFigures> {
  const rssStart = process.memoryUsage().rss;
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 100);
  try {
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/form-answers/export?format=${format}&${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const rows = Number(response.headers.get('x-export-rows'));
    let bytes = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      format,
      rows,
      seconds: round(seconds),
      rowsPerSecond: Math.round(rows / seconds),
      rssStartMb: Math.round(rssStart / 1048576),
      rssPeakMb: Math.round(rssPeak / 1048576),
      bytes,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function run(label: string, database: DatabaseConfig, answers: number): Promise<Figures> {
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    rateLimit: { max: 1_000_000 },
  });
  await app.ready();
  try {
    const owner = await createBenchOwner(app);
    const token = await signIn(app, owner.email);
    const formIds = await createForms(app, token);
    const versionRows = (await app.database.db.execute(
      sql`select form_id, id from form_versions where agent_id = ${owner.agentId} order by form_id, version`,
    )) as unknown as { rows: { form_id: string; id: string }[] };
    const versionsOf = (formId: string) => versionRows.rows.filter((row) => row.form_id === formId).map((row) => row.id);

    console.log(`${label}: generating ${answers} form answers`);
    const started = performance.now();
    const client = database.kind === 'postgres' ? new pg.Client({ connectionString: database.url }) : null;
    await client?.connect();
    const runStatement: RunStatement = client
      ? async (statement) => (await client.query(statement)).rows as Record<string, unknown>[]
      : async (statement) => ((await app.database.db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;
    try {
      await seedFormAnswers(runStatement, {
        agentId: owner.agentId,
        ownerId: owner.id,
        answers,
        forms: [
          { id: formIds.contact, versionIds: versionsOf(formIds.contact), share: 0.9 },
          { id: formIds.brochure, versionIds: versionsOf(formIds.brochure), share: 0.1 },
        ],
        log: console.log,
      });
    } finally {
      await client?.end();
    }
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    console.log(`${label}: generated in ${seedSeconds} s`);
    // 資料請求 is deleted: its answers stay listed and exportable.
    await call(app, token, 'DELETE', `/api/v1/forms/${formIds.brochure}`);

    const contact = `form_id=${formIds.contact}`;
    const common = answerBodies()[0]?.slice(0, 2) ?? '配送';
    const rare = answerBodies()[1999]?.slice(0, 6) ?? '存在しない';
    const filters: Record<string, string> = {
      'すべてのフォーム': '',
      'お問い合わせ': contact,
      '削除済みフォーム（資料請求）': `form_id=${formIds.brochure}`,
      'バージョン 1': `${contact}&version=1`,
      'バージョン 3': `${contact}&version=3`,
      'アカウント LINE': `${contact}&account=line`,
      'アカウント メール': `${contact}&account=mail`,
      '未ログイン': `${contact}&account=anonymous`,
      'すべてのフォーム, LINE': 'account=line',
      '期間 7日': `${contact}&period=7d`,
      '期間 指定（3か月前の1週間）': `${contact}&period=custom&from=${daysAgo(97)}&to=${daysAgo(90)}`,
      'テスト会話の回答を含める': `${contact}&include_preview=true`,
      '古い順': `${contact}&sort_order=asc`,
      'updated_at 順': `${contact}&sort_by=updated_at`,
      [`キーワード（よくある語 ${common}）`]: `${contact}&q=${encodeURIComponent(common)}`,
      [`キーワード（まれな語句 ${rare}）`]: `${contact}&q=${encodeURIComponent(rare)}`,
      'キーワード（電話番号の一部 0312）': `${contact}&q=0312`,
      'キーワード（該当なし）': `${contact}&q=${encodeURIComponent('該当しない言葉')}`,
      'LINE + バージョン 3 + 30日': `${contact}&account=line&version=3&period=30d`,
    };
    const list: Record<string, Latency> = {};
    for (const [name, query] of Object.entries(filters)) {
      list[`first 50, ${name}`] = await measure(app, token, `/api/v1/form-answers?limit=50${query ? `&${query}` : ''}`);
      console.log(`  list first 50, ${name}: ${JSON.stringify(list[`first 50, ${name}`])}`);
    }
    list['first 500, お問い合わせ'] = await measure(app, token, `/api/v1/form-answers?limit=500&${contact}`);
    list['page 100 of 50, お問い合わせ'] = await measure(app, token, `/api/v1/form-answers?limit=50&page=100&${contact}`);

    const other: Record<string, Latency> = {};
    other['フォーム選択（件数つき）'] = await measure(app, token, '/api/v1/form-answers/forms');
    other['列（3バージョン）'] = await measure(app, token, `/api/v1/form-answers/forms/${formIds.contact}`);
    other['送信率 30日'] = await measure(app, token, `/api/v1/form-answers/forms/${formIds.contact}/stats?period=30d`);
    other['送信率 すべての期間'] = await measure(app, token, `/api/v1/form-answers/forms/${formIds.contact}/stats`);
    other['削除前の件数（30日）'] = await measure(app, token, `/api/v1/form-answers/count?${contact}&period=30d`);
    other['削除前の件数（すべて）'] = await measure(app, token, `/api/v1/form-answers/count?${contact}`);
    const firstPage = (await call(app, token, 'GET', `/api/v1/form-answers?limit=50&page=50&${contact}`)).json<{ data: { id: string }[] }>();
    const detailTimes: number[] = [];
    for (const row of firstPage.data) {
      const t = performance.now();
      await call(app, token, 'GET', `/api/v1/form-answers/${row.id}`);
      detailTimes.push(performance.now() - t);
    }
    other['回答の詳細'] = latencyOf(detailTimes, 1);
    for (const [name, l] of Object.entries(other)) console.log(`  ${name}: ${JSON.stringify(l)}`);

    // The last 30 days of the main form (about 8% of a year: tens of thousands of rows at scale).
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const exports = [await exportFigures(origin, token, 'csv', `${contact}&period=30d`), await exportFigures(origin, token, 'xlsx', `${contact}&period=30d`)];
    for (const e of exports) console.log(`  export ${JSON.stringify(e)}`);
    return { database: label, answers, seedSeconds, list, other, exports, loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10 };
  } finally {
    await app.close();
  }
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

function print(f: Figures): void {
  console.log(`\n${f.database}: ${f.answers} form answers (load average ${f.loadAverage})`);
  const mark = (ok: boolean) => (ok ? 'ok ' : 'OVER');
  for (const [name, l] of Object.entries(f.list)) console.log(`  ${mark(l.p95 <= TARGETS.listP95Ms)} list ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms (${l.rows} rows)`);
  for (const [name, l] of Object.entries(f.other)) console.log(`      ${name}: p50 ${l.p50} ms, p95 ${l.p95} ms`);
  for (const e of f.exports) {
    console.log(
      `      export ${e.format}: ${e.rows} rows in ${e.seconds} s = ${e.rowsPerSecond} rows/s, ${(e.bytes / 1048576).toFixed(1)} MB; RSS ${e.rssStartMb} → peak ${e.rssPeakMb} MB`,
    );
  }
}

try {
  mkdirSync(resultsDir, { recursive: true });
  const figures: Figures[] = [];
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'pglite' && serverUrl) {
    const name = `bench_form_history_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      figures.push(await run('postgres', { kind: 'postgres', url: url.toString() }, Number(process.env.BENCH_FORM_ANSWERS ?? 1_000_000)));
    } finally {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    print(figures[figures.length - 1] as Figures);
  } else if (only !== 'pglite') {
    console.log('PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-form-history-'));
    try {
      figures.push(await run('pglite', { kind: 'pglite', dataDir }, Number(process.env.BENCH_PGLITE_FORM_ANSWERS ?? 100_000)));
      print(figures[figures.length - 1] as Figures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const file = join(resultsDir, only ? `form-history-${only}.json` : 'form-history.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, figures }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
