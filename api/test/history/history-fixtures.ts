import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  type ConversationListResponse,
  conversationListResponseSchema,
  type ConversationNeighbours,
  conversationNeighboursSchema,
  type ConversationTranscript,
  conversationTranscriptSchema,
  type FeedbackValue,
  type LoginType,
  type WidgetMessage,
} from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { type AgentDeps, runTurn, setFeedback, startOrResumeConversation, type TurnEvent } from '#src/domains/agent/index';
import { repositoriesOf } from '#src/domains/repositories';
import { ownerClient } from '../chatsettings/owner-client';
import type { OwnerSession, TestContext } from '../helper';

/**
 * Conversations of the history suites, made the way visitors make them: through the agent runtime's
 * own functions (start, turns, feedback, form answers). Only what a test cannot wait for, when a
 * conversation happened, is set in SQL afterwards.
 */

export const SITE = 'https://shop.example.com';

export interface Chat {
  conversationId: string;
  visitorId: string;
  /** The agent's answers, in order. */
  answers: WidgetMessage[];
}

export interface ChatOptions {
  pageUrl?: string | null;
  preview?: boolean;
  /** The visitor signs in with this account before the first message. */
  accountId?: string;
}

function deps(t: TestContext): AgentDeps {
  // A test may point the owner's LLM at a closed local port to make an answer fail.
  return { db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, llmTimeoutMs: 2_000, allowPrivateNetworkTargets: true };
}

/** A new visitor opens the widget and sends each text in turn. */
export async function chat(t: TestContext, agentId: string, texts: readonly string[], options: ChatOptions = {}): Promise<Chat> {
  const db = t.app.database.db;
  const started = await startOrResumeConversation(db, {
    agentId,
    origin: SITE,
    pageUrl: options.pageUrl === undefined ? `${SITE}/` : options.pageUrl,
    preview: options.preview ?? false,
  });
  const scope = { agentId, conversationId: started.conversation.id, visitorId: started.visitorId };
  if (options.accountId) await repositoriesOf(db).conversations.linkVisitorAccount(agentId, scope.visitorId, options.accountId);
  const answers: WidgetMessage[] = [];
  for (const text of texts) {
    const events: TurnEvent[] = [];
    for await (const event of runTurn(deps(t), { ...scope, text })) events.push(event);
    const last = events.at(-1);
    if (last?.type !== 'done') throw new Error(`no answer to ${text}: ${JSON.stringify(events)}`);
    answers.push(last.message);
  }
  return { ...scope, answers };
}

/** 👍 or 👎 on one of the chat's answers, as the visitor gives it. */
export async function rate(t: TestContext, agentId: string, conversation: Chat, answerIndex: number, value: FeedbackValue): Promise<void> {
  const answer = conversation.answers[answerIndex];
  if (!answer) throw new Error(`no answer ${answerIndex}`);
  if (!(await setFeedback(t.app.database.db, agentId, conversation.visitorId, answer.id, value))) throw new Error('feedback refused');
}

/** A visitor account of the owner, as a mail or LINE sign-in makes it. */
export async function visitorAccount(t: TestContext, session: OwnerSession, loginType: LoginType, name: string, email: string | null): Promise<string> {
  const account = await repositoriesOf(t.app.database.db).visitorAccounts.insert({
    agentId: session.owner.agentId,
    ownerId: session.owner.id,
    name,
    email,
    loginType,
    lineUserId: loginType === 'line' ? `U${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}` : null,
  });
  return account.id;
}

/** When the conversation started and last had a message: what only time could otherwise make. */
export async function setTimes(t: TestContext, conversationId: string, times: { startedAt: Date; lastMessageAt?: Date }): Promise<void> {
  const last = times.lastMessageAt ?? times.startedAt;
  await queryRows(
    t.app.database.db,
    sql`update conversations set started_at = ${times.startedAt.toISOString()}::timestamptz, last_message_at = ${last.toISOString()}::timestamptz
      where id = ${conversationId}::uuid returning id`,
  );
}

/** Makes the owner's next answers fail as an unreachable LLM does (llm_error); the returned function puts the settings back. */
export async function failingLlm(t: TestContext, session: OwnerSession): Promise<() => Promise<void>> {
  const owner = ownerClient(t, session);
  const current = (await owner.get('detail-ai-settings')).json<Record<string, unknown>>();
  const { api_key_status: _status, updated_at: _updated, ...settings } = current;
  const put = async (changes: Record<string, unknown>) => {
    const response = await owner.put('detail-ai-settings', { ...settings, ...changes });
    if (response.statusCode !== 200) throw new Error(`detail-ai-settings: ${response.statusCode} ${response.body}`);
  };
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once. Asked even
  // without knowledge, so every question reaches it.
  await put({
    engine: { type: 'openai_compatible', base_url: 'http://127.0.0.1:9/v1', model: 'unreachable' },
    api_key: 'sk-test',
    answer_only_from_knowledge: false,
  });
  return () => put({});
}

export type HistoryQuery = Record<string, string>;

export type HistoryClient = ReturnType<typeof historyClient>;

/** The history endpoints as the console calls them. */
export function historyClient(t: TestContext, session: OwnerSession) {
  const headers = () => session.headers;
  const get = (url: string, query: HistoryQuery = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, query, headers: headers() });
  const ok = <T>(response: LightMyRequestResponse, parse: (body: unknown) => T): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return parse(response.json());
  };
  return {
    list: (query: HistoryQuery = {}) => get('conversations', query),
    async page(query: HistoryQuery = {}): Promise<ConversationListResponse> {
      return ok(await get('conversations', query), (body) => conversationListResponseSchema.strict().parse(body));
    },
    /** The ids the list shows, in its order. */
    async ids(query: HistoryQuery = {}): Promise<string[]> {
      return (await this.page({ limit: '500', ...query })).data.map((row) => row.id);
    },
    transcript: (id: string) => get(`conversations/${id}`),
    async transcriptOk(id: string): Promise<ConversationTranscript> {
      return ok(await get(`conversations/${id}`), (body) => conversationTranscriptSchema.strict().parse(body));
    },
    neighbours: (id: string, query: HistoryQuery = {}) => get(`conversations/${id}/neighbours`, query),
    async neighboursOk(id: string, query: HistoryQuery = {}): Promise<ConversationNeighbours> {
      return ok(await get(`conversations/${id}/neighbours`, query), (body) => conversationNeighboursSchema.strict().parse(body));
    },
    review: (id: string, reviewed: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/conversations/${id}`, payload: { reviewed }, headers: headers() }),
    export: (query: HistoryQuery = {}) => get('conversations/export', query),
  };
}
