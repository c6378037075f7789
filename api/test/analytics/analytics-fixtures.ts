import type { WidgetMessage } from 'shared-contracts';
import { type AgentDeps, getMessageTrace, runTurn, startOrResumeConversation } from '#src/domains/agent/index';
import { repositoriesOf } from '#src/domains/repositories';
import type { TestContext } from '../helper';

// Hand-built datasets of 分析's tests: visits and turns at given instants, through the runtime.

export const SITE = 'https://shop.example.com';
export const at = (iso: string) => new Date(iso);

export interface Visit {
  agentId: string;
  conversationId: string;
  visitorId: string;
}

/** A visitor's conversation started at `startedAt` on a page of SITE, signed in to `accountId` if given. */
export async function visitAt(
  t: TestContext,
  agentId: string,
  startedAt: string,
  pageUrl: string,
  options: { preview?: boolean; accountId?: string } = {},
): Promise<Visit> {
  const db = t.app.database.db;
  const started = await startOrResumeConversation(db, { agentId, origin: SITE, pageUrl: `${SITE}${pageUrl}`, preview: options.preview ?? false, now: at(startedAt) });
  if (options.accountId) await repositoriesOf(db).conversations.linkVisitorAccount(agentId, started.visitorId, options.accountId);
  return { agentId, conversationId: started.conversation.id, visitorId: started.visitorId };
}

/** One turn at `when`, its answer two seconds later; checks the engine the dataset counts on. */
export async function sayAt(t: TestContext, v: Visit, text: string, when: string, engine: string): Promise<WidgetMessage> {
  const db = t.app.database.db;
  const deps: AgentDeps = { db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox, clock: () => new Date(at(when).getTime() + 2000) };
  let done: WidgetMessage | null = null;
  for await (const event of runTurn(deps, { ...v, text, now: at(when) })) if (event.type === 'done') done = event.message;
  if (!done) throw new Error(`no answer to ${text}`);
  expect((await getMessageTrace(db, v.agentId, done.id))?.engine).toBe(engine);
  return done;
}
