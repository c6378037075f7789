// A conversation history at scale, generated inside the database (docs/architecture.md §9 bench): visitors, some of
// them signed in, conversations spread over a year, each of `messagesPer` messages alternating visitor
// and agent, with the engines, feedback and form answers of a real agent in roughly real proportions.
// The history row of each conversation (counts, first question, flags, search text) is computed from
// the same generated messages, as the runtime would have kept it.
import { createRandom, createVocabulary, syntheticQuestion } from './synthetic-japanese.ts';

// The API's own term split, so the index holds what the app would have written.
import { historyTerms, searchForm } from '../../api/src/domains/history/search-terms.ts';

export interface HistorySeedOptions {
  agentId: string;
  ownerId: string;
  conversations: number;
  /** Even: visitor, agent, visitor, … */
  messagesPer: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

const QUESTION_COUNT = 3_000;
const ANSWER_COUNT = 1_000;
const FALLBACK_TEXT = '申し訳ございません。その質問にはお答えできませんでした。お問い合わせフォームからご連絡ください。';
const SEED = 20261126;


/** The visitor questions the seed draws from: the knowledge bench's vocabulary, Zipf-distributed. */
export function historyQuestions(): string[] {
  const random = createRandom(SEED);
  const words = createVocabulary(createRandom(20261121));
  return Array.from({ length: QUESTION_COUNT }, () => syntheticQuestion(words, random));
}

function historyAnswers(): string[] {
  const words = createVocabulary(createRandom(SEED + 1));
  return Array.from(
    { length: ANSWER_COUNT },
    () => `${words.noun()}の${words.noun()}は${words.noun()}から${words.verb()}。${words.noun()}については${words.noun()}をご確認ください。`,
  );
}

/** Runs one statement on ONE connection (session settings must hold for the whole load); answers its rows. */
export type RunStatement = (statement: string) => Promise<Record<string, unknown>[]>;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function timed(log: (line: string) => void, label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Fills the agent's history. Secondary indexes of the two big tables are dropped for the load and
 * built again after it, and foreign keys are not re-checked (the generator keeps them true), as a bulk
 * load into PostgreSQL is done.
 */
export async function seedHistory(run: RunStatement, options: HistorySeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const n = options.conversations;
  const m = options.messagesPer;
  const visitors = Math.max(1, Math.floor(n * 0.4));
  const accounts = Math.max(1, Math.floor(visitors / 20));
  const agent = options.agentId.replace(/'/g, "''");
  const owner = options.ownerId.replace(/'/g, "''");

  await run('drop table if exists bench_texts');
  await run('create table bench_texts (kind text not null, idx int not null, text text not null, search_text text not null, terms text[] not null, primary key (kind, idx))');
  for (const [kind, texts] of [
    ['q', historyQuestions()],
    ['a', historyAnswers()],
    ['f', [FALLBACK_TEXT]],
  ] as const) {
    for (let start = 0; start < texts.length; start += 500) {
      const values = texts.slice(start, start + 500).map((text, i) => {
        const form = searchForm(text);
        return `('${kind}', ${start + i}, ${literal(text)}, ${literal(form)}, ${literal(`{${historyTerms(form).map((t) => `"${t}"`).join(',')}}`)})`;
      });
      await run(`insert into bench_texts (kind, idx, text, search_text, terms) values ${values.join(', ')}`);
    }
  }
  // A stable pseudo-random number in [0, mod) for a conversation, a message and a purpose.
  // Version-4 shaped ids from a name (the contract's uuid check wants the version and variant digits).
  await run(
    `create or replace function bench_uuid(name text) returns uuid language sql immutable parallel safe as
     $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await run('drop aggregate if exists bench_cat(anycompatiblearray)');
  await run('create aggregate bench_cat(anycompatiblearray) (sfunc = array_cat, stype = anycompatiblearray, initcond = \'{}\')');
  await run(
    `create or replace function bench_pick(n bigint, salt int, mod int) returns int language sql immutable parallel safe as
     $$ select (abs(hashint8(n * 1009 + salt)) % mod)::int $$`,
  );

  const indexRows = (await run(
    `select indexname, indexdef from pg_indexes where tablename in ('conversations', 'messages') and indexname not like '%_pkey'`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of indexRows) await run(`drop index if exists "${index.indexname}"`);
  await run('set session_replication_role = replica');
  await run("set work_mem = '512MB'");

  await timed(log, `${accounts} visitor accounts, ${visitors} widget visitors`, async () => {
    await run(
      `insert into visitor_accounts (id, owner_id, agent_id, name, email, login_type, line_user_id, created_at, last_login_at)
       select bench_uuid('a' || k), '${owner}', '${agent}', '訪問者' || k,
         case when k % 3 = 0 then null else 'visitor' || k || '@example.jp' end,
         case when k % 3 = 0 then 'line' else 'mail' end,
         case when k % 3 = 0 then 'U' || md5('line' || k) end,
         now() - interval '400 days', now()
       from generate_series(0, ${accounts - 1}) k`,
    );
    await run(
      `insert into widget_visitors (id, agent_id, visitor_account_id, created_at, last_seen_at)
       select bench_uuid('v' || v), '${agent}', case when v % 20 = 0 then bench_uuid('a' || (v / 20) % ${accounts}) end,
         now() - interval '400 days', now()
       from generate_series(0, ${visitors - 1}) v`,
    );
  });

  // The messages once, in a scratch table both inserts read.
  await timed(log, `${n * m} generated messages`, async () => {
    await run('drop table if exists bench_messages');
    await run(
      `create unlogged table bench_messages as
       select c as n, i,
         case when i % 2 = 0 then 'visitor' else 'agent' end as role,
         case when i % 2 = 0 then null
           else (array['knowledge_qa','knowledge_passages','fallback','quick_reply','fixed_message','llm_error'])[
             case when p < 68 then 1 when p < 83 then 2 when p < 93 then 3 when p < 98 then 4 when p < 99 then 5 else 6 end] end as engine,
         case when i % 2 = 1 and f < 6 then 'up' when i % 2 = 1 and f < 8 then 'down' end as feedback,
         bench_pick(c, i + 200, ${QUESTION_COUNT}) as q, bench_pick(c, i + 300, ${ANSWER_COUNT}) as a
       from generate_series(0, ${n - 1}) c cross join generate_series(0, ${m - 1}) i
         cross join lateral (select bench_pick(c, i, 100) as p, bench_pick(c, i + 100, 100) as f) r`,
    );
    await run('create index on bench_messages (n)');
  });

  // Newest conversation first (n = 0 now), one a year back at the end; 30 s between messages.
  const startedAt = `now() - (c.n::float8 / ${n}) * interval '365 days' - interval '5 minutes'`;
  await timed(log, `${n} conversations with their history rows`, async () => {
    await run(
      `insert into conversations (id, agent_id, visitor_id, origin, page_url, preview, started_at, last_message_at, visitor_account_id,
         login_type, first_question, message_count, unanswered_count, feedback_up_count, feedback_down_count, form_submitted, has_error,
         reviewed_at, search_text, search_terms)
       select bench_uuid('c' || c.n), '${agent}', bench_uuid('v' || (c.n % ${visitors})), 'https://shop.example.jp',
         'https://shop.example.jp/' || (array['', 'pricing', 'access', 'faq', 'products/' || (c.n % 500), 'contact'])[1 + c.n % 6],
         c.n % 1000 = 999, ${startedAt}, ${startedAt} + (${m - 1} * interval '30 seconds'),
         case when (c.n % ${visitors}) % 20 = 0 then bench_uuid('a' || ((c.n % ${visitors}) / 20) % ${accounts}) end,
         case when (c.n % ${visitors}) % 20 = 0 then case when (((c.n % ${visitors}) / 20) % ${accounts}) % 3 = 0 then 'line' else 'mail' end end,
         c.first_question, ${m}, c.unanswered, c.up, c.down, c.n % 40 = 0, c.has_error,
         case when c.n % 10 < 3 then ${startedAt} + interval '1 day' end,
         c.search_text, array(select distinct term from unnest(c.terms) as term)
       from generate_series(0, ${n - 1}) as g(n)
       -- One conversation at a time (its messages by the index below): no sort of the whole set.
       cross join lateral (
         select g.n,
           min(t.text) filter (where b.i = 0) as first_question,
           (count(*) filter (where b.engine = 'fallback'))::int as unanswered,
           (count(*) filter (where b.feedback = 'up'))::int as up,
           (count(*) filter (where b.feedback = 'down'))::int as down,
           coalesce(bool_or(b.engine = 'llm_error'), false) as has_error,
           string_agg(t.search_text, E'\\n' order by b.i) as search_text,
           bench_cat(t.terms) as terms
         from bench_messages b
         join bench_texts t
           on t.kind = case when b.role = 'visitor' then 'q' when b.engine = 'fallback' then 'f' else 'a' end
           and t.idx = case when b.role = 'visitor' then b.q when b.engine = 'fallback' then 0 else b.a end
         where b.n = g.n
       ) c`,
    );
  });

  await timed(log, `${n * m} messages`, async () => {
    await run(
      `insert into messages (id, agent_id, conversation_id, role, text, emotion, engine, rule, feedback, created_at, sources, timing)
       select bench_uuid('m' || b.n || '.' || b.i), '${agent}', bench_uuid('c' || b.n), b.role,
         case when b.role = 'visitor' then q.text when b.engine = 'fallback' then '${FALLBACK_TEXT}' else a.text end,
         case when b.role = 'agent' then 'neutral' end, b.engine,
         case when b.role = 'agent' then 'ナレッジ' end, b.feedback,
         now() - (b.n::float8 / ${n}) * interval '365 days' - interval '5 minutes' + b.i * interval '30 seconds',
         case when b.engine in ('knowledge_qa', 'knowledge_passages')
           then jsonb_build_array(jsonb_build_object('item_id', null, 'title', 'よくある質問', 'heading', null, 'text', a.text, 'score', 7.5)) else '[]'::jsonb end,
         case when b.role = 'agent' then '{"total_ms": 12.5, "retrieval_ms": 4.1, "first_token_ms": 6.2}'::jsonb end
       from bench_messages b
       join bench_texts q on q.kind = 'q' and q.idx = b.q
       join bench_texts a on a.kind = 'a' and a.idx = b.a`,
    );
  });

  await run('set session_replication_role = origin');
  await run("set maintenance_work_mem = '1GB'");
  for (const index of indexRows) {
    await timed(log, `index ${index.indexname}`, () => run(index.indexdef));
  }
  await run('drop table bench_messages');
  await run('drop table bench_texts');
  await run('drop function bench_pick(bigint, int, int)');
  await run('drop aggregate bench_cat(anycompatiblearray)');
  await run('drop function bench_uuid(text)');
  await timed(log, 'vacuum analyze', async () => {
    await run('vacuum analyze conversations');
    await run('vacuum analyze messages');
    await run('vacuum analyze widget_visitors');
    await run('vacuum analyze visitor_accounts');
  });
}
