// フォーム回答履歴 at scale (issue 13): one agent's form answers generated inside the database. The forms
// and their versions are made through the API (so their definitions are what the builder saves); the
// answers are bulk-inserted with the columns the API writes for each answer (login type, preview flag,
// search text and terms), computed from pools of values whose terms the API's own functions split.
import { createRandom, createVocabulary, syntheticQuestion } from './synthetic-japanese.ts';
import type { RunStatement } from './history-seed.ts';

// The API's own term split and cell text, so the index holds what the app would have written.
import { historyTerms, searchForm } from '../../api/src/domains/history/search-terms.ts';

export interface FormAnswerSeedForm {
  id: string;
  /** form_versions.id by version number. */
  versionIds: string[];
  /** Share of the answers, 0..1. */
  share: number;
}

export interface FormAnswerSeedOptions {
  agentId: string;
  ownerId: string;
  answers: number;
  forms: readonly FormAnswerSeedForm[];
  log?: (line: string) => void;
}

const SEED = 20261126;
const POOL = 2_000;
export const INQUIRY_TYPES = ['商品について', '配送について', '返品・交換', 'その他'] as const;
const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '佐々木', '松本', '井上'];
const GIVEN = ['花子', '太郎', '美咲', '翔太', '結衣', '大輔', '陽菜', '蓮', 'さくら', '健一', 'ユウキ', 'あおい'];

/** The inquiry bodies the seed draws from: the knowledge bench's vocabulary, Zipf-distributed. */
export function answerBodies(): string[] {
  const random = createRandom(SEED);
  const words = createVocabulary(createRandom(20261121));
  return Array.from({ length: POOL }, () => `${syntheticQuestion(words, random)}${syntheticQuestion(words, random)}`);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const termsLiteral = (text: string) => literal(`{${historyTerms(searchForm(text)).map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);

async function timed(log: (line: string) => void, label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Fills form_answers for the agent's forms: answers spread over a year (newest now), 5% by signed-in
 * visitors (a third of them LINE), 0.1% from test chats, each form's answers spread over its versions
 * (older versions hold older answers). Secondary indexes are dropped for the load and built again.
 */
export async function seedFormAnswers(run: RunStatement, options: FormAnswerSeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const n = options.answers;
  const agent = options.agentId.replace(/'/g, "''");
  const owner = options.ownerId.replace(/'/g, "''");
  const accounts = Math.max(1, Math.floor(n / 100));

  await run('drop table if exists bench_pool');
  await run('create table bench_pool (kind text not null, idx int not null, text text not null, search_text text not null, terms text[] not null, primary key (kind, idx))');
  const random = createRandom(SEED + 7);
  const pools: Record<string, string[]> = {
    name: Array.from({ length: POOL }, () => `${FAMILY[Math.floor(random() * FAMILY.length)]} ${GIVEN[Math.floor(random() * GIVEN.length)]}`),
    email: Array.from({ length: POOL }, (_, i) => `customer${i}@example.jp`),
    // Leading zeros: the XLSX must keep them.
    phone: Array.from({ length: POOL }, (_, i) => `0${3 + (i % 7)}${String(10_000_000 + i * 4_513).slice(0, 8)}`),
    body: answerBodies(),
    kind: [...INQUIRY_TYPES],
  };
  for (const [kind, texts] of Object.entries(pools)) {
    for (let start = 0; start < texts.length; start += 500) {
      const values = texts
        .slice(start, start + 500)
        .map((text, i) => `(${literal(kind)}, ${start + i}, ${literal(text)}, ${literal(searchForm(text))}, ${termsLiteral(text)})`);
      await run(`insert into bench_pool (kind, idx, text, search_text, terms) values ${values.join(', ')}`);
    }
  }
  await run(
    `create or replace function bench_uuid(name text) returns uuid language sql immutable parallel safe as
     $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await run(
    `create or replace function bench_pick(n bigint, salt int, mod int) returns int language sql immutable parallel safe as
     $$ select (abs(hashint8(n * 1009 + salt)) % mod)::int $$`,
  );

  const indexRows = (await run(
    `select indexname, indexdef from pg_indexes where tablename = 'form_answers' and indexname not like '%_pkey'`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of indexRows) await run(`drop index if exists "${index.indexname}"`);
  await run('set session_replication_role = replica');
  await run("set work_mem = '512MB'");

  await timed(log, `${accounts} visitor accounts`, () =>
    run(
      `insert into visitor_accounts (id, owner_id, agent_id, name, email, login_type, line_user_id, created_at, last_login_at)
       select bench_uuid('fv' || k), '${owner}', '${agent}', '会員' || k,
         case when k % 3 = 0 then null else 'member' || k || '@example.jp' end,
         case when k % 3 = 0 then 'line' else 'mail' end,
         case when k % 3 = 0 then 'U' || md5('faline' || k) end,
         now() - interval '400 days', now()
       from generate_series(0, ${accounts - 1}) k`,
    ),
  );

  // Which form an answer belongs to: consecutive shares of [0, 1000).
  let from = 0;
  const formCases: string[] = [];
  const versionCases: string[] = [];
  options.forms.forEach((form, index) => {
    const to = index === options.forms.length - 1 ? 1000 : from + Math.round(form.share * 1000);
    formCases.push(`when r.f < ${to} then ${index}`);
    // Older versions hold older answers: the last version the newest 60%, the others share the rest.
    const versions = form.versionIds.length;
    const pick = versions === 1 ? '1' : `case when a.n < ${Math.floor(n * 0.6)} then ${versions} else 1 + bench_pick(a.n, 5, ${versions - 1}) end`;
    versionCases.push(`when ${index} then (array[${form.versionIds.map((id) => `'${id}'::uuid`).join(',')}])[${pick}]`);
    from = to;
  });
  const formIds = `array[${options.forms.map((form) => `'${form.id}'::uuid`).join(',')}]`;

  // Newest answer first (n = 0 now), one a year back at the end.
  await timed(log, `${n} answers`, () =>
    run(
      `insert into form_answers (id, agent_id, form_id, form_version_id, values, visitor_account_id, conversation_id, created_at,
         login_type, preview, search_text, search_terms)
       select bench_uuid('fa' || a.n), '${agent}', (${formIds})[x.fi + 1],
         case x.fi ${versionCases.join(' ')} end,
         jsonb_build_object('name', nm.text, 'email', em.text, 'phone', ph.text, 'inquiry_type', kd.text, 'body', bd.text, 'consent', true),
         case when x.signed then bench_uuid('fv' || (a.n / 20) % ${accounts}) end,
         null,
         now() - (a.n::float8 / ${n}) * interval '365 days',
         case when x.signed then case when ((a.n / 20) % ${accounts}) % 3 = 0 then 'line' else 'mail' end end,
         a.n % 1000 = 999,
         concat_ws(E'\\n', nm.search_text, em.search_text, ph.search_text, kd.search_text, bd.search_text, '同意'),
         array(select distinct t from unnest(nm.terms || em.terms || ph.terms || kd.terms || bd.terms || array['同', '意', '同意']) t)
       from generate_series(0, ${n - 1}) a(n)
       cross join lateral (select bench_pick(a.n, 1, 1000) as f) r
       cross join lateral (select case ${formCases.join(' ')} end as fi, a.n % 20 = 0 as signed) x
       join bench_pool nm on nm.kind = 'name' and nm.idx = bench_pick(a.n, 2, ${POOL})
       join bench_pool em on em.kind = 'email' and em.idx = bench_pick(a.n, 3, ${POOL})
       join bench_pool ph on ph.kind = 'phone' and ph.idx = bench_pick(a.n, 4, ${POOL})
       join bench_pool kd on kd.kind = 'kind' and kd.idx = bench_pick(a.n, 6, ${INQUIRY_TYPES.length})
       join bench_pool bd on bd.kind = 'body' and bd.idx = bench_pick(a.n, 7, ${POOL})`,
    ),
  );

  await run('set session_replication_role = origin');
  await run("set maintenance_work_mem = '1GB'");
  for (const index of indexRows) await timed(log, `index ${index.indexname}`, () => run(index.indexdef));
  await run('drop table bench_pool');
  await run('drop function bench_pick(bigint, int, int)');
  await run('drop function bench_uuid(text)');
  await timed(log, 'vacuum analyze', async () => {
    await run('vacuum analyze form_answers');
    await run('vacuum analyze visitor_accounts');
  });
}
