import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WidgetMessage } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { type AgentDeps, runTurn, startOrResumeConversation, type TurnEvent } from '../../src/domains/agent';
import { type ProvenIdentity, signInVisitor } from '../../src/domains/agent/visitor-sign-in/sign-in-visitor';
import { submitFormAnswer } from '../../src/domains/forms/submit-form-answer';
import { repositoriesOf } from '../../src/domains/repositories';
import type { TestContext } from '../helper';

/** What the history's deletion tests start from: visitors chatting through the real runtime. */

export const SITE = 'https://shop.example.com';

export function agentDeps(t: TestContext, clock?: () => Date): AgentDeps {
  return { db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, llmTimeoutMs: 2_000, ...(clock ? { clock } : {}) };
}

export interface Chat {
  agentId: string;
  visitorId: string;
  conversationId: string;
}

/** A conversation of a new visitor (or a new one of `visitorId`, in a console preview when `preview`). */
export async function startChat(t: TestContext, agentId: string, options: { visitorId?: string; preview?: boolean; pageUrl?: string } = {}): Promise<Chat> {
  const started = await startOrResumeConversation(t.app.database.db, {
    agentId,
    visitorId: options.visitorId ?? null,
    origin: SITE,
    pageUrl: options.pageUrl ?? `${SITE}/`,
    preview: options.preview ?? false,
  });
  return { agentId, visitorId: started.visitorId, conversationId: started.conversation.id };
}

/** One turn through runTurn; the stored answer. */
export async function ask(t: TestContext, chat: Chat, text: string, now?: Date): Promise<WidgetMessage> {
  const events: TurnEvent[] = [];
  for await (const event of runTurn(agentDeps(t, now ? () => new Date(now.getTime() + 1500) : undefined), { ...chat, text, now })) events.push(event);
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(events)}`);
  return last.message;
}

export async function signIn(t: TestContext, owner: { id: string; agentId: string }, visitorId: string, identity: ProvenIdentity): Promise<string> {
  await signInVisitor(t.app.database.db, { agentId: owner.agentId, ownerId: owner.id }, visitorId, identity, new Date());
  const [row] = await queryRows<{ id: string }>(
    t.app.database.db,
    sql`select visitor_account_id::text as id from widget_visitors where id = ${visitorId}::uuid`,
  );
  if (!row?.id) throw new Error('the visitor was not linked');
  return row.id;
}

export async function answerForm(t: TestContext, agentId: string, formId: string, context: { conversationId?: string; visitorAccountId?: string }, mail: string): Promise<string> {
  const answer = await submitFormAnswer(t.app.database.db, agentId, formId, { name: '山田 太郎', mail, topic: '料金', privacy: true }, context);
  return answer.id;
}

/** A mail sign-in code as the sign-in stores one (only its HMAC; here any text). */
export async function mailCode(t: TestContext, agentId: string, visitorId: string, email: string): Promise<void> {
  await repositoriesOf(t.app.database.db).signIn.insertCode(
    { id: randomUUID(), agentId, visitorId, email, codeHash: 'hash', expiresAt: new Date(Date.now() + 600_000) },
    new Date(),
  );
}

export async function lineState(t: TestContext, agentId: string, visitorId: string): Promise<void> {
  await repositoriesOf(t.app.database.db).signIn.insertState(
    { stateHash: randomUUID(), agentId, visitorId, nonce: 'nonce', codeVerifier: 'verifier', expiresAt: new Date(Date.now() + 600_000) },
    new Date(),
  );
}

/** Every row of every table that can hold a visitor's id, account, mail or LINE id, as text, for "nothing of them remains". */
export async function everyVisitorTrace(t: TestContext): Promise<string> {
  const tables = ['widget_visitors', 'conversations', 'messages', 'form_answers', 'visitor_accounts', 'mail_sign_in_codes', 'line_sign_in_states'];
  const dumps: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(t.app.database.db, sql`select t::text as row from ${sql.identifier(table)} t`);
    dumps.push(...rows.map((r) => `${table}: ${r.row}`));
  }
  return dumps.join('\n');
}

export async function countWhere(t: TestContext, table: string, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return row?.n ?? 0;
}
