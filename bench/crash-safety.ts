// Crash safety (issue 16, deliverable 4): a real API process (node --import tsx api/src/server.ts) is
// killed with SIGKILL at a random moment while visitors chat, the owner saves settings and visitors send
// form answers; it is started again on the same database, and everything the API acknowledged is looked
// for through the API itself (the owner's transcripts, form answers and settings, and the widget's reload).
//   - a turn is acknowledged by its `done` event (the stored answer): its question and answer must be there
//     exactly once, with the texts the visitor was sent;
//   - a form answer by its 201: there once, linked to its conversation, which says it has a form answer;
//   - a settings save by its 200: the fixed messages read back hold that save's counter, or a later one's
//     (a save the API made but could not answer before dying is allowed);
//   - nothing half-written: a conversation's stored counts agree with its messages, no answer without its
//     question, the widget's reload shows what the transcript shows, and a question whose answer was never
//     written (a crash between an LLM turn's two writes) is shown as interrupted (api/src/domains/agent/
//     interrupted-answers.ts). Right after a restart such a question may still count as pending (its answer
//     could be on its way elsewhere); the final check waits out that bound and finds every one shown.
// The turns: LLM answers (a local fake provider streams each over ~1 s; the question is stored before it is
// called, the answer after), built-in answers (the fallback: question and answer in one statement), and
// form triggers followed by the visitor's form answer.
//   pnpm --filter bench crash-safety                                   PGlite, and PostgreSQL when DATABASE_URL is set
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench crash-safety
//   BENCH_CYCLES=5 BENCH_VISITORS=20 BENCH_KILL_MIN_MS=2000 BENCH_KILL_MAX_MS=6000 BENCH_ONLY=pglite|postgres
// Exits 1 when anything acknowledged is lost or anything half-written is found. Port 15200.
// Results: bench/results/crash-safety.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANSWER_PENDING_MS } from '../api/src/domains/agent/interrupted-answers.ts';
import { agentLabels } from '../api/src/domains/agent/labels.ts';
import { startFakeOpenAiServer } from '../api/test/fakes/openai-server.ts';
import { type ApiProcess, httpAgent, readJson, request, startApi } from './lib/api-process.ts';
import { withPostgresDatabase } from './lib/knowledge-index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const cycles = Number(process.env.BENCH_CYCLES ?? 5);
const visitorCount = Number(process.env.BENCH_VISITORS ?? 20);
const killMinMs = Number(process.env.BENCH_KILL_MIN_MS ?? 2_000);
const killMaxMs = Number(process.env.BENCH_KILL_MAX_MS ?? 6_000);
const only = process.env.BENCH_ONLY;
const databaseUrl = process.env.DATABASE_URL;
const PORT = 15_200;
const SITE = 'https://crash-shop.example.com';
const DEMO = { email: 'crash@example.com', password: 'crash-password-long' };
/** Answered by the LLM: the sample agent's knowledge has passages for them. */
const LLM_QUESTIONS = ['営業時間を教えてください', '送料はいくらですか', '返品はできますか', '支払い方法は何がありますか'];
/** Nothing in the knowledge: the built-in fallback, question and answer written together. */
const FALLBACK_QUESTION = 'ペンギンの好きな色';
const FORM_KEYWORD = 'お問い合わせ';
const TAG = /No\.(\d+)-(\d+)/;

interface TranscriptMessage {
  id: string;
  role: 'visitor' | 'agent';
  text: string;
  engine: string | null;
  rule: string | null;
  created_at: string;
}
interface Transcript {
  conversation: { id: string; message_count: number; unanswered_count: number; form_submitted: boolean; has_error: boolean };
  messages: TranscriptMessage[];
}
interface FormAnswerRow {
  id: string;
  conversation_id: string | null;
  cells: Record<string, string>;
}

interface Visitor {
  index: number;
  forwardedFor: string;
  token: string;
  conversationId: string;
  turns: number;
}
interface AckTurn {
  visitor: number;
  questionId: string;
  question: string;
  answerId: string;
  answer: string;
}

interface Ledger {
  visitors: Visitor[];
  turnsSent: number;
  turns: AckTurn[];
  formsSent: number;
  forms: { visitor: number; name: string }[];
  savesSent: number;
  lastSaveAcked: number;
  refused: Record<string, number>;
}

interface Check {
  found: number;
  lost: string[];
  duplicated: number;
  halfWritten: string[];
  interruptedShown: number;
  interruptedStored: number;
  pending: number;
  unacknowledgedStored: number;
  engines: Record<string, number>;
}

interface RunFigures {
  database: string;
  cycles: number;
  visitors: number;
  killAtMs: number[];
  restartMs: number[];
  acknowledged: { turns: number; formAnswers: number; settingsSaves: number; total: number };
  sent: { turns: number; formAnswers: number; settingsSaves: number };
  refused: Record<string, number>;
  final: Omit<Check, 'lost' | 'halfWritten'> & { lost: number; halfWritten: number; examples: string[] };
  checksAfterRestart: { lost: number; halfWritten: number; pending: number }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** One turn through the widget API; the `done` event is the acknowledgement. */
async function turn(base: string, visitor: Visitor, text: string, ledger: Ledger): Promise<void> {
  ledger.turnsSent += 1;
  const response = await request(`${base}/conversations/${visitor.conversationId}/messages`, { body: { text }, token: visitor.token, forwardedFor: visitor.forwardedFor });
  if (response.statusCode !== 200) {
    response.resume();
    ledger.refused[`turn ${response.statusCode}`] = (ledger.refused[`turn ${response.statusCode}`] ?? 0) + 1;
    return;
  }
  response.setEncoding('utf8');
  let buffer = '';
  let question: { id: string; text: string } | null = null;
  for await (const chunk of response as AsyncIterable<string>) {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (\w+)/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'visitor' && data) question = JSON.parse(data) as { id: string; text: string };
      if (event === 'done' && data && question) {
        const answer = JSON.parse(data) as { id: string; text: string };
        ledger.turns.push({ visitor: visitor.index, questionId: question.id, question: question.text, answerId: answer.id, answer: answer.text });
      }
    }
  }
}

async function visitorLoad(base: string, formId: string, visitor: Visitor, ledger: Ledger, until: () => boolean): Promise<void> {
  while (!until()) {
    visitor.turns += 1;
    const tag = `No.${visitor.index}-${visitor.turns}`;
    const kind = (visitor.turns + visitor.index) % 5;
    try {
      if (kind === 0) await turn(base, visitor, `${FALLBACK_QUESTION}（${tag}）`, ledger);
      else if (kind === 4) {
        await turn(base, visitor, `${FORM_KEYWORD}したいです（${tag}）`, ledger);
        const name = `訪問者${tag}`;
        ledger.formsSent += 1;
        const response = await request(`${base}/forms/${formId}/answers`, {
          body: { conversation_id: visitor.conversationId, values: { name, topic: '料金', body: '資料を送ってください。' } },
          token: visitor.token,
          forwardedFor: visitor.forwardedFor,
        });
        response.resume();
        if (response.statusCode === 201) ledger.forms.push({ visitor: visitor.index, name });
        else ledger.refused[`form ${response.statusCode}`] = (ledger.refused[`form ${response.statusCode}`] ?? 0) + 1;
      } else await turn(base, visitor, `${LLM_QUESTIONS[visitor.turns % LLM_QUESTIONS.length]}（${tag}）`, ledger);
    } catch {
      // The process died under the request: not acknowledged, nothing to record.
      return;
    }
    await sleep(between(150, 500));
  }
}

type FixedMessages = Record<string, unknown> & { messages: Record<string, string> };

async function ownerLoad(origin: string, token: string, document: FixedMessages, ledger: Ledger, until: () => boolean): Promise<void> {
  while (!until()) {
    const n = (ledger.savesSent += 1);
    try {
      const response = await request(`${origin}/api/v1/fixed-messages`, {
        method: 'PUT',
        token,
        body: { ...document, messages: { ...document.messages, greeting: `こんにちは。保存${n}回目の設定です。` } },
      });
      response.resume();
      if (response.statusCode === 200) ledger.lastSaveAcked = Math.max(ledger.lastSaveAcked, n);
      else ledger.refused[`settings ${response.statusCode}`] = (ledger.refused[`settings ${response.statusCode}`] ?? 0) + 1;
    } catch {
      return;
    }
    await sleep(between(50, 200));
  }
}

const isDerived = (m: TranscriptMessage) => m.role === 'agent' && m.engine === 'interrupted' && m.rule === agentLabels.rule.unanswered;

/** Everything acknowledged so far, read back through the API. `final`: pending questions count as half-written. */
async function check(origin: string, token: string, agentId: string, formId: string, ledger: Ledger, final: boolean): Promise<Check> {
  const result: Check = { found: 0, lost: [], duplicated: 0, halfWritten: [], interruptedShown: 0, interruptedStored: 0, pending: 0, unacknowledgedStored: 0, engines: {} };
  const widgetBase = `${origin}/api/v1/public/widget/${agentId}`;
  const now = Date.now();
  const formConversations = new Set<string>();

  // Form answers: every acknowledged one once, each linked to the conversation it was sent in.
  const rows: FormAnswerRow[] = [];
  for (let page = 1; ; page += 1) {
    const list = await readJson<{ data: FormAnswerRow[] }>(await request(`${origin}/api/v1/form-answers?form_id=${formId}&limit=500&page=${page}`, { token }));
    rows.push(...list.data);
    if (list.data.length < 500) break;
  }
  const byName = new Map<string, FormAnswerRow[]>();
  for (const row of rows) byName.set(row.cells.name ?? '', [...(byName.get(row.cells.name ?? '') ?? []), row]);
  for (const form of ledger.forms) {
    const found = byName.get(form.name) ?? [];
    if (found.length === 0) result.lost.push(`form answer ${form.name}`);
    else result.found += 1;
    if (found.length > 1) result.duplicated += found.length - 1;
  }
  const acknowledgedForms = new Set(ledger.forms.map((form) => form.name));
  for (const row of rows) {
    const visitor = ledger.visitors[Number(TAG.exec(row.cells.name ?? '')?.[1] ?? -1)];
    if (!row.conversation_id || row.conversation_id !== visitor?.conversationId) result.halfWritten.push(`form answer ${row.id} without its conversation`);
    else formConversations.add(row.conversation_id);
    if (!acknowledgedForms.has(row.cells.name ?? '')) result.unacknowledgedStored += 1;
  }

  // Settings: the last acknowledged save, or one sent after it.
  const settings = await readJson<{ messages: { greeting: string } }>(await request(`${origin}/api/v1/fixed-messages`, { token }));
  const saved = Number(/保存(\d+)回目/.exec(settings.messages.greeting)?.[1] ?? 0);
  if (saved < ledger.lastSaveAcked || saved > ledger.savesSent) result.lost.push(`settings: save ${saved} read back, ${ledger.lastSaveAcked} acknowledged`);
  else result.found += ledger.lastSaveAcked > 0 ? 1 : 0;
  if (saved > ledger.lastSaveAcked) result.unacknowledgedStored += 1;

  // Conversations: the owner's transcript and the visitor's reload.
  for (const visitor of ledger.visitors) {
    const transcript = await readJson<Transcript>(await request(`${origin}/api/v1/conversations/${visitor.conversationId}`, { token }));
    const reload = await readJson<{ messages: { id: string; text: string }[] }>(
      await request(`${widgetBase}/conversations/${visitor.conversationId}/messages`, { token: visitor.token, forwardedFor: visitor.forwardedFor }),
    );
    const where = `conversation ${visitor.index}`;
    const shown = transcript.messages;
    const stored = shown.filter((m) => !isDerived(m));
    const ids = new Map<string, TranscriptMessage[]>();
    for (const m of shown) ids.set(m.id, [...(ids.get(m.id) ?? []), m]);

    for (const acked of ledger.turns.filter((t) => t.visitor === visitor.index)) {
      const question = ids.get(acked.questionId) ?? [];
      const answer = ids.get(acked.answerId) ?? [];
      if (question.length === 1 && answer.length === 1 && question[0]!.text === acked.question && answer[0]!.text === acked.answer) result.found += 1;
      else result.lost.push(`${where}: turn ${acked.question}`);
      if (question.length > 1 || answer.length > 1) result.duplicated += 1;
    }
    const acknowledgedQuestions = new Set(ledger.turns.filter((t) => t.visitor === visitor.index).map((t) => t.questionId));
    const tags = new Map<string, number>();
    for (const m of stored) {
      if (m.role === 'visitor') {
        const tag = TAG.exec(m.text)?.[0] ?? m.text;
        tags.set(tag, (tags.get(tag) ?? 0) + 1);
        if (!acknowledgedQuestions.has(m.id)) result.unacknowledgedStored += 1;
      } else result.engines[m.engine ?? 'none'] = (result.engines[m.engine ?? 'none'] ?? 0) + 1;
      if (m.engine === 'interrupted' && !isDerived(m)) result.interruptedStored += 1;
    }
    for (const count of tags.values()) if (count > 1) result.duplicated += count - 1;

    // The stored figures of the conversation agree with its rows (kept in the turn's statement).
    const summary = transcript.conversation;
    if (summary.message_count !== stored.length) result.halfWritten.push(`${where}: message_count ${summary.message_count}, ${stored.length} messages`);
    const fallbacks = stored.filter((m) => m.engine === 'fallback').length;
    if (summary.unanswered_count !== fallbacks) result.halfWritten.push(`${where}: unanswered_count ${summary.unanswered_count}, ${fallbacks} fallbacks`);
    if (formConversations.has(visitor.conversationId) && !summary.form_submitted) result.halfWritten.push(`${where}: a form answer, form_submitted false`);

    // Every question followed by an answer, stored or shown as interrupted; no answer without a question.
    let open = 0;
    for (const m of shown) {
      if (isDerived(m)) result.interruptedShown += 1;
      if (m.role === 'visitor') open += 1;
      else if (open === 0) result.halfWritten.push(`${where}: an answer without its question (${m.id})`);
      else open -= 1;
    }
    if (open > 0) {
      // Just asked (by the load before the kill): its answer may be on its way, until the bound.
      const trailing = shown.slice(-open);
      const young = trailing.every((m) => m.role === 'visitor' && now - new Date(m.created_at).getTime() < ANSWER_PENDING_MS);
      if (young && !final) result.pending += open;
      else result.halfWritten.push(`${where}: ${open} question(s) neither answered nor shown as interrupted`);
    }

    // The visitor's reload shows what the owner's transcript shows.
    if (reload.messages.map((m) => m.id).join() !== shown.map((m) => m.id).join()) result.halfWritten.push(`${where}: the widget's reload differs from the transcript`);
  }
  return result;
}

async function login(origin: string): Promise<{ token: string; agentId: string }> {
  const session = await readJson<{ access_token: string; agent_id: string }>(await request(`${origin}/api/v1/login`, { body: DEMO }));
  return { token: session.access_token, agentId: session.agent_id };
}

async function run(database: string, env: NodeJS.ProcessEnv): Promise<RunFigures> {
  const llm = await startFakeOpenAiServer({ behaviour: { kind: 'answer', pieces: ['ご質問', 'ありがとう', 'ございます。', 'ナレッジを', '確認して', 'お答えします。'], delayMs: 80 } });
  const processEnv = {
    DEMO_OWNER_EMAIL: DEMO.email,
    DEMO_OWNER_PASSWORD: DEMO.password,
    JWT_SECRET: 'crash-secret-that-is-long-enough-for-hs256!!',
    ENCRYPTION_KEY: 'crash-encryption-key-that-is-long-enough!!',
    ALLOW_PRIVATE_NETWORK_TARGETS: 'true',
    ...env,
  };
  let api: ApiProcess | null = null;
  const figures: RunFigures = {
    database,
    cycles,
    visitors: visitorCount,
    killAtMs: [],
    restartMs: [],
    acknowledged: { turns: 0, formAnswers: 0, settingsSaves: 0, total: 0 },
    sent: { turns: 0, formAnswers: 0, settingsSaves: 0 },
    refused: {},
    final: { found: 0, lost: 0, duplicated: 0, halfWritten: 0, interruptedShown: 0, interruptedStored: 0, pending: 0, unacknowledgedStored: 0, engines: {}, examples: [] },
    checksAfterRestart: [],
  };
  try {
    api = await startApi(PORT, processEnv);
    const { token, agentId } = await login(api.origin);
    const owner = (method: string, path: string, body: unknown) =>
      request(`${api!.origin}/api/v1/${path}`, { method, body, token }).then((r) => readJson<{ id?: string } & Record<string, unknown>>(r));
    await owner('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const detail = await readJson<Record<string, unknown>>(await request(`${api.origin}/api/v1/detail-ai-settings`, { token }));
    const { api_key_status: _status, updated_at: _updated, ...detailSettings } = detail;
    await owner('PUT', 'detail-ai-settings', {
      ...detailSettings,
      engine: { type: 'openai_compatible', base_url: llm.baseUrl, model: 'fake-model' },
      api_key: 'sk-crash',
      answer_only_from_knowledge: true,
    });
    const form = await owner('POST', 'forms', {
      name: 'お問い合わせ',
      description: '',
      fields: [
        { key: 'name', label: 'お名前', type: 'short_text', required: true, max_length: 50 },
        { key: 'topic', label: 'ご用件', type: 'single_choice', required: true, options: ['料金', 'その他'] },
        { key: 'body', label: 'お問い合わせ内容', type: 'long_text', max_length: 2000 },
      ],
      thank_you_message: 'ありがとうございました。',
      submit_label: '送信する',
      triggers: { keywords: [FORM_KEYWORD], by_agent: false },
    });
    const formId = form.id!;
    const { updated_at: _saved, ...fixedMessages } = await readJson<FixedMessages>(await request(`${api.origin}/api/v1/fixed-messages`, { token }));

    const ledger: Ledger = { visitors: [], turnsSent: 0, turns: [], formsSent: 0, forms: [], savesSent: 0, lastSaveAcked: 0, refused: {} };
    const widgetBase = `${api.origin}/api/v1/public/widget/${agentId}`;
    for (let index = 0; index < visitorCount; index += 1) {
      const forwardedFor = `10.88.0.${index + 1}`;
      const started = await readJson<{ visitor_token: string; conversation_id: string }>(await request(`${widgetBase}/conversations`, { body: { origin: SITE }, forwardedFor }));
      ledger.visitors.push({ index, forwardedFor, token: started.visitor_token, conversationId: started.conversation_id, turns: 0 });
    }

    let lastKill = 0;
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const origin = api.origin;
      const session = await login(origin);
      let killed = false;
      const until = () => killed;
      const load = Promise.all([
        ...ledger.visitors.map((visitor) => visitorLoad(`${origin}/api/v1/public/widget/${agentId}`, formId, visitor, ledger, until)),
        ownerLoad(origin, session.token, fixedMessages as FixedMessages, ledger, until),
      ]);
      const killAt = between(killMinMs, killMaxMs);
      await sleep(killAt);
      await api.kill();
      killed = true;
      lastKill = Date.now();
      figures.killAtMs.push(Math.round(killAt));
      await load;

      api = await startApi(PORT, processEnv);
      figures.restartMs.push(Math.round(api.startMs));
      const after = await login(api.origin);
      const checked = await check(api.origin, after.token, agentId, formId, ledger, false);
      figures.checksAfterRestart.push({ lost: checked.lost.length, halfWritten: checked.halfWritten.length, pending: checked.pending });
      const counts = `${checked.found} found, ${checked.lost.length} lost, ${checked.halfWritten.length} half-written, ${checked.pending} pending, ${checked.interruptedShown} shown as interrupted`;
      console.log(`  cycle ${cycle + 1}: killed ${Math.round(killAt)} ms into the load; restarted in ${Math.round(api.startMs)} ms; ${counts}`);
      for (const problem of [...checked.lost, ...checked.halfWritten].slice(0, 5)) console.log(`    ${problem}`);
    }

    // The last crash's unanswered questions are pending until the bound has passed; then all are shown.
    const wait = lastKill + ANSWER_PENDING_MS + 1_000 - Date.now();
    if (wait > 0) {
      console.log(`  waiting ${Math.round(wait / 1000)} s for the last crash's questions to pass the pending bound (ANSWER_PENDING_MS)`);
      await sleep(wait);
    }
    const session = await login(api.origin);
    const final = await check(api.origin, session.token, agentId, formId, ledger, true);
    figures.acknowledged = {
      turns: ledger.turns.length,
      formAnswers: ledger.forms.length,
      settingsSaves: ledger.lastSaveAcked > 0 ? 1 : 0,
      total: ledger.turns.length + ledger.forms.length + (ledger.lastSaveAcked > 0 ? 1 : 0),
    };
    figures.sent = { turns: ledger.turnsSent, formAnswers: ledger.formsSent, settingsSaves: ledger.savesSent };
    figures.refused = ledger.refused;
    figures.final = { ...final, lost: final.lost.length, halfWritten: final.halfWritten.length, examples: [...final.lost, ...final.halfWritten].slice(0, 10) };
    return figures;
  } finally {
    if (api) await api.stop();
    await llm.close();
  }
}

function print(f: RunFigures): void {
  const restart = [...f.restartMs].sort((a, b) => a - b);
  const mean = restart.reduce((s, n) => s + n, 0) / Math.max(1, restart.length);
  console.log(`\n${f.database}: ${f.cycles} SIGKILL cycles, ${f.visitors} visitors + 1 owner saving settings`);
  console.log(`  killed at             ${f.killAtMs.map((ms) => `${ms} ms`).join(', ')} into each cycle's load`);
  console.log(`  restart time          mean ${mean.toFixed(0)} ms, max ${restart.at(-1) ?? 0} ms (spawn to /api/health 200)`);
  console.log(`  sent                  ${f.sent.turns} turns, ${f.sent.formAnswers} form answers, ${f.sent.settingsSaves} settings saves`);
  const save = f.acknowledged.settingsSaves > 0 ? ', the last settings save' : '';
  console.log(`  acknowledged          ${f.acknowledged.total} writes: ${f.acknowledged.turns} turns, ${f.acknowledged.formAnswers} form answers${save}`);
  console.log(`  found                 ${f.final.found}`);
  console.log(`  lost                  ${f.final.lost}  (must be 0)`);
  console.log(`  duplicated            ${f.final.duplicated}  (must be 0)`);
  console.log(`  half-written          ${f.final.halfWritten}  (must be 0)`);
  console.log(`  interrupted shown     ${f.final.interruptedShown}  (questions whose answer the kill cut off, shown with the 中断 message)`);
  console.log(`  interrupted stored    ${f.final.interruptedStored}  (a graceful stop's; none expected under SIGKILL)`);
  console.log(`  stored, not acknowledged  ${f.final.unacknowledgedStored}  (written before the kill, the answer lost in transit: allowed)`);
  console.log(`  answers by engine     ${JSON.stringify(f.final.engines)}`);
  if (Object.keys(f.refused).length > 0) console.log(`  refused               ${JSON.stringify(f.refused)}`);
  for (const example of f.final.examples) console.log(`    ${example}`);
}

const results: RunFigures[] = [];
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-crash-'));
  try {
    console.log('PGlite (a data folder, one process)');
    results.push(await run('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  print(results.at(-1)!);
}
if (only !== 'pglite') {
  if (databaseUrl) {
    console.log('\nPostgreSQL (a scratch database)');
    results.push(await withPostgresDatabase(databaseUrl, 'bench_crash', (url) => run('PostgreSQL', { DATABASE_URL: url })));
    print(results.at(-1)!);
  } else console.log('\nPostgreSQL: skipped (set DATABASE_URL)');
}
httpAgent.destroy();

const out = join(here, 'results', 'crash-safety.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\n→ ${out}`);
if (results.some((r) => r.final.lost > 0 || r.final.duplicated > 0 || r.final.halfWritten > 0)) process.exit(1);
