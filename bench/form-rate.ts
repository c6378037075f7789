// フォーム送信率 at scale: offers answered (api/src/domains/analytics/answered-offer.ts) on the history
// bench's dataset (one agent, 1,000,000 conversations / 10,000,000 messages in PostgreSQL), with one
// form offered by 2 % of its agent messages and most offers answered a few minutes later (some twice).
// Prints: migration 0028's rewrite of the forms_answered rollups, フォーム回答履歴's 送信率 for 30 days,
// 90 days and all time (the form's stats endpoint's query), and an answer stored with its offer's
// rollup. PostgreSQL only; never fails on a figure.
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm --filter bench form-rate
//   BENCH_CONVERSATIONS=100000 for a quicker look; BENCH_FORM_RATE_DB=<name> measures a database this
//   bench kept (BENCH_KEEP=1) again, without generating it (about 20 minutes at 1,000,000).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from 'api';
import { generateHistory } from './lib/generate-history.ts';
import { onServer } from './lib/knowledge-index.ts';
import { submitFormAnswer } from '../api/src/domains/forms/submit-form-answer.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log('set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)');
  process.exit(1);
}
const reuse = process.env.BENCH_FORM_RATE_DB;
const keep = process.env.BENCH_KEEP === '1' || Boolean(reuse);
const name = reuse ?? `bench_form_rate_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
if (!reuse) await onServer(serverUrl, `CREATE DATABASE ${name}`);
console.log(`PostgreSQL: ${name}`);
const database = { kind: 'postgres' as const, url: url.toString() };
const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false, rateLimit: { max: 1_000_000 } });
const client = new pg.Client({ connectionString: url.toString() });
const timed = async (text: string) => {
  const started = performance.now();
  const result = await client.query(text);
  return { rows: result.rows as Record<string, unknown>[], ms: Math.round(performance.now() - started) };
};
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

try {
  await app.ready();
  await client.connect();
  if (!reuse) await generateHistory(app, database, 'postgres', { conversations: Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000), messagesPer: 10 });
  if ((await timed('select 1 from forms limit 1')).rows.length === 0) {
    const [owner] = (await timed('select id, agent_id from owners limit 1')).rows as { id: string; agent_id: string }[];
    if (!owner) throw new Error('no owner');
    const definition = { name: 'お問い合わせ', description: '', enabled: true, thank_you_message: 'ありがとうございました', fields: [{ key: 'name', label: '氏名', type: 'short_text', required: true, max_length: 100 }] };
    const [form] = (await timed(`insert into forms (owner_id, agent_id, name, description, enabled, version) values ('${owner.id}', '${owner.agent_id}', 'お問い合わせ', '', true, 1) returning id`)).rows as { id: string }[];
    const [version] = (await timed(`insert into form_versions (form_id, agent_id, version, definition) values ('${form?.id}', '${owner.agent_id}', 1, '${JSON.stringify(definition)}'::jsonb) returning id`)).rows as { id: string }[];
    const offers = await timed(`update messages set form = jsonb_build_object('id', '${form?.id}', 'version', 1) where role = 'agent' and hashtext(id::text) % 50 = 0`);
    // Answered 1 to 10 minutes after the offer; some offers twice.
    const answers = await timed(`insert into form_answers (agent_id, form_id, form_version_id, values, conversation_id, created_at)
      select m.agent_id, '${form?.id}', '${version?.id}', '{"name": "山田"}'::jsonb, m.conversation_id, m.created_at + make_interval(secs => k * 60 + abs(hashtext(m.id::text || 'at')) % 540)
      from messages m, generate_series(1, 2) k
      where m.form is not null and abs(hashtext(m.id::text || 'answered')) % 100 < 60 and (k = 1 or abs(hashtext(m.id::text || 'twice')) % 100 < 5)`);
    await timed('vacuum analyze messages');
    await timed('vacuum analyze form_answers');
    console.log(`offers marked in ${offers.ms} ms, answers written in ${answers.ms} ms`);
  }
  const [counts] = (await timed(`select (select count(*) from messages)::int as messages, (select count(*) from messages where form is not null)::int as offers, (select count(*) from form_answers)::int as answers`)).rows;
  console.log('rows', counts);
  const [form] = (await timed('select id, agent_id from forms limit 1')).rows as { id: string; agent_id: string }[];
  if (!form) throw new Error('no form');

  const migration = readFileSync(new URL('../api/drizzle/0028_forms_answered_offers.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
  for (let run = 1; run <= 2; run += 1) {
    const started = performance.now();
    await client.query('begin');
    for (const statement of migration) await client.query(statement);
    await client.query('commit');
    console.log(`migration 0028 (forms_answered rewritten), run ${run}: ${Math.round(performance.now() - started)} ms`);
  }

  const now = new Date();
  const DAY = 86_400_000;
  for (const [label, range] of [
    ['30 days', { from: new Date(now.getTime() - 30 * DAY), before: now }],
    ['90 days', { from: new Date(now.getTime() - 90 * DAY), before: now }],
    ['all time', { from: null, before: null }],
  ] as const) {
    const times: number[] = [];
    let last: unknown;
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      last = await app.repositories.formAnswerHistory.stats(form.agent_id, form.id, range, false);
      times.push(performance.now() - started);
    }
    console.log(`送信率 ${label}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`, last);
  }

  const latest = (await timed(`select conversation_id from messages where form is not null order by created_at desc limit 21`)).rows as { conversation_id: string }[];
  const times: number[] = [];
  for (const offer of latest) {
    const started = performance.now();
    await submitFormAnswer(app.database.db, form.agent_id, form.id, { name: '佐藤' }, { conversationId: offer.conversation_id });
    times.push(performance.now() - started);
  }
  console.log(`an answer stored with its offer's rollup: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
} finally {
  await client.end().catch(() => undefined);
  await app.close();
  if (!keep) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else console.log(`kept ${name}`);
}
